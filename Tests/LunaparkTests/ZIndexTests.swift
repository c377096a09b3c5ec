import Foundation
import Lunapark
import Testing

/// `zIndex(_:)` on pixels: drawing order among siblings and in a transition pair.
@MainActor
struct ZIndexTests {
    @Test func higherIndexDrawsOnTopOfLaterSiblings() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            ZStack {
                Color.red.frame(width: 60, height: 60).zIndex(1)
                Color.blue.frame(width: 80, height: 80)
            }
        }
        let image = host.render()
        #expect(image.pixel(x: 50, y: 50).r > 200)  // red in front despite coming first
        #expect(image.pixel(x: 15, y: 15).b > 200)  // blue around it
    }

    @Test func equalIndicesKeepTheWrittenOrder() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            ZStack {
                Color.red.frame(width: 60, height: 60).zIndex(2)
                Color.blue.frame(width: 80, height: 80).zIndex(2)
                Color.green.frame(width: 40, height: 40).zIndex(-1)
            }
        }
        let image = host.render()
        #expect(image.pixel(x: 50, y: 50).b > 200)
    }

    private struct Swap: View {
        @State var showsFirst = true
        var body: some View {
            ZStack {
                if showsFirst {
                    Color.red.frame(width: 80, height: 80).transition(.opacity).zIndex(showsFirst ? 0 : 1)
                } else {
                    Color.blue.frame(width: 80, height: 80).transition(.scale).zIndex(2)
                }
            }
            .onTapGesture { withAnimation(.linear(duration: 1)) { showsFirst.toggle() } }
        }
    }

    @Test func insertedViewWithHigherIndexArrivesOnTopOfTheRemovedOne() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) { Swap() }
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        let image = host.render()
        // Half way: the blue square, scaled to 40 points, is drawn over the fading red one.
        let centre = image.pixel(x: 50, y: 50)
        #expect(centre.b > 200 && centre.r < 30)
        let edge = image.pixel(x: 15, y: 50)
        #expect(edge.r > 200 && edge.b < 200)  // only red (half faded over white) out there
    }
}

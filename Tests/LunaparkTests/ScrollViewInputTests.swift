import Foundation
import Lunapark
import Testing

/// Presses inside a `ScrollView`: taps reach the row under the pointer through the offset,
/// and a press that turns into a drag scrolls instead of tapping.
@MainActor
struct ScrollViewInputTests {
    private struct TappableRows: View {
        @State private var tapped: Int?

        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20) { row in
                        (tapped == row ? Color.green : Color.white)
                            .frame(width: 100, height: 50)
                            .onTapGesture { tapped = row }
                    }
                }
            }
            .frame(width: 100, height: 200)
        }
    }

    @Test func tapReachesTheRowUnderThePointerThroughTheOffset() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 200)) { TappableRows() }
        host.scroll(at: CGPoint(x: 50, y: 100), by: CGSize(width: 0, height: 300))
        host.advance(by: 1)
        // Row 7 (content 350...400) is at 50...100 on screen.
        host.tap(at: CGPoint(x: 50, y: 75))
        let image = host.render()
        let p = image.pixel(x: 50, y: 75)
        #expect(p.g > 150 && p.r < 100)
        #expect(image.pixel(x: 50, y: 125).r > 200)
    }

    @Test func dragStartingOnARowScrollsWithoutTapping() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 200)) { TappableRows() }
        host.drag(from: CGPoint(x: 50, y: 175), to: CGPoint(x: 50, y: 75), duration: 0.5)
        host.advance(by: 2)
        let image = host.render()
        // Nothing turned green anywhere in the column.
        #expect((0..<200).allSatisfy { image.pixel(x: 50, y: $0).r > 200 })
    }
}

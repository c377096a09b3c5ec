import Foundation
import Lunapark
import Testing

/// `onHover`: entering and leaving a view's frame with the pointer, no button held.
@MainActor
struct HoverTests {
    private struct Card: View {
        @State private var isHovered = false
        var body: some View {
            RoundedRectangle(cornerRadius: 8)
                .fill(isHovered ? Color.red : Color.blue)
                .frame(width: 100, height: 60)
                .scaleEffect(isHovered ? 1.1 : 1)
                .animation(.easeOut(duration: 0.2), value: isHovered)
                .onHover { isHovered = $0 }
        }
    }

    @Test func enteringAndLeavingTheFrameCallsTheAction() {
        var log: [Bool] = []
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            Color.clear.frame(width: 80, height: 40).onHover { log.append($0) }
        }
        host.hover(at: CGPoint(x: 10, y: 10))
        #expect(log.isEmpty)
        host.hover(at: CGPoint(x: 100, y: 50))
        host.hover(at: CGPoint(x: 110, y: 55))
        #expect(log == [true])
        host.hover(at: CGPoint(x: 190, y: 50))
        #expect(log == [true, false])
    }

    @Test func aHoverEffectAnimatesOnPixels() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) { Card() }
        #expect(!host.render().isRed(100, 50))
        host.hover(at: CGPoint(x: 100, y: 50))
        host.advance(by: 0.3)
        let hovered = host.render()
        #expect(hovered.isRed(100, 50))
        // Scaled by 1.1: 110 points wide, beyond the unscaled 100.
        #expect(hovered.isRed(47, 50) && !hovered.isRed(44, 50))
        host.hover(at: CGPoint(x: 5, y: 5))
        host.advance(by: 0.3)
        #expect(!host.render().isRed(100, 50))
    }
}

import Foundation
import Lunapark
import Testing

/// The "Animate a shape" article's corner: its apex moves across through `animatableData`.
@MainActor
struct CornerShapeTests {
    /// Orange at row `y` (image coordinates) at column `x`.
    private func isOrange(_ image: RenderedImage, _ x: Int, _ y: Int) -> Bool {
        let p = image.pixel(x: x, y: y)
        return p.r > 200 && p.g > 100 && p.g < 200 && p.b < 80
    }

    @Test func theApexMovesAcrossWithTheSpring() {
        // 300 x 300 window: the 200-point shape spans x 50...250, y 50...250.
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) { CornerView() }
        // Inset 0: the triangle (50,50)-(250,250)-(50,250); near the top its left edge is filled.
        #expect(isOrange(host.render(), 55, 60))
        host.tap(at: CGPoint(x: 100, y: 240))
        host.advance(by: 0.15)
        let moving = host.render()
        // Part of the way: the apex has left the left edge, not yet reached the right one.
        #expect(!isOrange(moving, 55, 60))
        host.advance(by: 2)
        // Inset 200: apex at (250,50); near the top only the right edge is filled.
        let end = host.render()
        #expect(isOrange(end, 245, 60))
        #expect(!isOrange(end, 55, 60))
    }
}

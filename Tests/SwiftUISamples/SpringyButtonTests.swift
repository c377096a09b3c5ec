import Foundation
import Lunapark
import Testing

/// The springy button on pixels: it squashes while held, springs back (past its
/// size: the spring is underdamped) after the release, and the tap counts.
@MainActor
struct SpringyButtonTests {
    /// The width of the purple background along the button's middle row.
    private func purpleWidth(_ image: RenderedImage, row: Int) -> Int {
        var first: Int?, last = 0
        for x in 0..<image.width {
            let p = image.pixel(x: x, y: row)
            if p.r > 120 && p.b > 180 && p.g < 120 { if first == nil { first = x }; last = x }
        }
        return first.map { last - $0 + 1 } ?? 0
    }

    @Test func squashesWhileHeldAndSpringsBack() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) { SpringyButtonDemo() }
        let idle = host.render()
        guard let row = (0..<200).first(where: { purpleWidth(idle, row: $0) > 0 }).map({ $0 + 20 }) else {
            Issue.record("no button drawn"); return
        }
        let full = purpleWidth(idle, row: row)
        let centre = CGPoint(x: 150, y: row)
        host.graph.handle(.pointerDown(centre), at: host.time)
        host.advance(by: 0.05)
        let squashing = purpleWidth(host.render(), row: row)
        #expect(squashing < full - 2)
        host.advance(by: 1)
        #expect(abs(Double(purpleWidth(host.render(), row: row)) - 0.85 * Double(full)) <= 2)
        host.graph.handle(.pointerUp(centre), at: host.time)
        // Response 0.3 s, damping 0.5: it overshoots its full size on the way back, by
        // exp(-pi * 0.5 / sqrt(1 - 0.25)) = 16 % of the 15 % it springs back (2.4 % of its width).
        var widest = 0
        for _ in 0..<30 {
            host.advanceFrame()
            widest = max(widest, purpleWidth(host.render(), row: row))
        }
        #expect(Double(widest) > Double(full) * 1.015)
        host.advance(by: 2)
        #expect(abs(purpleWidth(host.render(), row: row) - full) <= 1)
        #expect(host.graph.title == nil)
    }
}

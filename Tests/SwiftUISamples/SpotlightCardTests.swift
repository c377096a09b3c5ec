import Foundation
import Lunapark
import Testing

/// The spotlight card on pixels: the glow appears where the pointer is, follows it, and fades
/// out over 0.3 s when the pointer leaves.
@MainActor
struct SpotlightCardTests {
    private let size = CGSize(width: 320, height: 320)

    /// The x of the brightest column of row `y` across the card (the glow's centre), and its brightness.
    private func glow(_ image: RenderedImage, row y: Int) -> (x: Int, brightness: Int) {
        var best = (x: 0, brightness: 0)
        for x in 40..<280 {
            let p = image.pixel(x: x, y: y)
            let b = Int(p.r) + Int(p.g) + Int(p.b)
            if b > best.brightness { best = (x, b) }
        }
        return best
    }

    @Test func theGlowFollowsThePointerAndFadesWhenItLeaves() throws {
        let host = HeadlessHost(size: size) { SpotlightCard() }
        let card = try #require(host.render().bounds { $0.b > 150 && $0.r < 120 && $0.g < 100 })
        let row = Int(card.midY)
        let resting = glow(host.render(), row: row).brightness
        host.hover(at: CGPoint(x: card.minX + 50, y: card.midY))
        host.advance(by: 0.5)
        let left = glow(host.render(), row: row)
        #expect(left.brightness > resting + 150, "a glow: \(resting) -> \(left.brightness)")
        #expect(abs(CGFloat(left.x) - (card.minX + 50)) < 6, "under the pointer: \(left.x)")
        host.hover(at: CGPoint(x: card.maxX - 40, y: card.midY))
        host.advance(by: 0.1)
        let right = glow(host.render(), row: row)
        #expect(abs(CGFloat(right.x) - (card.maxX - 40)) < 6, "followed the pointer: \(right.x)")
        host.hover(at: CGPoint(x: 5, y: 5))
        host.advance(by: 0.1)
        let fading = glow(host.render(), row: row).brightness
        host.advance(by: 0.5)
        let gone = glow(host.render(), row: row).brightness
        #expect(fading < right.brightness && fading > gone + 20, "fading: \(right.brightness) -> \(fading) -> \(gone)")
        #expect(abs(gone - resting) < 6)
    }
}

import Foundation
import Lunapark
import Testing

/// The text renderer samples on pixels: the wave grows with its animated strength, and the
/// appearing title brings its glyphs in from left to right.
@MainActor
struct WaveTextTests {
    /// The first and last rows with dark ink.
    private func inkHeight(_ image: RenderedImage) -> Int {
        let rows = (0..<image.height).filter { y in
            (0..<image.width).contains { x in
                let p = image.pixel(x: x, y: y)
                return Int(p.r) + Int(p.g) + Int(p.b) < 300
            }
        }
        return (rows.last ?? 0) - (rows.first ?? 0)
    }

    @Test func aTapRaisesTheWaveOverTheEase() {
        let host = HeadlessHost(size: CGSize(width: 360, height: 120)) { WaveText() }
        let flat = inkHeight(host.render())
        #expect(flat > 15)
        host.tap(at: CGPoint(x: 180, y: 60))
        host.advance(by: 0.5)
        let half = inkHeight(host.render())
        host.advance(by: 1)
        let full = inkHeight(host.render())
        // Strength 10 moves glyphs up to 10 points either way; the ink grows by less than 20
        // points where the crests fall on short letters (measured 14). Halfway along the ease
        // (strength 5) it has grown about half as much (measured 8).
        #expect(full - flat >= 10 && full - flat <= 22)
        let ratio = Double(half - flat) / Double(full - flat)
        #expect(ratio > 0.35 && ratio < 0.75)
        host.tap(at: CGPoint(x: 180, y: 60))
        host.advance(by: 1.5)
        #expect(abs(inkHeight(host.render()) - flat) <= 1)
    }

    @Test func theTitleAppearsGlyphByGlyphFromTheLeft() {
        let host = HeadlessHost(size: CGSize(width: 360, height: 100)) { AppearingTitle() }
        func pink(_ image: RenderedImage, columns: Range<Int>) -> Int {
            image.pixels(in: CGRect(x: columns.lowerBound, y: 0, width: columns.count, height: 100)) { p in
                p.r > 200 && p.g < 140 && p.b > 60
            }
        }
        #expect(pink(host.render(), columns: 0..<360) == 0)
        host.advance(by: 0.35)
        let early = host.render()
        // Glyphs start one after another: the left half has come in further than the right.
        #expect(pink(early, columns: 0..<180) > pink(early, columns: 180..<360))
        host.advance(by: 1)
        let done = host.render()
        #expect(pink(done, columns: 180..<360) > 150 && pink(done, columns: 0..<180) > 150)
    }
}

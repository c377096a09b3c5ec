import Foundation
import Lunapark
import Testing

/// The play symbol is replaced by pause with a shrink-and-grow; the download arrow disappears.
@MainActor
struct PlayPauseButtonTests {
    private func isDark(_ p: RGBA8) -> Bool { Int(p.r) + Int(p.g) + Int(p.b) < 200 }
    private func isGreen(_ p: RGBA8) -> Bool { p.g > 120 && p.r < 120 && p.b < 120 }
    private func isInk(_ p: RGBA8) -> Bool { Int(p.r) + Int(p.g) + Int(p.b) < 720 }

    @Test func playIsReplacedByPause() throws {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) { PlayPauseButton() }
        let play = try #require(host.render().bounds(where: isDark))
        host.tap(at: CGPoint(x: 50, y: 50))
        // 0.1 s in: the play glyph has shrunk (to about 0.75) and the pause glyph is not in yet.
        host.advance(by: 0.1 - 1.0 / 60)
        let leaving = try #require(host.render().bounds(where: isInk))
        #expect(leaving.height < play.height * 0.9)
        // At the end, pause: two bars, so its middle column is empty.
        host.advance(by: 0.5)
        let image = host.render()
        let pause = try #require(image.bounds(where: isDark))
        #expect(abs(pause.height - play.height) <= 3)
        let middle = image.pixels(in: CGRect(x: pause.midX - 1, y: pause.minY, width: 2, height: pause.height),
                                  where: isDark)
        #expect(middle == 0)
    }

    @Test func theArrowDisappearsWhenDone() throws {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) { DownloadBadge() }
        let shown = host.render().pixels(in: CGRect(x: 0, y: 0, width: 100, height: 100), where: isGreen)
        #expect(shown > 300)
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.15)
        // Half way: smaller and paler (no fully green pixel left), but still drawn.
        let fading = host.render()
        #expect(fading.pixels(in: CGRect(x: 0, y: 0, width: 100, height: 100), where: isGreen) == 0)
        #expect(fading.pixels(in: CGRect(x: 0, y: 0, width: 100, height: 100), where: isInk) > 50)
        host.advance(by: 0.3)
        let gone = host.render().pixels(in: CGRect(x: 0, y: 0, width: 100, height: 100), where: isInk)
        #expect(gone == 0)
    }
}

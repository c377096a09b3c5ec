import Foundation
import Lunapark
import Testing

/// The links on pixels: a tap on a link or on the button calling `openURL` runs the handler set
/// with `environment(\.openURL, ...)` (its URL listed on screen), a discarded one lists nothing.
@MainActor
struct AboutLinksTests {
    private func isAccent(_ p: RGBA8) -> Bool { p.b > 200 && p.r < 60 && p.g > 90 && p.g < 150 }

    /// The rows (y) where accent-coloured text is, one per link or button, top to bottom.
    private func accentRows(_ image: RenderedImage) -> [Int] {
        var rows: [Int] = []
        var inRow = false
        for y in 0..<image.height {
            let hit = (0..<image.width).contains { isAccent(image.pixel(x: $0, y: y)) }
            if hit && !inRow { rows.append(y) }
            inRow = hit
        }
        return rows
    }

    @Test func linksAndTheOpenURLActionGoThroughTheHandler() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 400)) { AboutView() }
        let rows = accentRows(host.render())
        #expect(rows.count == 3, "two links and a button in the tint: \(rows)")
        guard rows.count == 3 else { return }
        let listArea = CGRect(x: 0, y: CGFloat(rows[2]) + 25, width: 320, height: 80)
        let dark: (RGBA8) -> Bool = { $0.r < 100 && $0.g < 100 }
        #expect(host.render().pixels(in: listArea, where: dark) == 0)
        // The mail link is discarded: nothing listed.
        host.tap(at: CGPoint(x: 160, y: rows[1] + 8))
        host.advance(by: 0.5)
        #expect(host.render().pixels(in: listArea, where: dark) == 0)
        // The website link: its URL listed (the rows move up as the list grows around the centre).
        host.tap(at: CGPoint(x: 160, y: rows[0] + 8))
        host.advance(by: 0.5)
        let afterLink = host.render()
        let listed = afterLink.pixels(in: CGRect(x: 0, y: 200, width: 320, height: 200), where: dark)
        #expect(listed > 30, "the website's URL listed: \(listed)")
        // Help, through @Environment(\.openURL): a second URL.
        let moved = accentRows(afterLink)
        try #require(moved.count == 3)
        host.tap(at: CGPoint(x: 160, y: moved[2] + 8))
        host.advance(by: 0.5)
        let twice = host.render().pixels(in: CGRect(x: 0, y: 200, width: 320, height: 200), where: dark)
        #expect(twice > listed + 30, "the help URL listed too: \(listed) -> \(twice)")
    }
}

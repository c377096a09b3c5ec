import Foundation
import Lunapark
import Testing

/// The menus on pixels: the toolbar menu grows in under its button and its rows run their
/// actions and close it; a tap outside closes it; a long press lifts the card over the dimmed
/// window with its context menu, whose Hide row scales the card away; a menu with a primary
/// action runs it on a tap and opens on a long press. A right click opens the context menu at once.
@MainActor
struct NotesMenuTests {
    private let size = CGSize(width: 320, height: 480)

    private func isPlatter(_ p: RGBA8) -> Bool { p.r == p.g && p.r >= 236 && p.r <= 246 }
    private func isAccent(_ p: RGBA8) -> Bool { p.b > 200 && p.r < 60 && p.g > 90 && p.g < 150 }
    private func isOrange(_ p: RGBA8) -> Bool { p.r > 200 && p.g > 100 && p.g < 190 && p.b < 60 }

    /// The centre of the pixels `test` accepts in `rect`, or nil.
    private func centre(of test: (RGBA8) -> Bool, in rect: CGRect, _ image: RenderedImage) -> CGPoint? {
        var xs = 0, ys = 0, n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) { for x in Int(rect.minX)..<Int(rect.maxX) where test(image.pixel(x: x, y: y)) {
            xs += x; ys += y; n += 1
        } }
        return n == 0 ? nil : CGPoint(x: xs / n, y: ys / n)
    }

    /// The first row of the menu card (platter grey at x 200 from `fromY` down), or nil.
    private func cardTop(_ image: RenderedImage, from fromY: Int) -> Int? {
        // The platter's own grey (242) on three rows running, not its shadow's greys.
        func isCard(_ p: RGBA8) -> Bool { p.r == p.g && p.r >= 241 && p.r <= 243 }
        return (fromY..<477).first { y in (0..<3).allSatisfy { isCard(image.pixel(x: 200, y: y + $0)) } }
    }

    @Test func theToolbarMenuOpensUnderItsButtonAndItsRowsRunTheirActions() throws {
        let host = HeadlessHost(size: size) { NotesListView() }
        let before = host.render()
        let button = try #require(centre(of: isAccent, in: CGRect(x: 220, y: 0, width: 100, height: 44), before))
        let firstNote = CGRect(x: 0, y: 100, width: 320, height: 30)
        let notesBefore = before.pixels(in: firstNote) { $0.r < 100 }
        host.tap(at: button)
        #expect(host.graph.isPresenting)
        host.advance(by: 0.05)
        let growing = host.render().pixels(in: CGRect(x: 0, y: 30, width: 320, height: 250), where: isPlatter)
        host.advance(by: 1)
        let open = host.render()
        let shown = open.pixels(in: CGRect(x: 0, y: 30, width: 320, height: 250), where: isPlatter)
        #expect(shown > 230 * 100, "a 250-point card of three rows: \(shown)")
        #expect(growing < shown * 3 / 4, "growing from the button: \(growing) of \(shown)")
        let top = try #require(cardTop(open, from: Int(button.y) + 5))
        #expect(top > Int(button.y) + 8 && top < Int(button.y) + 30, "under the button at \(button): \(top)")
        // The destructive row in red, under the separator.
        let red = open.pixels(in: CGRect(x: 62, y: top + 88, width: 250, height: 60)) { $0.r > 200 && $0.g < 90 && $0.b < 90 }
        #expect(red > 40, "Delete All in red: \(red)")
        // A tap outside closes it, changing nothing.
        host.tap(at: CGPoint(x: 30, y: 420))
        host.advance(by: 1)
        #expect(!host.graph.isPresenting)
        #expect(host.render().pixels(in: firstNote) { $0.r < 100 } == notesBefore)
        // Sort by Name: the menu closes and Books comes first.
        host.tap(at: button)
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 150, y: top + 22))
        host.advance(by: 1)
        #expect(!host.graph.isPresenting)
        #expect(host.render().pixels(in: firstNote) { $0.r < 100 } != notesBefore, "re-sorted")
    }

    @Test func aLongPressLiftsTheCardWithItsContextMenu() throws {
        let host = HeadlessHost(size: size) { PhotoCardView() }
        let row = CGRect(x: 0, y: 196, width: 320, height: 1)
        let widthBefore = host.render().pixels(in: row, where: isOrange)
        #expect(widthBefore > 190 && widthBefore <= 200)
        host.press(at: CGPoint(x: 160, y: 196))
        host.advance(by: 0.3)
        #expect(!host.graph.isPresenting, "not before half a second")
        host.advance(by: 0.3)
        host.release(at: CGPoint(x: 160, y: 196))
        #expect(host.graph.isPresenting)
        host.advance(by: 1)
        let open = host.render()
        let lifted = open.pixels(in: row, where: isOrange)
        #expect(lifted > widthBefore + 6, "lifted: \(widthBefore) -> \(lifted)")
        #expect(open.pixel(x: 10, y: 10).r < 230, "the window around it dimmed: \(open.pixel(x: 10, y: 10))")
        let top = try #require(cardTop(open, from: 270))
        #expect(top < 290, "the menu under the card: \(top)")
        // Hide, the third row: the menu closes and the card scales away.
        host.tap(at: CGPoint(x: 150, y: top + 44 * 2 + 22))
        host.advance(by: 0.2)
        // Orange however faded (the card fades as it shrinks).
        let orangeHue: (RGBA8) -> Bool = { Int($0.r) > Int($0.g) + 25 && Int($0.g) > Int($0.b) + 25 }
        let hiding = host.render().pixels(in: CGRect(x: 0, y: 100, width: 320, height: 200), where: orangeHue)
        host.advance(by: 1)
        #expect(!host.graph.isPresenting)
        #expect(hiding > 1000 && hiding < 200 * 140 * 3 / 4, "shrinking: \(hiding)")
        #expect(host.render().pixels(in: CGRect(x: 0, y: 100, width: 320, height: 200), where: orangeHue) == 0)
    }

    @Test func aRightClickOpensTheContextMenuAtOnceAsOnMacOS() throws {
        let host = HeadlessHost(size: size) { PhotoCardView() }
        let row = CGRect(x: 0, y: 196, width: 320, height: 1)
        let widthBefore = host.render().pixels(in: row, where: isOrange)
        // Beside the card (no context menu there) nothing opens.
        host.secondaryClick(at: CGPoint(x: 5, y: 196))
        #expect(!host.graph.isPresenting)
        host.secondaryClick(at: CGPoint(x: 160, y: 196))
        #expect(host.graph.isPresenting, "no half-second wait for a right click")
        host.advance(by: 1)
        let open = host.render()
        #expect(open.pixels(in: row, where: isOrange) > widthBefore + 6, "lifted as by a long press")
        let top = try #require(cardTop(open, from: 270))
        // Copy, the second row, closes the menu.
        host.tap(at: CGPoint(x: 150, y: top + 44 + 22))
        host.advance(by: 1)
        #expect(!host.graph.isPresenting)
        #expect(host.render().pixels(in: row, where: isOrange) == widthBefore, "lowered again")
    }

    @Test func aMenuWithAPrimaryActionRunsItOnATap() throws {
        let host = HeadlessHost(size: size) { PhotoCardView() }
        let image = host.render()
        let share = try #require(centre(of: isAccent, in: CGRect(x: 0, y: 270, width: 320, height: 50), image))
        let caption = CGRect(x: 0, y: share.y + 20, width: 320, height: 30)
        let before = image.pixels(in: caption) { $0.r < 100 }
        host.tap(at: share)
        host.advance(by: 0.5)
        #expect(!host.graph.isPresenting, "a tap runs the primary action")
        let after = host.render().pixels(in: caption) { $0.r < 100 }
        #expect(after != before, "Shared 1 times")
        host.press(at: share)
        host.advance(by: 0.6)
        host.release(at: share)
        #expect(host.graph.isPresenting, "a long press opens the menu")
        host.advance(by: 0.5)
        #expect(host.render().pixels(in: caption) { $0.r < 100 } == after, "the release ran nothing")
    }
}

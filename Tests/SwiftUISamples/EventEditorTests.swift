import Foundation
import Lunapark
import Testing

/// The event editor on pixels: a colour chosen in the picker's panel fades the banner to it
/// over the half-second animation; the share link's Copy puts the event's URL on the clipboard;
/// the date capsule opens the calendar.
@MainActor
struct EventEditorTests {
    private let size = CGSize(width: 360, height: 640)

    private func isBlue(_ p: RGBA8) -> Bool { p.b > 200 && p.r < 60 && p.g > 90 && p.g < 150 }

    /// The rows whose pixel at x = 180 `test` accepts.
    private func rows(_ image: RenderedImage, x: Int = 180, where test: (RGBA8) -> Bool) -> [Int] {
        (0..<image.height).filter { test(image.pixel(x: x, y: $0)) }
    }

    @Test func aColourFromThePanelFadesTheBannerToIt() throws {
        let host = HeadlessHost(size: size) { EventEditorView() }
        let start = host.render()
        // The banner: 80 points of blue at the top (16 points of padding).
        #expect(isBlue(start.pixel(x: 30, y: 30)))
        // The colour well is the last 28 points of its row; the row is found by the well's
        // spectrum ring, the only saturated pixels at x = 330 under the banner.
        let wellRows = rows(start, x: 330) { Int(max($0.r, $0.g, $0.b)) - Int(min($0.r, $0.g, $0.b)) > 150 }
            .filter { $0 > 100 }
        let wellY = try #require(wellRows.isEmpty ? nil : wellRows[wellRows.count / 2])
        host.tap(at: CGPoint(x: 330, y: wellY))
        host.advance(by: 1)
        #expect(host.graph.isPresenting)
        // The panel's spectrum: its cyan middle column at x = 180; the middle row's leading end is red.
        let panel = host.render()
        let cyan = rows(panel) { $0.r < 80 && $0.g > 180 && $0.b > 180 }
        let middle = try #require(cyan.isEmpty ? nil : cyan[cyan.count / 2])
        host.tap(at: CGPoint(x: 30, y: middle))
        // The panel rests at the medium detent: the banner stays in sight (dimmed) and fades
        // from blue to red over half a second.
        host.advance(by: 0.2)
        let fading = host.render().pixel(x: 30, y: 30)
        host.advance(by: 1)
        let done = host.render().pixel(x: 30, y: 30)
        #expect(fading != done)
        #expect(Int(fading.b) > Int(done.b) + 20, "bluer while fading: \(fading) then \(done)")
        // A tap on the dimmed window above the sheet closes the panel: the banner is red.
        host.tap(at: CGPoint(x: 180, y: 5))
        host.advance(by: 1)
        #expect(!host.graph.isPresenting)
        let closed = host.render().pixel(x: 30, y: 30)
        #expect(closed.r > 200 && closed.b < 80, "red at the end: \(closed)")
    }

    @Test func copyingTheShareLinkPutsTheEventURLOnTheClipboard() throws {
        let host = HeadlessHost(size: size) { EventEditorView() }
        let image = host.render()
        // The share link's accent label is the lowest accent-blue under the banner.
        let accentRows = rows(image, x: 26) { isBlue($0) }.filter { $0 > 110 }
        let linkY = try #require(accentRows.last)
        host.tap(at: CGPoint(x: 26, y: linkY))
        host.advance(by: 1)
        #expect(host.graph.isPresenting)
        // The menu opens under the link (or above it, low in the window): its first row is "Copy".
        let menu = host.render()
        let platter = rows(menu, x: 100) { $0.r == $0.g && $0.g == $0.b && $0.r >= 241 && $0.r <= 243 }
        let top = try #require(platter.first)
        host.tap(at: CGPoint(x: 100, y: top + 22))
        #expect(host.clipboardText == "https://example.com/events/42")
    }
}

import Foundation
import Lunapark
import Testing

/// The delete confirmation on pixels: the alert grows in over the dimmed window, its
/// destructive button removes a photo (animated), its cancel button keeps it; the dialog
/// slides up from the bottom; the deprecated `Alert` resets the score.
@MainActor
struct DeleteConfirmationTests {
    private let size = CGSize(width: 320, height: 480)

    private func blueCount(_ image: RenderedImage) -> Int {
        image.pixels(in: CGRect(x: 0, y: 0, width: 320, height: 480)) { $0.b > 200 && $0.r < 40 && $0.g < 140 && $0.g > 100 }
    }

    /// Pixels of the alert's platter grey (242) in the middle band of the window.
    private func platter(_ image: RenderedImage) -> Int {
        image.pixels(in: CGRect(x: 0, y: 120, width: 320, height: 240)) { $0.r == $0.g && $0.r >= 236 && $0.r <= 246 }
    }

    @Test func theDestructiveButtonDeletesAfterTheAlertAndCancelKeeps() {
        let host = HeadlessHost(size: size) { PhotoStripView() }
        // The strip: three 60-point squares centred, the buttons 20 points under it.
        let before = host.render()
        let blueBefore = blueCount(before)
        // Delete, at the left of the buttons row (one 20-point line, y 251.5-271.5).
        let deleteButton = CGPoint(x: 120, y: 261)
        host.tap(at: deleteButton)
        #expect(host.graph.isPresenting)
        host.advance(by: 0.05)
        let appearing = host.render()
        host.advance(by: 1)
        let shown = platter(host.render())
        #expect(shown > 270 * 60, "a 270-point platter: \(shown)")
        // Half-way in: still larger than its 270 points and translucent over the dimming.
        let centre = appearing.pixel(x: 160, y: 240)
        #expect(centre.r < 236, "fading in: \(centre)")
        // Two buttons side by side on the 44-point bottom row: cancel leading, delete trailing.
        let image = host.render()
        let rowY = (120..<360).last { y in image.pixel(x: 200, y: y).r > 236 && image.pixel(x: 200, y: y).r < 246 } ?? 0
        let red = image.pixels(in: CGRect(x: 160, y: rowY - 40, width: 135, height: 40)) { $0.r > 200 && $0.g < 90 }
        #expect(red > 20, "the destructive title in red on the trailing side: \(red)")
        // Cancel: nothing deleted.
        host.tap(at: CGPoint(x: 90, y: rowY - 20))
        host.advance(by: 1)
        #expect(!host.graph.isPresenting)
        #expect(abs(blueCount(host.render()) - blueBefore) < 10)
        // Delete: the blue photo shrinks away.
        host.tap(at: deleteButton)
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 230, y: rowY - 20))
        host.advance(by: 0.15)
        // The blue square's width on its middle row (dimmed or not), part of the way to nothing.
        let shrinking = host.render().pixels(in: CGRect(x: 190, y: 200, width: 80, height: 1)) { $0.b > 150 && $0.r < 40 }
        host.advance(by: 1)
        #expect(shrinking > 5 && shrinking < 55, "shrinking: \(shrinking)")
        #expect(blueBefore - blueCount(host.render()) > 3000, "the blue photo is gone")
    }

    @Test func theDialogSlidesUpAndItsButtonsRunTheirActions() {
        let host = HeadlessHost(size: size) { PhotoStripView() }
        let textBefore = host.render().pixels(in: CGRect(x: 0, y: 290, width: 320, height: 40)) { $0.r < 100 }
        host.tap(at: CGPoint(x: 198, y: 260))
        host.advance(by: 0.1)
        let rising = host.render()
        host.advance(by: 1)
        let shown = host.render()
        /// The top row of the platter (242 grey) in the middle column, or nil.
        func platterTop(_ image: RenderedImage) -> Int? {
            (0..<480).first { let p = image.pixel(x: 160, y: $0); return p.r >= 236 && p.r <= 246 && p.r == p.b }
        }
        // The cancel platter (white) 8 points above the bottom, the margins dimmed.
        #expect(shown.pixel(x: 40, y: 440).r == 255)
        #expect(shown.pixel(x: 160, y: 476).r < 230 && shown.pixel(x: 3, y: 440).r < 230)
        let top = platterTop(shown) ?? 0
        // Header (about 44) and three 57-point rows above the cancel platter.
        #expect(top > 170 && top < 200, "the group's top: \(top)")
        #expect((platterTop(rising) ?? 480) > top + 40, "still sliding up at 0.1 s")
        // "Duplicate", the second row: 57-point rows above the cancel platter (57 + 8 above its top).
        host.tap(at: CGPoint(x: 160, y: 480 - 8 - 57 - 8 - 57 - 28))
        host.advance(by: 1)
        #expect(!host.graph.isPresenting)
        let textAfter = host.render().pixels(in: CGRect(x: 0, y: 290, width: 320, height: 40)) { $0.r < 100 }
        #expect(textAfter != textBefore, "the caption changed to the option")
    }

    @Test func theDeprecatedAlertStructureResetsTheScore() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) { LegacyResetView() }
        let scoreBefore = host.render().pixels(in: CGRect(x: 0, y: 120, width: 300, height: 25)) { $0.r < 100 }
        host.tap(at: CGPoint(x: 150, y: 160))
        host.advance(by: 1)
        let image = host.render()
        let rowY = (60..<240).last { y in image.pixel(x: 200, y: y).r > 236 && image.pixel(x: 200, y: y).r < 246 } ?? 0
        // Primary (destructive "Reset") trailing, the cancel button leading.
        host.tap(at: CGPoint(x: 215, y: rowY - 20))
        host.advance(by: 1)
        #expect(!host.graph.isPresenting)
        let scoreAfter = host.render().pixels(in: CGRect(x: 0, y: 120, width: 300, height: 25)) { $0.r < 100 }
        #expect(scoreAfter != scoreBefore && scoreAfter > 0)
    }
}

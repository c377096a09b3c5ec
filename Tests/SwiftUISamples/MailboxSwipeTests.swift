import Foundation
import Lunapark
import Testing

/// The mailbox on pixels: a full swipe to the left deletes a message (the rows below move up
/// with an animation); a swipe to the right and a tap on the blue button marks it read.
/// Window 320 x 480; the large title bar is 96 points, rows from y 96 are about 64 tall.
@MainActor
struct MailboxSwipeTests {
    private func isBlue(_ p: RGBA8) -> Bool { p.b > 230 && p.r < 40 && p.g > 100 && p.g < 150 }

    /// The y of the top of each dark run of text rows in the sender column, coarsely: the rows
    /// where the sender names start.
    private func darkRows(_ image: RenderedImage) -> [Int] {
        (96..<480).filter { y in (40..<100).contains { x in let p = image.pixel(x: x, y: y); return Int(p.r) + Int(p.g) + Int(p.b) < 300 } }
    }

    /// The unread dots: rows with blue pixels in the dot column.
    private func blueDotRows(_ image: RenderedImage) -> Int {
        (96..<480).filter { y in (20..<32).contains { isBlue(image.pixel(x: $0, y: y)) } }.count
    }

    @Test func fullSwipeDeletesTheMessageAndTheRowsBelowMoveUp() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480)) { MailboxSwipe() }
        let before = host.render()
        let dotsBefore = blueDotRows(before)
        #expect(dotsBefore > 30)
        guard let lastTextBefore = darkRows(before).last else { Issue.record("no text"); return }

        // Swipe the first message (y ~ 128) almost across the row.
        host.drag(from: CGPoint(x: 300, y: 128), to: CGPoint(x: 40, y: 128), duration: 0.3)
        host.advance(by: 0.1)
        let moving = host.render()
        host.advance(by: 1.5)
        let after = host.render()
        // One message fewer: a quarter of the dots gone, the last row's text higher up.
        #expect(blueDotRows(after) < dotsBefore * 4 / 5)
        let lastTextAfter = darkRows(after).last ?? 0
        #expect(lastTextAfter < lastTextBefore - 40)
        // Midway the rows were still on their way.
        #expect(moving != after)
    }

    @Test func swipingRightMarksAMessageRead() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480)) { MailboxSwipe() }
        let dotsBefore = blueDotRows(host.render())
        host.drag(from: CGPoint(x: 40, y: 128), to: CGPoint(x: 120, y: 128), duration: 0.25)
        host.advance(by: 1)
        let open = host.render()
        // The blue button at the leading edge, the row slid right.
        #expect(isBlue(open.pixel(x: 5, y: 128)) && isBlue(open.pixel(x: 70, y: 100)))
        host.tap(at: CGPoint(x: 30, y: 128))
        host.advance(by: 1)
        let read = host.render()
        #expect(!isBlue(read.pixel(x: 5, y: 128)))
        #expect(blueDotRows(read) < dotsBefore)
    }
}

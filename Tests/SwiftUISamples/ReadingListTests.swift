import Foundation
import Lunapark
import Testing

/// The reading list on pixels: a full swipe on a book deletes it and the white card shrinks
/// by its row, with an animation. Window 320 x 560; the large title bar is 96 points.
@MainActor
struct ReadingListTests {
    private func isWhite(_ p: RGBA8) -> Bool { p.r > 250 && p.g > 250 && p.b > 250 }

    /// The bottom of the white card in column x 300 (the last white pixel from the top).
    private func cardBottom(_ image: RenderedImage) -> Int {
        (97..<560).last { isWhite(image.pixel(x: 300, y: $0)) } ?? 0
    }

    /// The top of the card: the first white pixel below the title bar.
    private func cardTop(_ image: RenderedImage) -> Int {
        (97..<560).first { isWhite(image.pixel(x: 300, y: $0)) } ?? 0
    }

    @Test func aFullSwipeDeletesABookAndTheCardShrinks() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 560)) { ReadingList() }
        let before = host.render()
        let top = cardTop(before), bottom = cardBottom(before)
        // Four rows of at least 44 points.
        #expect(bottom - top > 4 * 44)
        let rowHeight = (bottom - top) / 4
        // Swipe the second book almost across the card.
        let y = CGFloat(top + rowHeight + rowHeight / 2)
        host.drag(from: CGPoint(x: 290, y: y), to: CGPoint(x: 30, y: y), duration: 0.3)
        host.advance(by: 0.1)
        let midway = cardBottom(host.render())
        host.advance(by: 1.5)
        let after = host.render()
        #expect(abs(cardBottom(after) - (bottom - rowHeight)) <= 2, "\(bottom) -> \(cardBottom(after)), rows of \(rowHeight)")
        #expect(cardTop(after) == top)
        // 0.1 s in, the rows below (and the card's end) were still on their way up.
        #expect(midway < bottom && midway > cardBottom(after), "midway \(midway)")
    }
}

import Foundation
import Lunapark
import Testing

/// The comment box on pixels: it reserves two lines while empty, grows a line at a time as the
/// text wraps, stops at five lines, and Post moves the comment above it.
@MainActor
struct CommentComposerTests {
    /// The top and bottom of the box's grey border in the columns x = 18...22 (left of the
    /// text, right of the border's straight left edge): the first two groups of grey rows there
    /// are its top and bottom corners (the caption under the box makes a third).
    private func boxEdges(_ image: RenderedImage) -> (top: Int, bottom: Int)? {
        let rows = (0..<image.height).filter { y in
            (18...22).contains { x in let p = image.pixel(x: x, y: y); return p.r < 235 && abs(Int(p.r) - Int(p.b)) < 12 }
        }
        var groups: [[Int]] = []
        for y in rows {
            if let last = groups.last?.last, y - last <= 3 { groups[groups.count - 1].append(y) } else { groups.append([y]) }
        }
        guard groups.count >= 2 else { return nil }
        return (groups[0][0], groups[1][groups[1].count - 1])
    }

    @Test func theFieldGrowsLineByLineUpToFiveLines() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480)) { CommentComposer() }
        let empty = try #require(boxEdges(host.render()))
        let emptyHeight = empty.bottom - empty.top
        host.tap(at: CGPoint(x: 100, y: CGFloat(empty.top + 20)))
        host.type("Great post!")
        let short = try #require(boxEdges(host.render()))
        #expect(short.bottom - short.top == emptyHeight, "two lines reserved: \(emptyHeight)")
        host.type(" I tried this on my own project and the animation finally feels right,")
        let three = try #require(boxEdges(host.render()))
        #expect(three.bottom - three.top > emptyHeight + 15, "grown by a line or more")
        for _ in 0..<6 { host.type(" and it keeps on going with more and more words") }
        host.advance(by: 0.1)
        let capped = try #require(boxEdges(host.render()))
        let lineHeight = Double(emptyHeight - 20) / 2
        let lines = Double(capped.bottom - capped.top - 20) / lineHeight
        #expect(abs(lines - 5) < 0.3, "five lines at most: \(lines)")
        host.type(" still typing")
        #expect(try #require(boxEdges(host.render())).bottom == capped.bottom)
    }
}

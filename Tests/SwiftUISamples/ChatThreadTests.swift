import Foundation
import Lunapark
import Testing

/// The right-to-left chat thread on pixels: bubbles on mirrored sides, and a sent bubble
/// coming in from the left edge (trailing, right to left).
@MainActor
struct ChatThreadTests {
    private static let size = CGSize(width: 320, height: 240)

    private func isGrey(_ p: RGBA8) -> Bool { p.r > 215 && p.r < 240 && abs(Int(p.r) - Int(p.b)) < 12 }

    /// The pixels of `rows` that pass `test` (blue by default): their first and last column, or nil.
    private func blueSpan(_ image: RenderedImage, rows: Range<Int>,
                          where test: (RGBA8) -> Bool = { $0.b > 200 && $0.r < 80 && $0.g > 80 && $0.g < 160 }) -> ClosedRange<Int>? {
        var first: Int?, last = 0
        for y in rows {
            for x in 0..<image.width where test(image.pixel(x: x, y: y)) {
                first = min(first ?? x, x)
                last = max(last, x)
            }
        }
        return first.map { $0...last }
    }

    @Test func bubblesSitOnMirroredSides() {
        let host = HeadlessHost(size: Self.size) { ChatThread() }
        let image = host.render()
        let width = Int(Self.size.width)
        // Theirs (first row, about y 16...52) is grey at the right, mine (next row) blue at the left.
        let greyRight = image.pixels(in: CGRect(x: width / 2, y: 16, width: width / 2, height: 36), where: isGrey)
        let greyLeft = image.pixels(in: CGRect(x: 0, y: 16, width: width / 2, height: 36), where: isGrey)
        #expect(greyRight > 200 && greyLeft == 0, "grey right \(greyRight), left \(greyLeft)")
        let mine = try! #require(blueSpan(image, rows: 56..<96))
        #expect(mine.lowerBound <= 20 && mine.upperBound < width / 2, "\(mine)")
    }

    @Test func aSentBubbleSpringsInFromTheLeft() async throws {
        let host = HeadlessHost(size: Self.size) { ChatThread() }
        let inked: (RGBA8) -> Bool = { Int($0.b) > Int($0.r) + 20 }
        #expect(blueSpan(host.render(), rows: 100..<136, where: inked) == nil, "the third row starts empty")
        // The button's title is drawn in the bottom 40 points, in the middle.
        let button = CGPoint(x: Self.size.width / 2, y: Self.size.height - 26)
        host.tap(at: button)
        await Task.yield()
        // The bubble's row is the thread's width (its Spacer), so it starts that far left, off
        // screen. When it first shows (fading in: any tint of blue), it comes in at the left edge.
        var moving: ClosedRange<Int>?
        for _ in 0..<60 where moving == nil {
            host.advanceFrame()
            moving = blueSpan(host.render(), rows: 100..<136, where: inked)
        }
        let firstSeen = try #require(moving)
        host.advance(by: 2)
        let settled = try #require(blueSpan(host.render(), rows: 100..<136))
        #expect(settled.lowerBound <= 20, "settled at the left padding: \(settled)")
        #expect(firstSeen.lowerBound == 0 && firstSeen.upperBound < settled.upperBound - 10,
                "first seen \(firstSeen), settled \(settled)")
    }
}

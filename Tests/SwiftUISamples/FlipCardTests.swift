import Foundation
import Lunapark
import Testing

/// The flash card flips in perspective on pixels; the button's colours shift over time.
@MainActor
struct FlipCardTests {
    private func isBlue(_ p: RGBA8) -> Bool { p.b > 180 && p.r < 80 }
    /// Blue over the white background, possibly blended with some of the fading orange face.
    private func isBluish(_ p: RGBA8) -> Bool { Int(p.b) > Int(p.r) + 60 }
    private func isOrange(_ p: RGBA8) -> Bool { p.r > 220 && p.g > 100 && p.g < 190 && p.b < 60 }

    /// The rows covered by `test` in column `x`.
    private func height(_ image: RenderedImage, column x: Int, _ test: (RGBA8) -> Bool) -> Int {
        (0..<image.height).filter { test(image.pixel(x: x, y: $0)) }.count
    }

    @Test func theCardFlipsInPerspectiveToItsAnswer() {
        let host = HeadlessHost(size: CGSize(width: 240, height: 200)) { FlipCard() }
        let front = host.render()
        #expect(front.pixels(in: CGRect(x: 0, y: 0, width: 240, height: 200), where: isBlue) > 12_000)
        host.tap(at: CGPoint(x: 120, y: 100))
        // A quarter of the way (ease in-out: about 35°): the question, narrower, its left edge
        // towards the viewer and taller than the far right edge.
        host.advance(by: 0.2)
        let turning = host.render()
        let columns = (0..<240).filter { x in (0..<200).contains { isBluish(turning.pixel(x: x, y: $0)) } }
        #expect(columns.count > 80 && columns.count < 155, "\(columns.count) columns")
        if let left = columns.first, let right = columns.last {
            #expect(height(turning, column: left + 3, isBluish) > height(turning, column: right - 3, isBluish) + 6)
        }
        // Done: the answer, facing the viewer, full size.
        host.advance(by: 0.6)
        let back = host.render()
        #expect(back.pixels(in: CGRect(x: 0, y: 0, width: 240, height: 200), where: isOrange) > 10_000)
        #expect(back.pixels(in: CGRect(x: 0, y: 0, width: 240, height: 200), where: isBlue) == 0)
    }

    @Test func theButtonShiftsItsColoursOverTime() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 80)) { ShiftingColorButton() }
        let before = host.render().pixel(x: 70, y: 40)
        host.tap(at: CGPoint(x: 100, y: 40))
        host.advance(by: 0.5)
        let middle = host.render().pixel(x: 70, y: 40)
        host.advance(by: 0.6)
        let after = host.render().pixel(x: 70, y: 40)
        // Orange turns towards blue: red falls and blue rises, through an in-between colour.
        #expect(before.r > 200 && before.b < 60, "\(before)")
        #expect(after.b > before.b + 60 && after.r < before.r - 60, "\(after)")
        #expect(middle != before && middle != after)
    }
}

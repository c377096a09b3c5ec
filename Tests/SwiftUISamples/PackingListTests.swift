import Foundation
import Lunapark
import Testing

/// The packing list on pixels: a row's toggle checks its own item off, Clear removes the
/// packed items with the rows below moving up, a leading swipe action moves a row to the top.
/// Window 320 x 480; the large title bar is 96 points, rows from y 96 are 53 tall (a
/// 31-point switch and 11 points above and below), each switch in the trailing 51 points
/// inside the 20-point inset (x 249...300).
@MainActor
struct PackingListTests {
    private func isDark(_ p: RGBA8) -> Bool { Int(p.r) + Int(p.g) + Int(p.b) < 300 }
    private func isGreen(_ p: RGBA8) -> Bool { p.g > 150 && p.r < 120 && p.b < 140 }

    /// The dark (name text) pixels of row `row` in the text column.
    private func nameInk(_ image: RenderedImage, row: Int) -> [Int] {
        let top = 96 + 53 * row
        return (0..<200).filter { x in (top + 10..<top + 43).contains { isDark(image.pixel(x: x, y: $0)) } }
    }

    @Test func togglingARowPacksItsItemAndClearRemovesIt() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480)) { PackingList() }
        let before = host.render()
        #expect(!isGreen(before.pixel(x: 256, y: 175)))
        #expect(!nameInk(before, row: 3).isEmpty)
        host.tap(at: CGPoint(x: 275, y: 175))
        host.advance(by: 0.6)
        let packed = host.render()
        // Only the second row's switch turned on.
        #expect(isGreen(packed.pixel(x: 256, y: 175)))
        #expect(!isGreen(packed.pixel(x: 256, y: 122)) && !isGreen(packed.pixel(x: 256, y: 228)))

        // "Clear 1" at the trailing end of the bar's top row.
        host.tap(at: CGPoint(x: 282, y: 22))
        host.advance(by: 0.1)
        let moving = host.render()
        host.advance(by: 1.5)
        let cleared = host.render()
        // Three rows left: the fourth row is empty, no switch is on.
        #expect(nameInk(cleared, row: 3).isEmpty)
        #expect(!nameInk(cleared, row: 2).isEmpty)
        #expect(!(0..<4).contains { isGreen(cleared.pixel(x: 256, y: 122 + 53 * $0)) })
        // Midway the rows below were still moving up.
        #expect(moving != cleared)
    }

    @Test func aSwipeActionMovesARowToTheTop() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480)) { PackingList() }
        let before = host.render()
        let sunscreen = nameInk(before, row: 2)
        let passport = nameInk(before, row: 0)
        #expect(sunscreen.count > 20 && sunscreen != passport)
        // Swipe the third row right to open its Top action, then tap it at the leading edge.
        host.drag(from: CGPoint(x: 40, y: 228), to: CGPoint(x: 130, y: 228), duration: 0.25)
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 20, y: 228))
        host.advance(by: 1.5)
        let after = host.render()
        // Sunscreen is first, Passport second: the names' ink moved with them.
        #expect(nameInk(after, row: 0) == sunscreen)
        #expect(nameInk(after, row: 1) == passport)
    }
}

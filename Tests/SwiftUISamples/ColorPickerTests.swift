import Foundation
import Lunapark
import Testing

/// The colour list on pixels: a link pushes the pulsing circle from the
/// trailing edge, the circle pulses, the back button pops.
@MainActor
struct ColorPickerTests {
    private func isRed(_ p: RGBA8) -> Bool { p.r > 200 && p.g < 80 && p.b < 80 }

    /// The middle row of each run of rows holding link-blue text, top to bottom.
    private func linkRows(_ image: RenderedImage) -> [Int] {
        var rows: [Int] = []
        var start: Int?
        for y in 96..<image.height {
            let blue = image.pixels(in: CGRect(x: 0, y: y, width: image.width, height: 1)) { $0.b > 200 && $0.r < 100 } > 0
            if blue, start == nil { start = y }
            if !blue, let s = start { rows.append((s + y) / 2); start = nil }
        }
        return rows
    }

    @Test func aLinkPushesThePulsingCircleAndBackPops() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { ColorListView() }
        let rows = linkRows(host.render())
        #expect(rows.count == 3)
        guard let red = rows.first else { return }
        host.tap(at: CGPoint(x: 150, y: red))
        host.advance(by: 0.1)
        // Sliding in: the circle (centred at x 150 once in place) is still right of its place.
        let sliding = host.render()
        let slidingRed = sliding.pixels(in: CGRect(x: 0, y: 222, width: 300, height: 1), where: isRed)
        #expect(sliding.pixels(in: CGRect(x: 0, y: 222, width: 150, height: 1), where: isRed) < slidingRed)
        #expect(host.graph.title == "Pulse")
        host.advance(by: 1)
        // In place and pulsing: the circle's width on its middle row changes over time
        // (the inline bar is 44 points: the circle is centred at y 44 + 356 / 2 = 222).
        func width() -> Int { host.render().pixels(in: CGRect(x: 0, y: 222, width: 300, height: 1), where: isRed) }
        let first = width()
        host.advance(by: 0.4)
        let second = width()
        #expect(abs(first - second) > 5)
        #expect(max(first, second) <= 121 && min(first, second) >= 79)
        // Back: the "Colors" button at the leading end of the bar.
        host.tap(at: CGPoint(x: 30, y: 22))
        host.advance(by: 1)
        #expect(host.graph.title == "Colors")
        #expect(width() == 0)
    }
}

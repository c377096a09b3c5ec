import Foundation
import Lunapark
import Testing

/// The sliding tab bar on pixels: the underline starts under the first tab, is on its way
/// while the spring runs after a tap on the last tab, and settles under it.
@MainActor
struct SlidingTabBarTests {
    /// The horizontal extent of the blue underline (the lowest rows with blue pixels).
    private func underline(_ image: RenderedImage) -> ClosedRange<Int>? {
        for y in stride(from: image.height - 1, through: 0, by: -1) {
            let blue = (0..<image.width).filter { x in
                let p = image.pixel(x: x, y: y)
                return p.b > 180 && p.r < 80
            }
            if let first = blue.first, let last = blue.last { return first...last }
        }
        return nil
    }

    @Test func underlineSlidesToTheTappedTab() throws {
        let host = HeadlessHost(size: CGSize(width: 360, height: 120)) { SlidingTabBar() }
        let start = try #require(underline(host.render()))
        #expect(start.lowerBound < 120 && start.count > 20)
        // The last tab ends about as far right of the centre as the first begins left of it.
        let lastTabX = CGFloat(360 - start.lowerBound - 10)
        host.tap(at: CGPoint(x: lastTabX, y: 60))
        host.advance(by: 0.1)
        let moving = try #require(underline(host.render()))
        #expect(moving.lowerBound > start.lowerBound + 10)
        host.advance(by: 1.5)
        let end = try #require(underline(host.render()))
        #expect(end.lowerBound > moving.lowerBound)
        #expect(abs(Double(end.upperBound) - Double(360 - start.lowerBound)) < 4)  // symmetric to the start
    }
}

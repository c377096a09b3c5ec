import Foundation
import Lunapark
import Testing

/// The theme card on pixels: the icon, title and meter take the tint set at the top,
/// and picking a swatch fades them to its colour over the 0.4 s animation.
@MainActor
struct ThemeTintTests {
    private func isBlue(_ p: RGBA8) -> Bool { p.r < 40 && p.g > 100 && p.g < 140 && p.b > 240 }
    private func isOrange(_ p: RGBA8) -> Bool { p.r > 240 && p.g > 120 && p.g < 170 && p.b < 40 }

    /// The meter's filled part, sampled at its left end (the card's padding is 16 points).
    private func meter(_ host: HeadlessHost) -> (image: RenderedImage, point: (Int, Int)) {
        let image = host.render()
        // The meter's fill is the first row tinted all along from x = 20 to 135 (60 % of the
        // 208-point track starts at 16 and ends at 141; the icon and title are shorter).
        let y = (0..<image.height).first { y in
            stride(from: 20, through: 135, by: 5).allSatisfy { x in
                let p = image.pixel(x: x, y: y)
                return isBlue(p) || isOrange(p)
            }
        } ?? 0
        return (image, (80, y + 3))
    }

    private func count(_ image: RenderedImage, _ test: (RGBA8) -> Bool) -> Int {
        image.pixels(in: CGRect(x: 0, y: 0, width: image.width, height: 95), where: test)
    }

    @Test func pickingASwatchFadesEverythingTintedToIt() {
        let host = HeadlessHost(size: CGSize(width: 240, height: 160)) { ThemeTint() }
        let before = host.render()
        // Icon, title and meter are blue; nothing orange outside the swatches.
        #expect(count(before, isBlue) > 300)
        #expect(count(before, isOrange) == 0)
        let (_, point) = meter(host)
        #expect(isBlue(before.pixel(x: point.0, y: point.1)))

        // The swatches follow the meter: orange is the second, 28 + 12 points along.
        let swatchRow = (0..<before.height).last { y in isBlue(before.pixel(x: 30, y: y)) } ?? 0
        let swatch = CGPoint(x: 16 + 28 + 12 + 14, y: CGFloat(swatchRow) - 10)
        host.graph.handle(.pointerDown(swatch), at: host.time)
        host.advanceFrame()
        host.graph.handle(.pointerUp(swatch), at: host.time)
        host.advance(by: 0.2)
        let middle = host.render().pixel(x: point.0, y: point.1)
        // Half-way through the ease, the meter is neither blue nor orange: red has risen, blue fallen.
        #expect(!isBlue(middle) && !isOrange(middle))
        #expect(middle.r > 60 && middle.b > 40)
        host.advance(by: 0.4)
        let after = host.render()
        #expect(isOrange(after.pixel(x: point.0, y: point.1)))
        #expect(count(after, isOrange) > 300)
    }
}

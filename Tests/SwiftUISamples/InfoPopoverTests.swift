import Foundation
import Lunapark
import Testing

/// Popovers on pixels: on an iPhone they slide up as sheets over the dimmed window and go
/// with a tap on the dimming.
@MainActor
struct InfoPopoverTests {
    private func isGreen(_ p: RGBA8) -> Bool { p.g > 150 && p.r < 100 && p.b < 120 }

    @Test func popoversPresentAsSheets() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480)) { InfoPopoverView() }
        let greenBefore = host.render().pixels(in: CGRect(x: 0, y: 0, width: 320, height: 480), where: isGreen)
        #expect(greenBefore > 6000 && greenBefore <= 6400)
        // The swatch (80 points under the button, centred): a sheet with the colour at 200 points.
        host.tap(at: CGPoint(x: 160, y: 270))
        #expect(host.graph.isPresenting)
        host.advance(by: 0.1)
        let rising = host.render().pixels(in: CGRect(x: 0, y: 0, width: 320, height: 480), where: isGreen)
        host.advance(by: 1)
        let shown = host.render()
        let green = shown.pixels(in: CGRect(x: 0, y: 0, width: 320, height: 480), where: isGreen)
        #expect(green >= 40_000, "the 200-point swatch in the sheet: \(green)")
        #expect(rising < green, "sliding up: \(rising)")
        // The sheet's 10-point gap at the top shows the dimmed window.
        #expect(shown.pixel(x: 160, y: 4).r < 230)
        host.tap(at: CGPoint(x: 160, y: 4))
        host.advance(by: 1)
        #expect(!host.graph.isPresenting)
        // The info button's popover: a sheet with the help text.
        host.tap(at: CGPoint(x: 160, y: 190))
        host.advance(by: 1)
        #expect(host.graph.isPresenting)
    }
}

import Foundation
import Lunapark
import Testing

/// The battery gauges on pixels: "Charge" fills the ring and the bar over the
/// animation's 1.5 s, passing through values in between.
@MainActor
struct BatteryGaugesTests {
    private func isGreen(_ p: RGBA8) -> Bool { p.g > 150 && p.r < 120 && p.b < 140 }

    private func greenPixels(_ image: RenderedImage) -> Int {
        image.pixels(in: CGRect(x: 0, y: 0, width: image.width, height: image.height), where: isGreen)
    }

    @Test func chargingFillsTheGaugesOverTheAnimation() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 260)) { BatteryGaugesView() }
        let empty = host.render()
        let button = try #require(empty.bounds { $0.b > 200 && $0.r < 100 && $0.g < 160 })
        let before = greenPixels(empty)
        host.tap(at: CGPoint(x: button.midX, y: button.midY))
        host.advance(by: 0.75)
        let middle = greenPixels(host.render())
        host.advance(by: 1)
        let full = greenPixels(host.render())
        #expect(before > 50)
        #expect(middle > before + 100)
        #expect(full > middle + 100)
        // Charged: the bar's green reaches (nearly) its trailing end.
        let green = try #require(host.render().bounds(where: isGreen))
        #expect(green.maxX > 280)
    }
}

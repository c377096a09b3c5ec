import Foundation
import Lunapark
import Testing

/// The quantity stepper: plus and minus change the count (the digits roll), each change plays
/// `.increase` or `.decrease`, and pressing plus at the stock limit plays `.error` with a bounce.
@MainActor
struct QuantityStepperTests {
    private let size = CGSize(width: 320, height: 160)

    /// The dark pixels of the count's digits (between the two round buttons).
    private func digitInk(_ image: RenderedImage) -> Int {
        image.pixels(in: CGRect(x: 120, y: 30, width: 80, height: 100)) { Int($0.r) + Int($0.g) + Int($0.b) < 200 }
    }

    /// The centre of the accent-blue pixels in `rect` (a round button), or nil.
    private func button(in rect: CGRect, _ image: RenderedImage) -> CGPoint? {
        var xs = 0, ys = 0, n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) { for x in Int(rect.minX)..<Int(rect.maxX) {
            let p = image.pixel(x: x, y: y)
            if p.b > 200 && p.r < 60 { xs += x; ys += y; n += 1 }
        } }
        return n == 0 ? nil : CGPoint(x: xs / n, y: ys / n)
    }

    @Test func stepsPlayIncreaseAndDecreaseAndTheLimitBuzzes() throws {
        let host = HeadlessHost(size: size) { QuantityStepper() }
        let image = host.render()
        let plus = try #require(button(in: CGRect(x: 160, y: 0, width: 160, height: 160), image))
        #expect(button(in: CGRect(x: 0, y: 0, width: 160, height: 160), image) == nil, "minus dimmed at 1")
        let one = digitInk(image)
        host.tap(at: plus)
        host.advance(by: 0.05)
        let rolling = host.render()
        host.advance(by: 1)
        let two = host.render()
        let minus = try #require(button(in: CGRect(x: 0, y: 0, width: 160, height: 160), two))
        #expect(digitInk(two) != one, "the count changed")
        #expect(digitInk(rolling) != digitInk(two), "the digits still rolling 0.05 s in")
        host.tap(at: plus)
        host.tap(at: minus)
        host.advance(by: 1)
        #expect(host.graph.recentSensoryFeedback.map { "\($0.feedback)" } == ["increase", "increase", "decrease"])
        host.tap(at: plus)
        host.advance(by: 1)
        // At 3 of 3: plus buzzes and bounces, the count stays.
        let full = digitInk(host.render())
        host.tap(at: plus)
        host.advance(by: 0.08)
        let bouncing = host.render()
        host.advance(by: 2)
        #expect(host.graph.recentSensoryFeedback.last.map { "\($0.feedback)" } == "error")
        #expect(digitInk(host.render()) == full)
        let wide: (RenderedImage) -> Int = { $0.pixels(in: CGRect(x: 0, y: 0, width: 320, height: 160)) { Int($0.r) + Int($0.g) + Int($0.b) < 200 } }
        #expect(wide(bouncing) != wide(host.render()), "the capsule scaled while bouncing")
    }
}

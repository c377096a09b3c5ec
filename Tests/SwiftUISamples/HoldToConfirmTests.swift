import Foundation
import Lunapark
import Testing

/// The hold-to-confirm ring on pixels: it fills while held, empties when let go early, and
/// the button turns green once held for the full second.
@MainActor
struct HoldToConfirmTests {
    private func isRed(_ p: RGBA8) -> Bool { p.r > 200 && p.g < 90 && p.b < 90 }
    private func isGreen(_ p: RGBA8) -> Bool { p.g > 150 && p.r < 120 && p.b < 140 }

    /// Red pixels of the ring band only (outside the inner disc): the part of the ring drawn.
    private func ringPixels(_ host: HeadlessHost, _ test: (RGBA8) -> Bool) -> Int {
        let image = host.render()
        var n = 0
        for y in 120..<280 {
            for x in 120..<280 {
                let r = hypot(Double(x) + 0.5 - 200, Double(y) + 0.5 - 200)
                if r > 60, r < 78, test(image.pixel(x: x, y: y)) { n += 1 }
            }
        }
        return n
    }

    @Test func ringFillsWhileHeldAndEmptiesWhenReleasedEarly() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 400)) { HoldToConfirm() }
        let center = CGPoint(x: 200, y: 200)
        #expect(ringPixels(host, isRed) < 20)
        host.press(at: center)
        host.advance(by: 0.5)
        let half = ringPixels(host, isRed)
        host.release(at: center)
        host.advance(by: 0.5)
        let released = ringPixels(host, isRed)
        // The full ring band is about π (73² - 63²) ≈ 4,270 pixels (the 10-point stroke around r = 65).
        #expect(half > 1500 && half < 2800, "half the ring after 0.5 s: \(half)")
        #expect(released < 30, "emptied after release: \(released)")
        #expect(ringPixels(host, isGreen) < 30, "not confirmed")
    }

    @Test func holdingForTheFullSecondConfirms() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 400)) { HoldToConfirm() }
        let center = CGPoint(x: 200, y: 200)
        host.press(at: center)
        host.advance(by: 1.5)
        let green = ringPixels(host, isGreen)
        #expect(green > 3500, "the whole ring turns green while still held: \(green)")
        host.release(at: center)
        host.advance(by: 0.5)
        #expect(ringPixels(host, isGreen) > 3500, "and stays confirmed")
    }
}

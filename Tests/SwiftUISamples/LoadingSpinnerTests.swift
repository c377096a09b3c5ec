import Foundation
import Lunapark
import Testing

/// The spinner on pixels: a quarter arc that turns once a second.
@MainActor
struct LoadingSpinnerTests {
    /// The arc's middle lies at 45° from 3 o'clock (clockwise, y down) plus the rotation; a
    /// point on the circle (radius 40 around the centre) at that angle is red, the opposite one is not.
    private func isRed(_ image: RenderedImage, atDegrees degrees: Double) -> Bool {
        let radians = degrees * .pi / 180
        let p = image.pixel(x: Int((100 + 40 * cos(radians)).rounded()), y: Int((100 + 40 * sin(radians)).rounded()))
        return p.r > 200 && p.g < 80 && p.b < 80
    }

    @Test func turnsAtOneTurnPerSecond() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) { LoadingSpinner() }
        let start = host.render()
        #expect(isRed(start, atDegrees: 45))
        #expect(!isRed(start, atDegrees: 225))
        // Linear, 1 s a turn: half a turn after 0.5 s.
        host.advance(by: 0.5)
        let half = host.render()
        #expect(isRed(half, atDegrees: 225))
        #expect(!isRed(half, atDegrees: 45))
        // Repeats without reversing: a quarter turn further 0.25 s later.
        host.advance(by: 1.25)
        #expect(isRed(host.render(), atDegrees: 315))
    }
}

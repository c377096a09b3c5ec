import Foundation
import Lunapark
import Testing

/// The Canvas clock on the headless host: its red second hand sweeps with the virtual clock.
/// The host's time 0 is 09:41:00.000 (UTC; seconds are the same in every time zone), so the
/// second hand starts at 12 o'clock and reaches 3 o'clock after 15 seconds.
@MainActor
struct CanvasClockTests {
    /// The number of red pixels on the segment from the centre (100, 100) towards `degrees`
    /// (clockwise from 12 o'clock), between 30 and 70 points out.
    private func redAlong(_ image: RenderedImage, degrees: Double) -> Int {
        let angle = degrees * .pi / 180
        return (30...70).filter { r in
            let x = Int((100 + Double(r) * sin(angle)).rounded()), y = Int((100 - Double(r) * cos(angle)).rounded())
            let p = image.pixel(x: x, y: y)
            return p.r > 180 && p.g < 100 && p.b < 100
        }.count
    }

    @Test func theSecondHandSweepsAQuarterTurnIn15Seconds() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) { CanvasClock() }
        let start = host.render()
        #expect(redAlong(start, degrees: 0) > 30)
        #expect(redAlong(start, degrees: 90) == 0)
        host.advance(by: 7.5)
        let half = host.render()
        #expect(redAlong(half, degrees: 45) > 30)
        #expect(redAlong(half, degrees: 0) == 0)
        host.advance(by: 7.5)
        let quarter = host.render()
        #expect(redAlong(quarter, degrees: 90) > 30)
        #expect(redAlong(quarter, degrees: 45) == 0)
    }
}

import Foundation
import Lunapark
import Testing

/// The attention effects on pixels: the dot breathes, the field shakes once per wrong code.
@MainActor
struct AttentionEffectsTests {
    private func isRed(_ p: RGBA8) -> Bool { p.r > 200 && p.g < 90 && p.b < 90 }
    private func isBlue(_ p: RGBA8) -> Bool { p.b > 200 && p.r < 60 }

    @Test func theRecordingDotBreathes() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) { RecordingDot() }
        let full = host.render().pixels(in: CGRect(x: 0, y: 0, width: 100, height: 100), where: isRed)
        // 0.8 s ease in-out to 20 % opacity and 80 % size: pale at 0.8 s, not red any more.
        host.advance(by: 0.8)
        let dim = host.render().pixels(in: CGRect(x: 0, y: 0, width: 100, height: 100), where: isRed)
        // ... and back to full red 0.8 s later (the next phase starts at the first one's completion).
        host.advance(by: 0.8 + 1.0 / 60)
        let again = host.render().pixels(in: CGRect(x: 0, y: 0, width: 100, height: 100), where: isRed)
        #expect(full > 1000)
        #expect(dim == 0)
        #expect(abs(again - full) < full / 10)
    }

    @Test func theFieldShakesOncePerWrongCode() {
        let host = HeadlessHost(size: CGSize(width: 240, height: 80)) { PasscodeField() }
        func leftEdge() -> Int? {
            let image = host.render()
            return (0..<image.width).first { isBlue(image.pixel(x: $0, y: 40)) }
        }
        let rest = leftEdge()!
        #expect(rest == 60)
        host.tap(at: CGPoint(x: 120, y: 40))
        // 0.1 s after the tap (one frame of it went to the tap), the first keyframe: 30 points left.
        host.advance(by: 0.1 - 1.0 / 60)
        #expect(leftEdge().map { abs($0 - (rest - 30)) <= 1 } == true)
        host.advance(by: 0.1)
        #expect(leftEdge().map { abs($0 - (rest + 30)) <= 1 } == true)
        // After 0.4 s it is back, and stays.
        host.advance(by: 0.5)
        #expect(leftEdge() == rest)
    }
}

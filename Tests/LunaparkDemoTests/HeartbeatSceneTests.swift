import Foundation
import Lunapark
import Testing
@testable import LunaparkDemo

// Scene 9 (Heartbeat & keyframes): the demo's own heart on the cyclic schedule, with the
// park's spring and the article's, and the demo's jumping emoji at its key frames.

private let reference = Date(timeIntervalSinceReferenceDate: 700_000_000)

private func heartRed(_ p: RGBA8) -> Bool { p.r > 150 && p.g < 110 && p.b < 110 }
private func notWhite(_ p: RGBA8) -> Bool { p.r < 240 || p.g < 240 || p.b < 240 }

@MainActor
@Suite("Scene 9: the beating heart and the jumping emoji")
struct HeartbeatSceneTests {
    /// 1.6 before the first entry (0.2 s), 2.0 before the second (0.4 s), 1.0 until the third
    /// (0.8 s), then again; with either spring, measured just before each entry.
    @Test(arguments: Heartbeat.Choice.allCases)
    func theHeartsScaleFollowsTheCyclicSchedule(spring: Heartbeat.Choice) {
        let size = CGSize(width: 300, height: 300)
        let still = HeadlessHost(size: size) { Text("❤️").font(.system(size: 80)) }.render().region(where: heartRed)
        let host = HeadlessHost(size: size, referenceDate: reference) {
            TimelineView(.cyclic(timeOffsets: Heartbeat.offsets)) { timeline in
                BeatingHeart(date: timeline.date, animation: spring.animation)
            }
        }
        // What is left of the largest change (0.6) 0.19 s after it: the envelope of an underdamped
        // spring, e^(-ζωt) / sqrt(1 - ζ²), ω = 2π / response.
        let (response, damping) = spring == .park ? (0.12, 0.3) : (0.10, 0.24)
        let wobble = 0.6 * exp(-damping * 2 * .pi / response * 0.19) / (1 - damping * damping).squareRoot()
        let width = Double(still?.width ?? 1)
        for (entry, expected) in zip([0.2, 0.4, 0.8, 1.0, 1.2, 1.6], [1.6, 2.0, 1.0, 1.6, 2.0, 1.0]) {
            host.advance(by: entry - 0.01 - host.time)
            let scale = Double(host.render().region(where: heartRed)?.width ?? 0) / width
            #expect(abs(scale - expected) <= wobble + 2 / width, "just before \(entry) s: \(scale)")
        }
        #expect(Heartbeat.articleSpring == .spring(response: 0.10, dampingFraction: 0.24, blendDuration: 0.2))
    }

    /// The jump's key frames, the park's up to its first landing (before the spring's wobble) and
    /// the article's 8 over 3 s: at any time the emoji shows the pose its segment's curve gives,
    /// checked against the pose held still.
    @Test(arguments: JumpKeys.Choice.allCases)
    func theJumpingEmojiFollowsItsKeyFrames(choice: JumpKeys.Choice) {
        let size = CGSize(width: 110, height: 250)
        let frames = choice.frames
        let host = HeadlessHost(size: size, referenceDate: reference) { JumpingEmoji(frames: frames) }
        let times = choice == .park ? [0.1, 0.2, 0.3, 0.45, 0.7, 0.9, 1.1, 1.25, 1.31, 1.37]
            : [0.1, 0.25, 0.4, 0.7, 1.0, 1.3, 1.5, 1.75, 2.1, 2.5, 2.9]
        for time in times {
            var t = time, index = 1
            while t > frames[index].offset + 1e-9 { t -= frames[index].offset; index += 1 }
            let from = frames[index - 1], to = frames[index]
            let curve: UnitCurve = switch to.curve {
            case .linear: .linear
            case .easeIn: .easeIn
            default: .easeOut
            }
            let p = curve.value(at: t / to.offset)
            let pose = KeyFrame(offset: 0, rotation: from.rotation + (to.rotation - from.rotation) * p,
                                yScale: from.yScale + (to.yScale - from.yScale) * p, y: from.y + (to.y - from.y) * p,
                                curve: nil)
            let expected = HeadlessHost(size: size) {
                Text("😃").font(.system(size: 56)).modifier(KeyFrameEffects(keyFrame: pose))
                    .frame(width: 110, height: 250, alignment: .bottom)
            }.render().region(where: notWhite)
            host.advance(by: time - host.time)
            let shown = host.render().region(where: notWhite)
            let dy = abs((shown?.midY ?? 0) - (expected?.midY ?? 1)), dh = abs((shown?.height ?? 0) - (expected?.height ?? 1))
            #expect(dy <= 2 && dh <= 3, "at \(time) s (key \(index)): off by \(dy) and \(dh) points")
        }
    }
}

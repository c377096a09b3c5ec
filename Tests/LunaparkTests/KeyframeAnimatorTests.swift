import Foundation
import Lunapark
import Testing

/// The values a content closure was evaluated with, and the host's time of each.
@MainActor
final class KeyframeValueLog {
    var entries: [(time: Double, value: Double)] = []
    var clock: () -> Double = { 0 }
    func note(_ value: Double) { entries.append((clock(), value)) }
}

/// A bounce of 100 points and back, as a cubic hop and a spring landing.
@MainActor
private func hop(from start: Double) -> some Keyframes<Double> {
    KeyframeTrack {
        CubicKeyframe(start + 100, duration: 0.3)
        SpringKeyframe(start, duration: 0.5, spring: .bouncy)
    }
}

/// A keyframe animator whose trigger counts the presses of "t".
private struct TriggeredHop: View {
    let log: KeyframeValueLog
    @State private var count = 0
    var body: some View {
        KeyframeAnimator(initialValue: 0.0, trigger: count) { x in
            let _ = log.note(x)
            Rectangle().fill(Color.red).frame(width: 20, height: 20).offset(x: x)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        } keyframes: { _ in
            KeyframeTrack {
                CubicKeyframe(100.0, duration: 0.5)
                CubicKeyframe(0.0, duration: 0.5)
            }
        }
        .onKeyPress("t") {
            count += 1
            return .handled
        }
    }
}

@MainActor
@Suite("KeyframeAnimator: the content runs each frame with the timeline's value")
struct KeyframeAnimatorTests {
    private let frame = 1.0 / 60

    private func host(log: KeyframeValueLog, @ViewBuilder _ content: @escaping () -> some View) -> HeadlessHost {
        let host = HeadlessHost(size: CGSize(width: 300, height: 40), content: content)
        log.clock = { [unowned host] in host.time }
        return host
    }

    @Test func eachFrameShowsTheTimelinesValueAtItsTime() {
        let log = KeyframeValueLog()
        let host = host(log: log) {
            KeyframeAnimator(initialValue: 0.0) { x in
                let _ = log.note(x)
                Rectangle().fill(Color.red).frame(width: 20, height: 20).offset(x: x)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
            } keyframes: { start in
                hop(from: start)
            }
        }
        let timeline = KeyframeTimeline(initialValue: 0.0) { hop(from: 0) }
        #expect(abs(timeline.duration - 0.8) < 1e-12)
        host.advanceFrame()
        let bodies = host.statistics.bodyEvaluations, frames = host.statistics.frames
        host.advance(by: 1)
        // One content evaluation per frame, counted as a body; nothing else is evaluated.
        #expect(host.statistics.bodyEvaluations - bodies == host.statistics.frames - frames)
        // Every value equals the timeline's at the frame's time. A loop starts from the value
        // the previous one ended on (the spring is cut at 0.5 s, a little below 0), with the
        // keyframes made for that value.
        let end = timeline.value(time: 0.8)
        #expect(abs(end) > 0.1)
        let second = KeyframeTimeline(initialValue: end) { hop(from: end) }
        for entry in log.entries where entry.time < 1.6 - 1e-9 {
            let expected = entry.time < 0.8 - 1e-9 ? timeline.value(time: entry.time) : second.value(time: entry.time - 0.8)
            #expect(abs(entry.value - expected) < 1e-6, "at \(entry.time) s: \(entry.value) instead of \(expected)")
        }
        #expect(log.entries.map(\.value).max()! > 99)
        // On pixels: at the end of the second loop's cubic hop (1.1 s) the square is 100 points right of `end`.
        host.advance(by: 1.1 - host.time)
        let image = host.render()
        let edge = (0..<image.width).first { image.matches(x: $0, y: 20, (255, 59, 48)) }
        #expect(edge.map { abs(Double($0) - (end + 100)) <= 1 } == true, "left edge \(String(describing: edge))")
        // The inspector lists the animator and says its content runs each frame.
        #expect(host.graph.animatingPropertySummaries().contains { $0.hasPrefix("KeyframeAnimator content each frame:") })
    }

    @Test func theTriggerFormPlaysOncePerChangeAndKeepsTheVelocityWhenInterrupted() {
        let log = KeyframeValueLog()
        let host = host(log: log) { TriggeredHop(log: log) }
        host.advance(by: 0.5)
        #expect(log.entries.allSatisfy { $0.value == 0 }, "still before the trigger changes")
        let evaluations = log.entries.count
        host.key("t")
        host.advance(by: 1.5)
        // Played once: up to 100 and back to 0, then still (no evaluation after the end).
        let played = log.entries.dropFirst(evaluations)
        #expect(played.map(\.value).max()! > 99)
        #expect(abs(played.last!.value) < 1e-9)
        let afterEnd = log.entries.count
        host.advance(by: 0.5)
        #expect(log.entries.count == afterEnd)

        // Interrupted a quarter second in (rising at the Catmull-Rom speed), the new run starts
        // from the value shown and keeps its velocity: the slope over the frames before the
        // change and the frames after it agree, instead of restarting from rest.
        host.key("t")
        host.advance(by: 0.25)
        let before = log.entries.suffix(2).map(\.value)
        host.key("t")
        host.advance(by: 2 * frame)
        let after = log.entries.suffix(2).map(\.value)
        let slopeBefore = (before[1] - before[0]) / frame
        let slopeAfter = (after[1] - after[0]) / frame
        #expect(slopeBefore > 100)
        #expect(abs(slopeAfter - slopeBefore) < 0.2 * slopeBefore, "\(slopeBefore) then \(slopeAfter) points/s")
    }

    @Test func notRepeatingShowsTheStartOfTheTimeline() {
        let log = KeyframeValueLog()
        let host = host(log: log) {
            KeyframeAnimator(initialValue: 5.0, repeating: false) { x in
                let _ = log.note(x)
                Color.red.frame(width: 20, height: 20)
            } keyframes: { _ in
                LinearKeyframe(50.0, duration: 1)
            }
        }
        host.advance(by: 1)
        #expect(log.entries.count == 1)
        #expect(log.entries.allSatisfy { $0.value == 5 })
    }

    @Test func theModifierFormAnimatesTheViewItModifies() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 40)) {
            Rectangle().fill(Color.red).frame(width: 20, height: 20)
                .keyframeAnimator(initialValue: 0.0) { content, x in
                    content.offset(x: x)
                } keyframes: { _ in
                    LinearKeyframe(200.0, duration: 1)
                    MoveKeyframe(0.0)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        }
        host.advance(by: 0.5)
        let image = host.render()
        let edge = (0..<image.width).first { image.matches(x: $0, y: 20, (255, 59, 48)) }
        // Linear: 200 points in 1 s, so 100 at 0.5 s (give or take the rounding of the edge).
        #expect(edge.map { abs($0 - 100) <= 1 } == true, "left edge \(String(describing: edge))")
    }
}

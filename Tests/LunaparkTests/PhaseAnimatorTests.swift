import Foundation
import Lunapark
import Testing

/// The phases a content closure was evaluated with, each noted once when it changes, with the
/// host's time.
@MainActor
final class PhaseStepLog {
    var entries: [(time: Double, phase: Int)] = []
    var clock: () -> Double = { 0 }

    func note(_ phase: Int) {
        if entries.last?.phase != phase { entries.append((clock(), phase)) }
    }

    var phases: [Int] { entries.map(\.phase) }
}

/// The left edge of the first run of red pixels in row `y`, if any.
@MainActor
private func redLeftEdge(_ image: RenderedImage, y: Int) -> Int? {
    (0..<image.width).first { image.matches(x: $0, y: y, (255, 59, 48)) }
}

/// A red 20 x 20 square moved right by `x` points, at the left of a 300 x 40 host.
private struct Marker: View {
    var x: Double
    var body: some View {
        Rectangle().fill(Color.red).frame(width: 20, height: 20).offset(x: x)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
    }
}

/// A phase animator whose trigger counts the presses of "t".
private struct TriggeredPhases: View {
    let log: PhaseStepLog
    @State private var count = 0
    var body: some View {
        PhaseAnimator([0, 1, 2], trigger: count) { phase in
            let _ = log.note(phase)
            Marker(x: Double(phase) * 100)
        } animation: { _ in .easeInOut(duration: 0.2) }
        .onKeyPress("t") {
            count += 1
            return .handled
        }
    }
}

/// A phase animator whose phases become empty when "e" is pressed.
private struct EmptiedPhases: View {
    @State private var empty = false
    var body: some View {
        PhaseAnimator(empty ? [] : [0, 1]) { phase in
            Marker(x: Double(phase) * 100)
        } animation: { _ in .linear(duration: 0.2) }
        .onKeyPress("e") {
            empty = true
            return .handled
        }
    }
}

@MainActor
@Suite("PhaseAnimator: phases step at their animations' logical completion")
struct PhaseAnimatorTests {
    private let frame = 1.0 / 60

    private func host(log: PhaseStepLog, @ViewBuilder _ content: @escaping () -> some View) -> HeadlessHost {
        let host = HeadlessHost(size: CGSize(width: 300, height: 40), content: content)
        log.clock = { [unowned host] in host.time }
        return host
    }

    @Test func cyclesForeverEachStepStartingWhenTheLastEnds() {
        let log = PhaseStepLog()
        let host = host(log: log) {
            PhaseAnimator([0, 1, 2]) { phase in
                let _ = log.note(phase)
                Marker(x: Double(phase) * 100)
            } animation: { _ in .linear(duration: 0.5) }
        }
        host.advanceFrame()
        // Mid-way through the first step (0 -> 100 points in 0.5 s), a quarter second in: 50 points.
        host.advance(by: 0.25 - host.time)
        let edge = redLeftEdge(host.render(), y: 20)
        #expect(edge.map { abs($0 - 50) <= 4 } == true, "left edge \(String(describing: edge)) at 0.25 s")
        host.advance(by: 2.6)
        // First phase shown, then 1, 2, 0, 1, 2 ... forever.
        #expect(Array(log.phases.prefix(7)) == [0, 1, 2, 0, 1, 2, 0])
        // Each step starts in the first frame at or after the previous step's end (0.5 s later).
        let starts = log.entries.dropFirst().map(\.time)
        for (a, b) in zip(starts, starts.dropFirst()) {
            #expect(b - a >= 0.5 - 1e-9 && b - a <= 0.5 + frame + 1e-9, "step of \(b - a) s")
        }
    }

    @Test func aSpringStepEndsAtItsLogicalCompletionNotWhenItSettles() {
        let spring = Animation.spring(duration: 0.4, bounce: 0.3)
        let log = PhaseStepLog()
        let host = host(log: log) {
            PhaseAnimator([0, 1]) { phase in
                let _ = log.note(phase)
                Marker(x: Double(phase) * 100)
            } animation: { _ in spring }
        }
        host.advance(by: 1.5)
        // A spring is logically complete after its duration (0.4 s), long before it settles.
        #expect(Spring(duration: 0.4, bounce: 0.3).settlingDuration > 0.6)
        let starts = log.entries.dropFirst().map(\.time)
        #expect(starts.count >= 3)
        for (a, b) in zip(starts, starts.dropFirst()) {
            #expect(b - a >= 0.4 - 1e-9 && b - a <= 0.4 + frame + 1e-9, "step of \(b - a) s")
        }
    }

    @Test func theTriggerFormRunsOnceThroughThePhasesPerChange() {
        let log = PhaseStepLog()
        let host = host(log: log) { TriggeredPhases(log: log) }
        host.advance(by: 1)
        #expect(log.phases == [0], "no step before the trigger changes")
        host.key("t")
        host.advance(by: 2)
        #expect(log.phases == [0, 1, 2, 0], "one run, back to the first phase, then still")
        let image = host.render()
        #expect(redLeftEdge(image, y: 20).map { $0 <= 1 } == true)
        host.key("t")
        host.advance(by: 2)
        #expect(log.phases == [0, 1, 2, 0, 1, 2, 0])
    }

    @Test func stepsWithoutAnimationTakeOneFrameEach() {
        let log = PhaseStepLog()
        let host = host(log: log) {
            PhaseAnimator([0, 1, 2]) { phase in
                let _ = log.note(phase)
                Marker(x: Double(phase) * 100)
            } animation: { _ in nil }
        }
        host.advance(by: 10 * frame)
        // No animation, so each step completes at once; the next one waits for the next frame
        // instead of looping within one (which would never finish the frame). The first step
        // is made when the view is mounted, the second in the first frame, both at time 0.
        #expect(Array(log.phases.prefix(5)) == [0, 1, 2, 0, 1])
        let starts = log.entries.dropFirst(2).map(\.time)
        #expect(starts.count >= 10, "\(log.entries)")
        for (a, b) in zip(starts, starts.dropFirst()) {
            #expect(abs(b - a - frame) < 1e-6)
        }
    }

    @Test func theModifierFormAnimatesTheViewItModifies() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 40)) {
            Rectangle().fill(Color.red).frame(width: 20, height: 20)
                .phaseAnimator([0.0, 200.0]) { content, x in
                    content.offset(x: x)
                } animation: { _ in .linear(duration: 1) }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        }
        host.advanceFrame()
        host.advance(by: 0.5 - host.time)
        let edge = redLeftEdge(host.render(), y: 20)
        #expect(edge.map { abs($0 - 100) <= 5 } == true, "left edge \(String(describing: edge)) half-way")
        host.advance(by: 0.5)
        let back = redLeftEdge(host.render(), y: 20)
        #expect(back.map { $0 >= 190 } == true, "at the second phase after 1 s: \(String(describing: back))")
    }

    @Test func anEmptySequenceShowsNothingAndSaysSoOnce() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 40)) { EmptiedPhases() }
        var messages: [String] = []
        host.graph.diagnosticHandler = { messages.append($0) }
        host.advance(by: 0.3)
        #expect(redLeftEdge(host.render(), y: 20) != nil)
        host.key("e")
        host.advance(by: 0.5)
        #expect(redLeftEdge(host.render(), y: 20) == nil)
        #expect(messages == ["PhaseAnimator<Int>: the sequence of phases is empty; nothing to show"])
    }
}

import Foundation
import Lunapark
import Testing

/// `sensoryFeedback`: when it plays (trigger changes, condition, chosen feedback, never for the
/// first value), the log the inspector shows, and the click played only when the host opts in.
@MainActor
@Suite(.serialized) struct SensoryFeedbackTests {
    private final class Clicks: AudioOutput {
        var played: [(name: String, time: TimeInterval, volume: Double)] = []
        func prepare(_ name: String) throws {}
        func play(_ name: String, at time: TimeInterval, volume: Double) { played.append((name, time, volume)) }
    }

    /// A counter: each tap on the left half adds one, on the right half takes one away.
    private struct Counter: View {
        let feedback: (Int) -> AnyView
        @State private var count = 0
        var body: some View {
            HStack(spacing: 0) {
                Color.green.onTapGesture { count += 1 }
                Color.red.onTapGesture { count -= 1 }
            }
            .frame(width: 200, height: 100)
            .overlay(feedback(count))
        }
    }

    private func host(_ feedback: @escaping (Int) -> some View) -> HeadlessHost {
        HeadlessHost(size: CGSize(width: 200, height: 100)) { Counter { AnyView(feedback($0)) } }
    }

    private func played(_ host: HeadlessHost) -> [String] { host.graph.recentSensoryFeedback.map { "\($0.feedback)" } }
    private let plus = CGPoint(x: 50, y: 50), minus = CGPoint(x: 150, y: 50)

    @Test func itPlaysWhenTheTriggerChangesNotForTheFirstValue() {
        let host = host { Color.clear.sensoryFeedback(.success, trigger: $0) }
        host.advance(by: 0.5)
        #expect(played(host).isEmpty, "no feedback on appearing")
        host.tap(at: plus)
        host.tap(at: plus)
        host.tap(at: minus)
        #expect(played(host) == ["success", "success", "success"])
        host.advance(by: 1)
        #expect(played(host).count == 3, "frames without a change play nothing")
    }

    @Test func theConditionGetsTheOldAndNewValues() {
        var pairs: [String] = []
        let host = host { value in
            Color.clear.sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: value) { old, new in
                pairs.append("\(old)->\(new)")
                return new > old
            }
        }
        host.tap(at: plus)
        host.tap(at: minus)
        host.tap(at: plus)
        #expect(pairs == ["0->1", "1->0", "0->1"])
        #expect(played(host) == ["impact(weight: heavy, intensity: 0.5)", "impact(weight: heavy, intensity: 0.5)"])
    }

    @Test func theFeedbackClosureChoosesOrDeclines() {
        let host = host { value in
            Color.clear.sensoryFeedback(trigger: value) { old, new in
                new == 0 ? nil : (new > old ? .increase : .decrease)
            }
        }
        host.tap(at: plus)
        host.tap(at: plus)
        host.tap(at: minus)
        host.tap(at: minus)
        #expect(played(host) == ["increase", "increase", "decrease"], "back to 0 declines")
    }

    @Test func theLogNamesTheTimeAndTheView() throws {
        let host = host { Color.clear.sensoryFeedback(.selection, trigger: $0) }
        host.advance(by: 1)
        let time = host.time
        host.tap(at: plus)
        let entry = try #require(host.graph.recentSensoryFeedback.last)
        #expect(abs(entry.sceneTime - time) < 0.02, "at the tap: \(entry.sceneTime) vs \(time)")
        #expect(entry.viewName.contains("Counter"), "\(entry.viewName)")
        #expect(entry.description.contains("selection  in "))
    }

    @Test func aClickPlaysOnlyWhenTheHostOptsIn() {
        let clicks = Clicks()
        AudioRouting.output = clicks
        defer { AudioRouting.output = nil }
        let host = host { Color.clear.sensoryFeedback(.impact(flexibility: .soft, intensity: 0.25), trigger: $0) }
        host.tap(at: plus)
        #expect(clicks.played.isEmpty, "off by default")
        host.graph.playsSensoryFeedbackSounds = true
        host.tap(at: plus)
        #expect(clicks.played.map(\.name) == ["sensoryFeedback.impact.soft"])
        #expect(clicks.played.first.map { abs($0.volume - 0.25) < 1e-9 } == true, "the intensity is the volume")
        #expect(played(host).count == 2, "both logged")
    }

    @Test func theValuesFollowSwiftUI() {
        #expect(SensoryFeedback.impact == .impact(weight: .light, intensity: 1))
        #expect(SensoryFeedback.impact(weight: .medium, intensity: 7) == .impact(weight: .medium), "clamped to 1")
        #expect(SensoryFeedback.success != .warning)
        let names = Set(SensoryFeedback.allClicks.map(\.soundName))
        #expect(names.count == SensoryFeedback.allClicks.count, "one click per kind")
    }
}

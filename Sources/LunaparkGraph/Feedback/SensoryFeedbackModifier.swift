import Foundation
import LunaparkCore

/// `sensoryFeedback`: plays the feedback `feedback(old, new)` returns after an update in
/// which `trigger` changed (nothing when it returns nil, nothing for the first value).
struct _SensoryFeedbackModifier<Trigger: Equatable>: ViewModifier {
    typealias Body = Never
    let trigger: Trigger
    let feedback: @MainActor (_ oldValue: Trigger, _ newValue: Trigger) -> SensoryFeedback?

    static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        SensoryFeedbackNode<Trigger>(parent: parent, graph: graph)
    }
}

@MainActor
final class SensoryFeedbackNode<Trigger: Equatable>: SingleChildModifierNode<_SensoryFeedbackModifier<Trigger>> {
    // Draws nothing: a new trigger value changes no pixel.
    override var tracksDisplayChanges: Bool { true }

    override func modelDidChange(from old: _SensoryFeedbackModifier<Trigger>?, context: UpdateContext) {
        guard let old, old.trigger != model.trigger else { return }
        let (oldValue, newValue, choose) = (old.trigger, model.trigger, model.feedback)
        let owner = nearestBodyViewType
        // After the update, as onChange runs: the closures may read state the update wrote.
        graph.afterUpdate { [weak graph] in
            guard let graph, let feedback = DependencyTracker.untracked({ choose(oldValue, newValue) }) else { return }
            graph.playSensoryFeedback(feedback, from: owner)
        }
    }
}

/// A feedback a view played: when, what, and which view (the nearest with a body).
public struct PlayedSensoryFeedback: Sendable, CustomStringConvertible {
    /// The scene time it played at, seconds.
    public let sceneTime: TimeInterval
    public let feedback: SensoryFeedback
    /// The type of the nearest view with a body around the modifier, by name.
    public let viewName: String

    /// One line for logs and the inspector: `   1.250 s  success  in LikeButton`.
    public var description: String { String(format: "%8.3f s  ", sceneTime) + "\(feedback)  in \(viewName)" }
}

extension ViewGraph {
    /// The feedback played most recently, oldest first (up to `sensoryFeedbackLogCapacity`).
    public var recentSensoryFeedback: [PlayedSensoryFeedback] { sensoryFeedbackLog }

    /// How many played feedbacks the log keeps.
    public static var sensoryFeedbackLogCapacity: Int { 64 }

    /// Records `feedback` in the log and, when `playsSensoryFeedbackSounds`, plays its click on
    /// the audio output at the time of the change (the event's or the timeline entry's).
    func playSensoryFeedback(_ feedback: SensoryFeedback, from owner: Any.Type?) {
        sensoryFeedbackLog.append(PlayedSensoryFeedback(sceneTime: currentTime, feedback: feedback,
                                                        viewName: owner.map { String(describing: $0) } ?? "the root"))
        if sensoryFeedbackLog.count > Self.sensoryFeedbackLogCapacity { sensoryFeedbackLog.removeFirst() }
        guard playsSensoryFeedbackSounds, let output = AudioRouting.output else { return }
        output.play(feedback.soundName, at: AudioRouting.currentEventTime ?? -.infinity, volume: feedback.intensity)
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes (SwiftUI's `sensoryFeedback(_:trigger:)`); not for
    /// its first value. On Linux it is logged and, if the host opted in, clicks (see `SensoryFeedback`).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        modifier(_SensoryFeedbackModifier(trigger: trigger, feedback: { _, _ in feedback }))
    }

    /// Plays `feedback` when `trigger` changes and `condition(oldValue, newValue)` returns true
    /// (SwiftUI's `sensoryFeedback(_:trigger:condition:)`).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping @MainActor (_ oldValue: T, _ newValue: T) -> Bool) -> some View {
        modifier(_SensoryFeedbackModifier(trigger: trigger, feedback: { condition($0, $1) ? feedback : nil }))
    }

    /// Plays the feedback `feedback(oldValue, newValue)` returns when `trigger` changes, none
    /// when it returns nil (SwiftUI's `sensoryFeedback(trigger:_:)`).
    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping @MainActor (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        modifier(_SensoryFeedbackModifier(trigger: trigger, feedback: feedback))
    }
}

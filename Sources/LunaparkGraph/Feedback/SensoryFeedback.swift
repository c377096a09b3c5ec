import Foundation
import LunaparkCore

/// A haptic (and on some devices audible) feedback a view plays when a value changes
/// (SwiftUI's `SensoryFeedback`, iOS 17, played by `sensoryFeedback(_:trigger:)`).
///
/// Linux desktops have no haptic engine: a played feedback is recorded in the scene graph's
/// log (`ViewGraph.recentSensoryFeedback`, shown by the inspector), and plays a short click
/// only when the host opted in (`ViewGraph.playsSensoryFeedbackSounds`; in an app
/// `LUNAPARK_FEEDBACK_SOUNDS=1`). Apple documents no waveforms: the clicks are Lunapark's
/// (`clicks`), told apart by pitch and rhythm.
public struct SensoryFeedback: Hashable, Sendable, CustomStringConvertible {
    /// How heavy an impact feels (SwiftUI's `SensoryFeedback.Weight`).
    public struct Weight: Hashable, Sendable {
        let name: String
        /// The click's frequency for the weight, Hz: heavier is lower.
        let frequency: Double
        public static let light = Weight(name: "light", frequency: 1_600)
        public static let medium = Weight(name: "medium", frequency: 1_000)
        public static let heavy = Weight(name: "heavy", frequency: 600)
    }

    /// How flexible the colliding objects of an impact feel (SwiftUI's `SensoryFeedback.Flexibility`).
    public struct Flexibility: Hashable, Sendable {
        let name: String
        /// The click's frequency, Hz, and how long it rings, seconds: softer is lower and longer.
        let frequency: Double
        let ring: Double
        public static let rigid = Flexibility(name: "rigid", frequency: 2_000, ring: 0.008)
        public static let solid = Flexibility(name: "solid", frequency: 1_200, ring: 0.015)
        public static let soft = Flexibility(name: "soft", frequency: 500, ring: 0.03)
    }

    enum Kind: Hashable, Sendable {
        case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange
        case impactWeight(Weight)
        case impactFlexibility(Flexibility)
    }

    let kind: Kind
    /// How strong the feedback is, 0...1 (impacts; the others play at 1).
    let intensity: Double

    private init(_ kind: Kind, intensity: Double = 1) {
        self.kind = kind
        self.intensity = intensity.isFinite ? min(1, max(0, intensity)) : 1
    }

    /// A task or action completed.
    public static let success = SensoryFeedback(.success)
    /// A task or action produced a warning.
    public static let warning = SensoryFeedback(.warning)
    /// A task or action failed.
    public static let error = SensoryFeedback(.error)
    /// The selection changed.
    public static let selection = SensoryFeedback(.selection)
    /// An important value went up past a threshold.
    public static let increase = SensoryFeedback(.increase)
    /// An important value went down past a threshold.
    public static let decrease = SensoryFeedback(.decrease)
    /// An activity started.
    public static let start = SensoryFeedback(.start)
    /// An activity stopped.
    public static let stop = SensoryFeedback(.stop)
    /// A dragged item snapped into alignment.
    public static let alignment = SensoryFeedback(.alignment)
    /// The pressure level changed (on a Mac's trackpad, Force Click).
    public static let levelChange = SensoryFeedback(.levelChange)
    /// A physical impact, as `impact(weight: .light)` (SwiftUI's default impact).
    public static let impact = SensoryFeedback(.impactWeight(.light))

    /// An impact of `weight`, at `intensity` (0...1, clamped; not a number counts as 1).
    public static func impact(weight: Weight = .light, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(.impactWeight(weight), intensity: intensity)
    }

    /// An impact between objects of `flexibility`, at `intensity` (0...1, clamped).
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(.impactFlexibility(flexibility), intensity: intensity)
    }

    /// The feedback as code names it: `success`, `impact(weight: heavy, intensity: 0.5)`.
    public var description: String {
        let strength = intensity == 1 ? "" : String(format: ", intensity: %.2g", intensity)
        switch kind {
        case .impactWeight(let weight): return "impact(weight: \(weight.name)\(strength))"
        case .impactFlexibility(let flexibility): return "impact(flexibility: \(flexibility.name)\(strength))"
        default: return "\(kind)"
        }
    }

    /// One tick of a feedback's click: a sine at `frequency` Hz starting `delay` seconds in,
    /// at `amplitude` (0...1), decaying exponentially with time constant `ring` seconds.
    public struct Click: Hashable, Sendable {
        public let delay: Double
        public let frequency: Double
        public let amplitude: Double
        public let ring: Double
    }

    /// The ticks the feedback's click is made of, at full intensity. Rhythms follow the iOS
    /// haptic patterns' shapes (success two rising taps, warning two, error three, selection
    /// one faint tick); pitches and levels are Lunapark's.
    public var clicks: [Click] {
        func tick(_ delay: Double, _ hz: Double, _ amplitude: Double = 0.8, ring: Double = 0.012) -> Click {
            Click(delay: delay, frequency: hz, amplitude: amplitude, ring: ring)
        }
        switch kind {
        case .success: return [tick(0, 1_200), tick(0.09, 1_800)]
        case .warning: return [tick(0, 1_400), tick(0.12, 1_400)]
        case .error: return [tick(0, 700), tick(0.08, 700), tick(0.16, 700)]
        case .selection: return [tick(0, 2_400, 0.35, ring: 0.004)]
        case .increase: return [tick(0, 1_000, 0.6), tick(0.06, 1_500, 0.7)]
        case .decrease: return [tick(0, 1_500, 0.7), tick(0.06, 1_000, 0.6)]
        case .start: return [tick(0, 900, 0.7, ring: 0.02)]
        case .stop: return [tick(0, 900, 0.7, ring: 0.006)]
        case .alignment: return [tick(0, 2_000, 0.5, ring: 0.005)]
        case .levelChange: return [tick(0, 1_300, 0.6, ring: 0.008)]
        case .impactWeight(let weight): return [tick(0, weight.frequency, 0.9, ring: 0.015)]
        case .impactFlexibility(let flexibility): return [tick(0, flexibility.frequency, 0.9, ring: flexibility.ring)]
        }
    }

    /// The name its click plays under on the audio output (`intensity` is the volume instead).
    public var soundName: String {
        switch kind {
        case .impactWeight(let weight): "sensoryFeedback.impact.\(weight.name)"
        case .impactFlexibility(let flexibility): "sensoryFeedback.impact.\(flexibility.name)"
        default: "sensoryFeedback.\(kind)"
        }
    }

    /// One of each click (every kind, impacts of each weight and flexibility at full intensity):
    /// what a host registers on its audio output when it opts in.
    public static let allClicks: [SensoryFeedback] = [
        .success, .warning, .error, .selection, .increase, .decrease, .start, .stop, .alignment, .levelChange,
        .impact(weight: .light), .impact(weight: .medium), .impact(weight: .heavy),
        .impact(flexibility: .rigid), .impact(flexibility: .solid), .impact(flexibility: .soft),
    ]
}

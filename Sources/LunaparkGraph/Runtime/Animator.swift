import Foundation
import LunaparkCore

/// Animates the `animatableData` of values of one `Animatable` type: keeps
/// the model value's data as the target and yields presentation copies.
@MainActor
struct Animator<Subject: Animatable> {
    private var value: AnimatedValue<Subject.AnimatableData>?
    /// Whether an animation is running (kept as a flag: reading it must not copy the runs).
    private(set) var isAnimating = false

    init() {}

    /// True when values of `Subject` have something to animate.
    static var isAnimatable: Bool { Subject.AnimatableData.self != EmptyAnimatableData.self }

    /// Moves the target to `model`'s data; animates when `transaction` says so. Returns what
    /// the change did (`.unchanged` for the first value, which is where the animator starts).
    @discardableResult
    mutating func setTarget(_ model: Subject, transaction: Transaction, at time: TimeInterval) -> AnimationChange {
        guard Self.isAnimatable else { return .unchanged }
        if value == nil {
            value = AnimatedValue(model.animatableData)
            return .unchanged
        }
        let change = value!.setTarget(model.animatableData, transaction: transaction, at: time)
        isAnimating = value!.isAnimating
        return change
    }

    /// `model` with its `animatableData` replaced by the presentation value at `time`.
    mutating func presentation(of model: Subject, at time: TimeInterval) -> Subject {
        guard isAnimating else { return model }
        var copy = model
        copy.animatableData = value!.value(at: time)
        isAnimating = value!.isAnimating
        return copy
    }

    /// The running animations as the inspector plots them at scene time `now`, or nil.
    func plot(now: TimeInterval) -> AnimationPlot? {
        isAnimating ? value?.plot(now: now) : nil
    }

    /// One animation frame: the presentation of `model` at `time` and whether the animation
    /// still runs afterwards, or nil when nothing was running. One call, so that a node
    /// stepping its animator accesses it once (each access to a class's stored property is an
    /// exclusivity check: about 280 instructions a step when asked in three calls, callgrind).
    mutating func step(_ model: Subject, at time: TimeInterval) -> (presentation: Subject, isRunning: Bool)? {
        guard isAnimating else { return nil }
        let shown = presentation(of: model, at: time)
        return (shown, isAnimating)
    }
}

/// An `Animator` for a type that is only known at run time to be `Animatable`.
@MainActor
protocol ErasedAnimator<Subject> {
    associatedtype Subject
    var isAnimating: Bool { get }
    @discardableResult
    mutating func setTarget(_ model: Subject, transaction: Transaction, at time: TimeInterval) -> AnimationChange
    mutating func presentation(of model: Subject, at time: TimeInterval) -> Subject
    func plot(now: TimeInterval) -> AnimationPlot?
}

extension Animator: ErasedAnimator {}

@MainActor
enum AnimatorFactory {
    /// An animator for `value`'s type when it is `Animatable` with non-empty data; nil otherwise.
    static func make<T>(for value: T) -> (any ErasedAnimator<T>)? {
        guard let animatable = value as? any Animatable else { return nil }
        func open<A: Animatable>(_ a: A) -> (any ErasedAnimator<T>)? {
            guard Animator<A>.isAnimatable else { return nil }
            return Animator<A>() as? any ErasedAnimator<T>
        }
        return open(animatable)
    }
}

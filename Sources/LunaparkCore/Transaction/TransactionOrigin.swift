/// Where a transaction's animation came from: what the inspector answers to
/// "why did this animate" (or "why did it snap"). Lunapark's own; SwiftUI's
/// `Transaction` keeps no such record.
///
/// Carried by `Transaction._origin` and set where a transaction is made or
/// rewritten: `withAnimation`, `withTransaction`, `Binding.animation(_:)`,
/// and, in the scene graph, `.animation(_:value:)`, `.animation(_:)` and
/// `.transaction(_:)`, transitions and phase animators. A small value (no
/// strings): the scene graph names the views behind the ids only when the
/// inspector asks.
public enum TransactionOrigin: Hashable, Sendable {
    /// Made by no call that names itself: a change outside any `withAnimation`,
    /// or a transaction a view made for its own animation frames.
    case unspecified
    /// `withAnimation(_:_:)` (or its completion variant) around the change.
    case withAnimation
    /// `withTransaction(_:_:)` with an explicit `Transaction`, or its key-path form.
    case withTransaction
    /// A write through a binding made with `Binding.animation(_:)`.
    case bindingAnimation
    /// `.animation(_:value:)` on the view with the scene graph's node id `view`,
    /// in an update where its value changed.
    case animationModifier(view: UInt64)
    /// `.animation(_:)` (without a value), `.transaction(_:)` or `.transaction(value:_:)`
    /// on the view with node id `view`, which rewrote the transaction.
    case transactionModifier(view: UInt64)
    /// The transition of the view with node id `view` being inserted or removed.
    case transition(view: UInt64)
    /// A step of the phase animator with node id `view` to its next phase.
    case phaseAnimator(view: UInt64)
    /// The keyframe animator with node id `view` starting its keyframes (its trigger changed,
    /// or it repeats). Its values come from the keyframes, not from a transaction's animation.
    case keyframeAnimator(view: UInt64)
    /// An animation frame of an `Animatable` view or modifier, or of a keyframe animator:
    /// the values its body computes for the frame, applied without animation by design.
    case animationFrame
    /// A `TimelineView`'s entry: its content evaluated for the entry's date, without animation.
    case timelineEntry

    /// The scene graph's node id the origin names, or nil for the calls that name none.
    public var viewID: UInt64? {
        switch self {
        case .unspecified, .withAnimation, .withTransaction, .bindingAnimation, .animationFrame, .timelineEntry: nil
        case .animationModifier(let view), .transactionModifier(let view), .transition(let view),
             .phaseAnimator(let view), .keyframeAnimator(let view): view
        }
    }
}

extension Transaction {
    /// A transaction without animation whose origin is `origin` (Lunapark's own): what the
    /// scene graph applies an animation frame's or a timeline entry's values with.
    public static func _unanimated(_ origin: TransactionOrigin) -> Transaction {
        var transaction = Transaction()
        transaction._origin = origin
        return transaction
    }
}

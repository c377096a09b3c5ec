import Foundation

/// The context of a state change (SwiftUI's `Transaction`): the animation to
/// apply to the properties it changes, whether animations are disabled, and
/// the handlers to run when those animations finish.
///
/// `withAnimation` and `withTransaction` make a transaction current while
/// their body runs (`Transaction._current`); the scene graph reads it when
/// state changes and hands it to each property's `AnimatedValue`.
public struct Transaction {
    /// The animation for the changes, or `nil` to apply them without animation.
    public var animation: Animation?

    /// When `true`, changes apply without animation even if `animation` is
    /// set, and animations attached deeper in the view tree are ignored too.
    public var disablesAnimations: Bool = false

    /// Whether the change is part of a continuous interaction such as a drag,
    /// which views may use to skip expensive work. `false` by default.
    public var isContinuous: Bool = false

    /// Where this transaction's animation came from (Lunapark's own, for the inspector):
    /// `.unspecified` for a transaction made with `init()` or `init(animation:)`, until
    /// `withTransaction`, `withAnimation` or a view's modifier names itself.
    public var _origin: TransactionOrigin = .unspecified

    /// The completion handlers added to this transaction, in order.
    public private(set) var animationCompletions: [AnimationCompletionTracker] = []

    private var values: [ObjectIdentifier: Any] = [:]

    /// A transaction without animation.
    public init() {}

    /// A transaction with the given animation.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// Adds a handler that runs once, on the main actor, when the animations
    /// started by this transaction's changes meet `criteria`, or right after
    /// the changes are applied if they start no animation.
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete,
        _ completion: @escaping @MainActor () -> Void
    ) {
        animationCompletions.append(AnimationCompletionTracker(criteria: criteria, handler: completion))
    }

    /// The custom value for `key`, or its `defaultValue`.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Whether the changes should animate: an animation is set and not disabled.
    public var isAnimated: Bool { animation != nil && !disablesAnimations }
}

extension Transaction {
    /// The innermost transaction of an enclosing `withTransaction` or
    /// `withAnimation` call on the calling thread, or `nil` outside any.
    ///
    /// Per thread, as in SwiftUI: a model method running on a background
    /// thread may call `withAnimation`, and the changes it makes there carry
    /// that transaction (the scene graph takes it along when it hops to the
    /// main actor).
    public static var _current: Transaction? { TransactionStack.current.transactions.last }

    /// Reports that the scene graph has applied all changes made under this
    /// transaction: handlers whose changes started no animation fire now
    /// (those waiting for animations are unaffected). Call it once per
    /// transaction after the update in which its changes were applied.
    @MainActor
    public func _completeIfNoAnimationsStarted() {
        for tracker in animationCompletions { tracker.fireIfIdle() }
    }
}

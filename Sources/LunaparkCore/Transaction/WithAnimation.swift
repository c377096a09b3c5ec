import Foundation

/// Runs `body` with `transaction` as the current transaction
/// (`Transaction._current`) and returns its result. Nested calls stack:
/// the innermost transaction is current.
///
/// Callable from any isolation, as in SwiftUI: the transaction is the calling
/// thread's, for as long as `body` runs. A transaction without an origin
/// (`Transaction._origin`) gets `.withTransaction`.
public func withTransaction<R>(_ transaction: Transaction, _ body: () throws -> R) rethrows -> R {
    var named = transaction
    if named._origin == .unspecified { named._origin = .withTransaction }
    return try _withCurrentTransaction(named, body)
}

/// Runs `body` with `transaction` as the current transaction, keeping its origin as it is
/// (Lunapark's own): what the scene graph uses to run a binding's write or an `onChange`
/// action in the transaction of the change that caused it, which the user did not make.
public func _withCurrentTransaction<R>(_ transaction: Transaction, _ body: () throws -> R) rethrows -> R {
    let stack = TransactionStack.current
    stack.transactions.append(transaction)
    defer { stack.transactions.removeLast() }
    return try body()
}

/// Runs `body` with a copy of the current transaction (or a new one) whose
/// property at `keyPath` is `value`. Callable from any isolation.
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V,
                                  _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction._current ?? Transaction()
    transaction[keyPath: keyPath] = value
    transaction._origin = .withTransaction
    return try _withCurrentTransaction(transaction, body)
}

/// Runs `body` so that the state changes it makes animate with `animation`
/// (`.default`, a critically damped spring, unless given; `nil` for none),
/// and returns its result.
///
/// The current transaction, if any, is copied with its animation replaced.
/// Callable from any isolation, as in SwiftUI: a model method that is not
/// `@MainActor` may write `withAnimation { self.x = 1 }`, and the views that
/// read `x` animate the change.
public func withAnimation<R>(_ animation: Animation? = .default, _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction._current ?? Transaction()
    transaction.animation = animation
    transaction._origin = .withAnimation
    return try _withCurrentTransaction(transaction, body)
}

/// Runs `body` like `withAnimation(_:_:)` and calls `completion` exactly once,
/// on the main actor, when the animations started by the changes meet
/// `completionCriteria`.
///
/// If the changes start no animation, `completion` runs as soon as that is
/// known: at the next `AnimatedValue.value(at:)` of a property that received
/// the change, or when the scene graph calls
/// `Transaction._completeIfNoAnimationsStarted()` after applying it.
/// Callable from any isolation; `completion` runs on the main actor.
public func withAnimation<R>(_ animation: Animation? = .default,
                             completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                             _ body: () throws -> R,
                             completion: @escaping @MainActor () -> Void) rethrows -> R {
    var transaction = Transaction._current ?? Transaction()
    transaction.animation = animation
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    transaction._origin = .withAnimation
    return try _withCurrentTransaction(transaction, body)
}

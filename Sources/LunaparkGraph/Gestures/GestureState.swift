import Foundation
import LunaparkCore

/// A value a gesture updates while it is active and that returns to its initial value when
/// the gesture ends or is cancelled (SwiftUI's `@GestureState`).
///
/// Only a gesture's `updating(_:body:)` writes it, through the projected value (`$state`);
/// views read `wrappedValue`, and their bodies run again when it changes, in the transaction
/// that `body` chose. The reset happens when the gesture ends, fails (a long press released
/// early) or is cancelled (a scroll view takes the press), in the transaction the reset
/// closure makes (or `resetTransaction`), so `GestureState(initialValue: .zero,
/// resetTransaction: Transaction(animation: .spring()))` springs back. Before the view is in
/// the tree it reads as the initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let initialValue: Value
    let reset: (Value, inout Transaction) -> Void
    let link: StateLink<Value>

    /// Gesture state starting at (and reset to) `value`, reset without animation.
    public init(wrappedValue value: Value) {
        self.init(wrappedValue: value, reset: { _, _ in })
    }

    /// The same as `init(wrappedValue:)`.
    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    /// Gesture state reset to `value` in `resetTransaction` (its animation animates the return).
    public init(wrappedValue value: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: value, reset: { _, transaction in transaction = resetTransaction })
    }

    /// The same as `init(wrappedValue:resetTransaction:)`.
    public init(initialValue value: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: value, resetTransaction: resetTransaction)
    }

    /// Gesture state whose reset first calls `reset` with the value before the reset and a
    /// transaction to change (empty, or the enclosing `withTransaction`'s).
    public init(wrappedValue value: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initialValue = value
        self.reset = reset
        link = StateLink()
    }

    /// The same as `init(wrappedValue:reset:)`.
    public init(initialValue value: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: value, reset: reset)
    }

    /// The current value; reading it in `body` makes the body depend on it.
    public var wrappedValue: Value {
        guard let storage = link.storage else { return initialValue }
        storage.recordRead()
        return storage.value
    }

    /// The gesture state itself, to pass to `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    /// Sets the value (while the gesture is active) in `transaction`.
    @MainActor
    func update(_ body: (inout Value, inout Transaction) -> Void) {
        guard let storage = link.storage else { return }
        var value = storage.value
        var transaction = Transaction._current ?? Transaction()
        body(&value, &transaction)
        storage.value = value
        storage.notifyChanged(transaction: transaction)
    }

    /// Returns the value to its initial one, in the transaction of the reset.
    @MainActor
    func resetToInitial() {
        guard let storage = link.storage else { return }
        var transaction = Transaction._current ?? Transaction()
        reset(storage.value, &transaction)
        storage.value = initialValue
        storage.notifyChanged(transaction: transaction)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Gesture state starting at nil, reset in `resetTransaction`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// Gesture state starting at nil, reset through `reset`.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: StorageBindingProperty, ComparisonIgnoredProperty {
    func bind(to node: some DynamicPropertyStorage, slot: Int) {
        if let existing = node.storageSlot(slot) as? StateStorage<Value> {
            link.storage = existing
        } else {
            let storage = StateStorage(value: initialValue)
            node.setStorageSlot(slot, storage)
            link.storage = storage
        }
    }
}

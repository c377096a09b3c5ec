import Foundation
import LunaparkCore

/// A value owned by a view that persists for the view's lifetime in the
/// render tree (SwiftUI's `@State`).
///
/// Reading it in `body` makes that body depend on it; writing it (from an
/// action, a gesture, a callback hopped to the main loop, or a test)
/// re-evaluates only the bodies that read it. A write inside
/// `withAnimation` animates the changes it causes, exactly as in a button
/// action. Before the view is in the render tree, reads return the initial
/// value and writes are ignored (as SwiftUI does).
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let initialValue: Value
    let link: StateLink<Value>

    /// State that starts at `value`.
    ///
    /// The storage lives in the render tree, not in the view value: `value` is
    /// used once, when the view first enters the tree, and ignored whenever a
    /// parent re-creates the view with another one (as in SwiftUI).
    public init(wrappedValue value: Value) {
        initialValue = value
        link = StateLink()
    }

    /// The same as `init(wrappedValue:)`.
    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    /// The current value. Reading it in `body` makes the body depend on it;
    /// setting it re-evaluates those bodies in the transaction of the enclosing
    /// `withAnimation`/`withTransaction`, if any. Before the view is in the tree,
    /// reads give the initial value and writes are dropped.
    public var wrappedValue: Value {
        get {
            guard let storage = link.storage else { return initialValue }
            storage.recordRead()
            return storage.value
        }
        nonmutating set {
            guard let storage = link.storage else { return }
            storage.set(newValue)
        }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        let link = self.link
        let initial = initialValue
        return Binding(
            get: {
                guard let storage = link.storage else { return initial }
                storage.recordRead()
                return storage.value
            },
            // `Binding.wrappedValue` runs the setter inside the transaction it chose.
            set: { newValue, _ in link.storage?.set(newValue) },
            identity: link.storage.map { BindingIdentity(location: ObjectIdentifier($0), path: []) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State that starts at nil.
    public init() { self.init(wrappedValue: nil) }
}

extension State: StorageBindingProperty, ComparisonIgnoredProperty {
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

/// Connects one `State` value (views are re-created often) to the node's storage.
@MainActor
final class StateLink<Value> {
    var storage: StateStorage<Value>?
    nonisolated init() {}
}

/// The persistent storage of one `@State` property.
@MainActor
final class StateStorage<Value>: ObservableLocation {
    var value: Value

    init(value: Value) { self.value = value }

    /// Writes the value and invalidates its readers with the current transaction
    /// (the one of an enclosing `withAnimation`/`withTransaction`, else none).
    func set(_ newValue: Value) {
        value = newValue
        notifyChanged(transaction: Transaction._current ?? Transaction())
    }
}

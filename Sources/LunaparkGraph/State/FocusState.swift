import Foundation
import LunaparkCore

/// Which text input has the keyboard focus, as a view's state (SwiftUI's `@FocusState`).
///
/// `Bool` form: true while the field marked with `focused(_:)` has the focus. Optional
/// form (`@FocusState var field: Field?`): the value given to `focused(_:equals:)` of
/// the focused field, nil when none of them has it. Setting the value moves the focus
/// (the cursor goes to that field; false or nil takes it away); pressing a field sets
/// it. Reading it in `body` makes the body depend on it, as `@State` does; before the
/// view is in the render tree reads give false or nil.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// The value meaning "not focused": false or nil.
    let unfocusedValue: Value
    let link: StateLink<Value>

    /// Focus state for one field: false until it is focused.
    public init() where Value == Bool {
        unfocusedValue = false
        link = StateLink()
    }

    /// Focus state for several fields, each marked with `focused(_:equals:)`: nil until one is focused.
    public init<T: Hashable>() where Value == T? {
        unfocusedValue = nil
        link = StateLink()
    }

    /// The focused field's value (or whether the field is focused); setting it moves the focus.
    public var wrappedValue: Value {
        get {
            guard let storage = link.storage else { return unfocusedValue }
            storage.recordRead()
            return storage.value
        }
        nonmutating set { link.storage?.set(newValue) }
    }

    /// The binding `focused(_:)` and `focused(_:equals:)` take (`$field`).
    public var projectedValue: FocusState<Value>.Binding {
        let link = self.link
        let unfocused = unfocusedValue
        return Binding(unfocusedValue: unfocused,
                       get: {
                           guard let storage = link.storage else { return unfocused }
                           storage.recordRead()
                           return storage.value
                       },
                       set: { link.storage?.set($0) })
    }

    /// A binding to a focus state (SwiftUI's `FocusState.Binding`), passed to `focused`.
    @MainActor @preconcurrency @propertyWrapper
    public struct Binding {
        /// The value meaning "not focused".
        let unfocusedValue: Value
        let get: @MainActor () -> Value
        let set: @MainActor (Value) -> Void

        /// The focus state's value; setting it moves the focus.
        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }

        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

extension FocusState: StorageBindingProperty, ComparisonIgnoredProperty {
    func bind(to node: some DynamicPropertyStorage, slot: Int) {
        if let existing = node.storageSlot(slot) as? StateStorage<Value> {
            link.storage = existing
        } else {
            let storage = StateStorage(value: unfocusedValue)
            node.setStorageSlot(slot, storage)
            link.storage = storage
        }
    }
}

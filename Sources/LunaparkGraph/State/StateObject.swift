import Combine
import Foundation
import LunaparkCore

/// An `ObservableObject` that a view creates and owns (SwiftUI's `@StateObject`).
///
/// The object is made once per view identity: from the autoclosure given to
/// `init(wrappedValue:)`, when the view first enters the render tree (not when the view value
/// is made, which a parent does on each of its evaluations). It survives every later body
/// evaluation and every new value of the view, and is released when the view leaves the tree;
/// a new identity (`.id(_:)` changing, a new `ForEach` element) makes a new object. The view is
/// evaluated again whenever the object's `objectWillChange` fires, in the transaction of the
/// change. Read outside the tree (before the view is installed), it makes a new object on each
/// read, as SwiftUI does (with a runtime warning there).
@MainActor @preconcurrency
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let thunk: () -> ObjectType
    let link: StateObjectLink<ObjectType>

    /// A state object whose object `thunk` makes, once, when the view enters the tree.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        self.thunk = thunk
        link = StateObjectLink()
    }

    /// The object this view's identity owns.
    public var wrappedValue: ObjectType {
        link.storage?.object ?? thunk()
    }

    /// Makes bindings to the object's properties: `$model.isEnabled`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension StateObject: StorageBindingProperty, ComparisonIgnoredProperty {
    func bind(to node: some DynamicPropertyStorage, slot: Int) {
        if let existing = node.storageSlot(slot) as? StateObjectStorage<ObjectType> {
            link.storage = existing
        } else {
            let storage = StateObjectStorage(object: thunk())
            node.setStorageSlot(slot, storage)
            storage.subscription.observe(storage.object, for: node)
            link.storage = storage
        }
    }
}

/// Connects one `StateObject` value (views are re-created often) to its node's storage.
@MainActor
final class StateObjectLink<ObjectType: ObservableObject> {
    var storage: StateObjectStorage<ObjectType>?
    nonisolated init() {}
}

/// The object a `@StateObject` owns for one node, and the node's subscription to it.
@MainActor
final class StateObjectStorage<ObjectType: ObservableObject> {
    let object: ObjectType
    let subscription = ObjectWillChangeSubscription()

    init(object: ObjectType) { self.object = object }
}

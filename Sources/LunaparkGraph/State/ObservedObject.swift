import Combine
import Foundation
import LunaparkCore

/// A view input that is an `ObservableObject` owned elsewhere (SwiftUI's `@ObservedObject`):
/// the view is evaluated again whenever the object's `objectWillChange` fires.
///
/// It does not own the object: when the parent passes another object, the view observes the
/// new one and lets go of the old one (which is released if nothing else holds it). Changes
/// are applied in the next update pass, in the transaction they were made in, so
/// `withAnimation { model.x = ... }` animates. `$model.property` gives a `Binding`.
@MainActor @preconcurrency
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The observed object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`; declare the property `@ObservedObject var model: Model` and pass
    /// the object when making the view.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// The same as `init(wrappedValue:)`.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Makes bindings to the object's properties: `$model.isEnabled`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the properties of an observed object through dynamic member lookup.
    @MainActor @preconcurrency
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the object's property at `keyPath`; writing it sets the property in the
        /// transaction of the write (a binding's `.animation(_:)` or an enclosing `withAnimation`).
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            observableObjectBinding(object, keyPath)
        }
    }
}

extension ObservedObject: StorageBindingProperty {
    func bind(to node: some DynamicPropertyStorage, slot: Int) {
        ObjectWillChangeSubscription.inSlot(slot, of: node).observe(wrappedValue, for: node)
    }
}

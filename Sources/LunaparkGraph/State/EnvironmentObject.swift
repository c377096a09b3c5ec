import Combine
import Foundation
import LunaparkCore

/// An `ObservableObject` that an ancestor supplied with `environmentObject(_:)` (SwiftUI's
/// `@EnvironmentObject`): the view is evaluated again whenever the object's
/// `objectWillChange` fires, or when an ancestor supplies another object.
///
/// Reading it in a view below no `environmentObject(_:)` of its type stops with SwiftUI's
/// one-line message naming the type ("No ObservableObject of type Model found. A
/// View.environmentObject(_:) for Model may be missing as an ancestor of this view.").
@MainActor @preconcurrency
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let link = EnvironmentLink()

    /// Reads the object of type `ObjectType` from the environment.
    public init() {}

    /// The object an ancestor supplied; a fatal error naming the type when none did.
    public var wrappedValue: ObjectType {
        guard let object = suppliedObject else {
            fatalError(EnvironmentValues.missingEnvironmentObjectMessage(for: ObjectType.self))
        }
        return object
    }

    /// Makes bindings to the object's properties: `$model.isEnabled`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// The object in the view's environment, or nil.
    var suppliedObject: ObjectType? {
        link.environment?[object: EnvironmentObjectSlot<ObjectType, ObservableObjectSlotKind>()]
    }

    /// Makes bindings to the properties of an environment object through dynamic member lookup.
    @MainActor @preconcurrency
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            observableObjectBinding(object, keyPath)
        }
    }
}

extension EnvironmentObject: StorageBindingProperty, ComparisonIgnoredProperty {
    func bind(to node: some DynamicPropertyStorage, slot: Int) {
        link.environment = node.environment
        let subscription = ObjectWillChangeSubscription.inSlot(slot, of: node)
        if let object = suppliedObject {
            subscription.observe(object, for: node)
        } else {
            subscription.stop()
        }
    }
}

extension View {
    /// Supplies `object` to this view and its descendants, for their `@EnvironmentObject`
    /// properties of type `T` (SwiftUI's `environmentObject(_:)`); the nearest one wins.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        environment(\EnvironmentValues.[object: EnvironmentObjectSlot<T, ObservableObjectSlotKind>()], object)
    }
}

import Foundation
import LunaparkCore
import Observation

/// Makes bindings to the mutable properties of an `@Observable` object (SwiftUI's `@Bindable`):
/// `@Bindable var book: Book` in a view, or `@Bindable var book = book` inside a body, then
/// `$book.title`.
///
/// A view that reads a property through such a binding depends on that property alone
/// (Observation), and a write through the binding runs in the binding's transaction or the
/// enclosing `withAnimation`'s.
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
    /// The wrapped object.
    public var wrappedValue: Value

    /// The bindable wrapper itself, so `$book.title` is a binding.
    public var projectedValue: Bindable<Value> { self }

    /// A bindable object from an `@Observable` object.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// The same as `init(wrappedValue:)`, shorter inline: `TextField("Title", text: Bindable(book).title)`.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// A bindable from the value of another bindable.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// A binding to the object's property at `keyPath`. Two bindings to the same property of
    /// the same object are the same input to a child view.
    @MainActor
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] },
                       set: { newValue, _ in object[keyPath: keyPath] = newValue },
                       identity: BindingIdentity(location: ObjectIdentifier(object), path: [keyPath]))
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    /// The wrapped object's identifier.
    public var id: Value.ID { wrappedValue.id }
}

extension Bindable: Sendable where Value: Sendable {}

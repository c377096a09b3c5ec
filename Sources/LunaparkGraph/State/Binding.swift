import Foundation
import LunaparkCore

/// A two-way connection to a value owned by someone else (SwiftUI's `Binding`).
///
/// Reading a binding inside a body makes that body depend on the source
/// (a `State`, say), so a child given `$value` is re-evaluated when the
/// value changes even if its parent is not. A binding's `transaction` (set
/// with `.animation(_:)`) is used for writes through it; otherwise writes use
/// the transaction of an enclosing `withAnimation`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void
    /// The transaction used when the value is written through this binding.
    public var transaction: Transaction
    /// Identifies the storage and path the binding reaches, when known; equal identities
    /// mean "the same binding" when deciding whether a view's inputs changed.
    let identity: BindingIdentity?

    init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void,
         identity: BindingIdentity?, transaction: Transaction = Transaction()) {
        self.getter = get
        self.setter = set
        self.identity = identity
        self.transaction = transaction
    }

    /// A binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(get: get, set: { value, _ in set(value) }, identity: nil)
    }

    /// A binding whose setter also receives the transaction of the write.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(get: get, set: set, identity: nil)
    }

    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _, _ in }, identity: nil)
    }

    /// The binding itself. This is what lets a parameter declared `@Binding`
    /// (in a function or closure) be passed `$value`.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// The value at the source.
    ///
    /// A write runs in the binding's `transaction` when that animates or
    /// disables animations (see `animation(_:)`); otherwise in the transaction of
    /// the enclosing `withAnimation`/`withTransaction`, if any.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {
            let effective = transaction.animation != nil || transaction.disablesAnimations
                ? transaction
                : (Transaction._current ?? transaction)
            _withCurrentTransaction(effective) { setter(newValue, effective) }
        }
    }

    /// The binding itself, so `$name` of a `@Binding` property passes it on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = self.getter, setter = self.setter
        return Binding<Subject>(
            get: { getter()[keyPath: keyPath] },
            set: { newValue, transaction in
                var whole = getter()
                whole[keyPath: keyPath] = newValue
                setter(whole, transaction)
            },
            identity: identity.map { BindingIdentity(location: $0.location, path: $0.path + [keyPath]) },
            transaction: transaction)
    }

    /// This binding, with writes animated by `animation` (SwiftUI's `Binding.animation(_:)`).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction.animation = animation
        copy.transaction._origin = .bindingAnimation
        return copy
    }

    /// This binding, with writes made in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        if copy.transaction._origin == .unspecified { copy.transaction._origin = .withTransaction }
        return copy
    }
}

extension Binding: DynamicProperty {}


/// What a binding points at: a storage location and a key path into it.
struct BindingIdentity: Hashable {
    var location: ObjectIdentifier
    var path: [AnyKeyPath]
}

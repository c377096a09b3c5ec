import Foundation
import LunaparkCore
import Observation

/// Names the environment slot of one object type: `Kind` keeps the slots of
/// `environment(_:)` (Observable objects) and `environmentObject(_:)`
/// (ObservableObjects) apart, as SwiftUI does.
struct EnvironmentObjectSlot<Object: AnyObject, Kind>: Hashable {}

/// The slot kind of objects set with `environment(_:)` and read with `@Environment(Type.self)`.
enum ObservableSlotKind {}
/// The slot kind of objects set with `environmentObject(_:)` and read with `@EnvironmentObject`.
enum ObservableObjectSlotKind {}

/// An object in the environment, equal to another only if it is the same instance: setting
/// the same object again is no change (views below are not evaluated again for it).
struct EnvironmentObjectEntry<Object: AnyObject>: Equatable {
    let object: Object
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.object === rhs.object }
}

/// The environment key of one slot.
private enum EnvironmentObjectSlotKey<Object: AnyObject, Kind>: EnvironmentKey {
    static var defaultValue: EnvironmentObjectEntry<Object>? { nil }
}

extension EnvironmentValues {
    /// The object in `slot`, or nil when no ancestor set one (or one set nil).
    subscript<Object: AnyObject, Kind>(object slot: EnvironmentObjectSlot<Object, Kind>) -> Object? {
        get { self[EnvironmentObjectSlotKey<Object, Kind>.self]?.object }
        set { self[EnvironmentObjectSlotKey<Object, Kind>.self] = newValue.map(EnvironmentObjectEntry.init) }
    }

    /// The Observable object of type `Object`; a clear fatal error when there is none, as
    /// SwiftUI stops on a missing `@Environment(Object.self)`.
    subscript<Object: AnyObject & Observable>(required slot: EnvironmentObjectSlot<Object, ObservableSlotKind>) -> Object {
        guard let object = self[object: slot] else { fatalError(Self.missingObservableMessage(for: Object.self)) }
        return object
    }

    /// The one-line error for an `@Environment(type)` read below no `environment(_:)` of that type.
    static func missingObservableMessage(for type: Any.Type) -> String {
        "No Observable object of type \(type) found. A View.environment(_:) for \(type) may be missing as an ancestor of this view."
    }

    /// The one-line error for an `@EnvironmentObject` read below no `environmentObject(_:)` of its type.
    static func missingEnvironmentObjectMessage(for type: Any.Type) -> String {
        "No ObservableObject of type \(type) found. A View.environmentObject(_:) for \(type) may be missing as an ancestor of this view."
    }
}

extension Environment {
    /// Reads the Observable object of type `objectType` that an ancestor placed with
    /// `environment(_:)`, as in `@Environment(Library.self) private var library`.
    ///
    /// Reading it when no ancestor did stops with SwiftUI's one-line message naming the type;
    /// use the optional form to allow a missing object. The view is evaluated again when the
    /// object is replaced, and when a property its body read changes (Observation).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(\EnvironmentValues.[required: EnvironmentObjectSlot<Value, ObservableSlotKind>()])
    }

    /// Reads the Observable object of type `objectType` from the environment, or nil when no
    /// ancestor placed one, as in `@Environment(Profile.self) private var profile: Profile?`.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(\EnvironmentValues.[object: EnvironmentObjectSlot<T, ObservableSlotKind>()])
    }
}

extension View {
    /// Places an Observable object in this view's environment, for `@Environment(T.self)` in
    /// this view and its descendants (SwiftUI's `environment(_:)`); `nil` removes an object of
    /// this type placed above. The environment holds one object per type.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        environment(\EnvironmentValues.[object: EnvironmentObjectSlot<T, ObservableSlotKind>()], object)
    }
}

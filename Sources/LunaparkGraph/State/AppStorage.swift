import Foundation
import LunaparkCore

/// A value kept in `UserDefaults` under a key (SwiftUI's `@AppStorage`), so it
/// outlives the view and the process: `@AppStorage("soundOn") var soundOn = true`.
///
/// Reading it in `body` makes the body depend on the key; a write through any
/// `@AppStorage` of the same key and store (or a binding from `$name`) stores
/// the value and re-evaluates every body that read it, in the transaction of
/// the write (a write in `withAnimation` animates). A key with nothing stored
/// (or something of another type) reads as the default value, which is not
/// written. `store` nil means `UserDefaults.standard`; views share a key only
/// through the same `UserDefaults` object. Unlike on Apple platforms, a value
/// written to `UserDefaults` directly (not through `@AppStorage`) shows at the
/// next evaluation of a reading body but does not cause one.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let store: UserDefaults
    private let read: (UserDefaults, String) -> Value?
    private let write: (UserDefaults, String, Value) -> Void

    private init(key: String, defaultValue: Value, store: UserDefaults?,
                 read: @escaping (UserDefaults, String) -> Value?,
                 write: @escaping (UserDefaults, String, Value) -> Void) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store ?? .standard
        self.read = read
        self.write = write
    }

    /// The stored value, or the default when nothing of `Value`'s type is stored.
    public var wrappedValue: Value {
        get {
            AppStorageLocation.location(store: store, key: key).recordRead()
            return read(store, key) ?? defaultValue
        }
        nonmutating set {
            write(store, key, newValue)
            AppStorageLocation.location(store: store, key: key)
                .notifyChanged(transaction: Transaction._current ?? Transaction())
        }
    }

    /// A binding that reads and writes the stored value (`$name`).
    public var projectedValue: Binding<Value> {
        let location = AppStorageLocation.location(store: store, key: key)
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { newValue, _ in storage.wrappedValue = newValue },
                       identity: BindingIdentity(location: ObjectIdentifier(location), path: []))
    }
}

extension AppStorage: ComparisonIgnoredProperty {}

// MARK: Values of the property-list types

extension AppStorage {
    /// A key of a type `UserDefaults` stores directly, read back with `get`.
    private init(_ value: Value, _ key: String, _ store: UserDefaults?, get: @escaping (UserDefaults, String) -> Value?) {
        self.init(key: key, defaultValue: value, store: store, read: { defaults, key in
            defaults.object(forKey: key) == nil ? nil : get(defaults, key)
        }, write: { defaults, key, value in defaults.set(value, forKey: key) })
    }

    /// A `Bool` under `key`; `wrappedValue` when nothing is stored.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(wrappedValue, key, store) { defaults, key in defaults.object(forKey: key) as? Bool }
    }

    /// An `Int` under `key`; `wrappedValue` when nothing is stored.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(wrappedValue, key, store) { defaults, key in defaults.object(forKey: key) as? Int }
    }

    /// A `Double` under `key`; `wrappedValue` when nothing is stored.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(wrappedValue, key, store) { defaults, key in defaults.object(forKey: key) as? Double }
    }

    /// A `String` under `key`; `wrappedValue` when nothing is stored.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(wrappedValue, key, store) { defaults, key in defaults.string(forKey: key) }
    }

    /// A `URL` under `key`; `wrappedValue` when nothing is stored.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { defaults, key in defaults.url(forKey: key) },
                  write: { defaults, key, value in defaults.set(value, forKey: key) })
    }

    /// `Data` under `key`; `wrappedValue` when nothing is stored.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(wrappedValue, key, store) { defaults, key in defaults.data(forKey: key) }
    }

    /// A `Date` under `key` (iOS 18); `wrappedValue` when nothing is stored.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(wrappedValue, key, store) { defaults, key in defaults.object(forKey: key) as? Date }
    }

    /// An enumeration stored as its `Int` raw value; `wrappedValue` when nothing is
    /// stored or the stored number is no case's raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { defaults, key in (defaults.object(forKey: key) as? Int).flatMap { Value(rawValue: $0) } },
                  write: { defaults, key, value in defaults.set(value.rawValue, forKey: key) })
    }

    /// An enumeration stored as its `String` raw value; `wrappedValue` when nothing is
    /// stored or the stored string is no case's raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { defaults, key in defaults.string(forKey: key).flatMap { Value(rawValue: $0) } },
                  write: { defaults, key, value in defaults.set(value.rawValue, forKey: key) })
    }
}

// MARK: Optional values: nil removes the key

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional under `key`, nil when nothing is stored; setting nil removes the key.
    private init<Wrapped>(_ key: String, _ store: UserDefaults?, get: @escaping (UserDefaults, String) -> Wrapped?,
                          set: @escaping (UserDefaults, String, Wrapped) -> Void) where Value == Wrapped? {
        self.init(key: key, defaultValue: nil, store: store, read: { defaults, key in
            defaults.object(forKey: key) == nil ? nil : get(defaults, key).map { Optional($0) }
        }, write: { defaults, key, value in
            if let value { set(defaults, key, value) } else { defaults.removeObject(forKey: key) }
        })
    }

    /// An optional `Bool` under `key`: nil when nothing is stored.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key, store, get: { $0.object(forKey: $1) as? Bool }, set: { $0.set($2, forKey: $1) })
    }

    /// An optional `Int` under `key`: nil when nothing is stored.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key, store, get: { $0.object(forKey: $1) as? Int }, set: { $0.set($2, forKey: $1) })
    }

    /// An optional `Double` under `key`: nil when nothing is stored.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key, store, get: { $0.object(forKey: $1) as? Double }, set: { $0.set($2, forKey: $1) })
    }

    /// An optional `String` under `key`: nil when nothing is stored.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key, store, get: { $0.string(forKey: $1) }, set: { $0.set($2, forKey: $1) })
    }

    /// An optional `URL` under `key`: nil when nothing is stored.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key, store, get: { $0.url(forKey: $1) }, set: { $0.set($2, forKey: $1) })
    }

    /// Optional `Data` under `key`: nil when nothing is stored.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key, store, get: { $0.data(forKey: $1) }, set: { $0.set($2, forKey: $1) })
    }
}

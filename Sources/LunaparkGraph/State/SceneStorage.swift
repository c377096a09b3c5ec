import Foundation
import LunaparkCore

/// A value kept per scene under a key (SwiftUI's `@SceneStorage`): every view
/// of one window that declares the same key shares it, and it lives as long as
/// the window's scene graph.
///
/// SwiftUI saves scene storage with the scene's state for restoration; here
/// it is kept in memory only, so it starts from the default in each run (and
/// in each window, as for a new scene on iPadOS). Reading it in `body` makes
/// the body depend on the key; writing it re-evaluates those bodies in the
/// transaction of the write. Before the view is in a scene graph, reads give
/// the default value and writes are dropped (as for `@State`).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let link = SceneStorageLink()

    private init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    /// The scene's value for the key, or the default while none was written.
    public var wrappedValue: Value {
        get {
            guard let values = link.values else { return defaultValue }
            let location = values.location(for: key)
            location.recordRead()
            return location.value as? Value ?? defaultValue
        }
        nonmutating set {
            guard let values = link.values else { return }
            values.location(for: key).set(newValue)
        }
    }

    /// A binding to the scene's value (`$name`).
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { newValue, _ in storage.wrappedValue = newValue },
                       identity: link.values.map {
                           BindingIdentity(location: ObjectIdentifier($0.location(for: key)), path: [])
                       })
    }
}

extension SceneStorage {
    /// A `Bool`; `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(key: key, defaultValue: wrappedValue) }
    /// An `Int`; `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(key: key, defaultValue: wrappedValue) }
    /// A `Double`; `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(key: key, defaultValue: wrappedValue) }
    /// A `String`; `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(key: key, defaultValue: wrappedValue) }
    /// A `URL`; `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(key: key, defaultValue: wrappedValue) }
    /// `Data`; `wrappedValue` until some is written.
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(key: key, defaultValue: wrappedValue) }
    /// An enumeration with `Int` raw values; `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// An enumeration with `String` raw values; `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue)
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// An optional `Bool`: nil until one is written.
    public init(_ key: String) where Value == Bool? { self.init(key: key, defaultValue: nil) }
    /// An optional `Int`: nil until one is written.
    public init(_ key: String) where Value == Int? { self.init(key: key, defaultValue: nil) }
    /// An optional `Double`: nil until one is written.
    public init(_ key: String) where Value == Double? { self.init(key: key, defaultValue: nil) }
    /// An optional `String`: nil until one is written.
    public init(_ key: String) where Value == String? { self.init(key: key, defaultValue: nil) }
    /// An optional `URL`: nil until one is written.
    public init(_ key: String) where Value == URL? { self.init(key: key, defaultValue: nil) }
    /// Optional `Data`: nil until some is written.
    public init(_ key: String) where Value == Data? { self.init(key: key, defaultValue: nil) }
}

extension SceneStorage: StorageBindingProperty, ComparisonIgnoredProperty {
    func bind(to node: some DynamicPropertyStorage, slot: Int) {
        link.values = node.graph.sceneStorage
    }
}

/// Connects one `SceneStorage` value (views are re-created often) to its scene's values.
@MainActor
final class SceneStorageLink {
    var values: SceneStorageValues?
    nonisolated init() {}
}

/// One scene's `@SceneStorage` values, by key, each an invalidation point.
@MainActor
final class SceneStorageValues {
    private var locations: [String: StateStorage<Any?>] = [:]

    /// The location of `key`, holding nil until a value is written.
    func location(for key: String) -> StateStorage<Any?> {
        if let existing = locations[key] { return existing }
        let location = StateStorage<Any?>(value: nil)
        locations[key] = location
        return location
    }
}

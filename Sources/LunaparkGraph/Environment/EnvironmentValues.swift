import Foundation
import LunaparkCore
/// A key for a value in the environment (SwiftUI's `EnvironmentKey`).
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree (SwiftUI's `EnvironmentValues`).
/// Extend it with computed properties over your own `EnvironmentKey`s.
///
/// Stored as a persistent list of entries so passing it down is cheap; two
/// environments compare equal when every value that differs between them is
/// `Equatable` and equal.
public struct EnvironmentValues: CustomStringConvertible {
    final class Entry {
        let key: ObjectIdentifier
        let value: Any
        let isEqual: (Any) -> Bool
        let next: Entry?

        init(key: ObjectIdentifier, value: Any, isEqual: @escaping (Any) -> Bool, next: Entry?) {
            self.key = key
            self.value = value
            self.isEqual = isEqual
            self.next = next
        }
    }

    private var head: Entry?

    /// An environment in which every key has its default value.
    public init() {}

    /// The value stored for `key`, or `key.defaultValue` if none was set.
    ///
    /// Setting a value that is `Equatable` to what it was leaves the environment
    /// equal to the old one, so views below whose other inputs are unchanged do
    /// not evaluate their bodies again; setting a value that is not `Equatable`
    /// always counts as a change.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            var entry = head
            let id = ObjectIdentifier(key)
            while let e = entry {
                if e.key == id { return e.value as! K.Value }
                entry = e.next
            }
            return K.defaultValue
        }
        set {
            let compare: (Any) -> Bool
            if let equatable = newValue as? any Equatable {
                compare = { other in Self.equal(equatable, other) }
            } else {
                compare = { _ in false }
            }
            head = Entry(key: ObjectIdentifier(key), value: newValue, isEqual: compare, next: head)
        }
    }

    private static func equal<E: Equatable>(_ a: E, _ b: Any) -> Bool {
        (b as? E).map { $0 == a } ?? false
    }

    /// The latest value of each key.
    private var entries: [ObjectIdentifier: Entry] {
        var result: [ObjectIdentifier: Entry] = [:]
        var entry = head
        while let e = entry {
            if result[e.key] == nil { result[e.key] = e }
            entry = e.next
        }
        return result
    }

    public var description: String { "EnvironmentValues(\(entries.count) values)" }

    static func == (lhs: EnvironmentValues, rhs: EnvironmentValues) -> Bool {
        if lhs.head === rhs.head { return true }
        let a = lhs.entries, b = rhs.entries
        guard a.count == b.count else { return false }
        for (key, ea) in a {
            guard let eb = b[key], ea === eb || ea.isEqual(eb.value) else { return false }
        }
        return true
    }

    static func != (lhs: EnvironmentValues, rhs: EnvironmentValues) -> Bool { !(lhs == rhs) }
}

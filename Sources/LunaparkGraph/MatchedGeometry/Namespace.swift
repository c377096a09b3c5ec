import Foundation
import LunaparkCore

/// A namespace for `matchedGeometryEffect` ids, owned by the view that declares it (SwiftUI's `@Namespace`).
///
/// The namespace lives as long as the declaring view's node: every evaluation of its body reads
/// the same `Namespace.ID`, and two views of the same type in two places have two namespaces.
/// Read outside a body (before the view is in the tree), it gives a namespace of its own that no
/// view in the tree shares, as SwiftUI does.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identity: equal only for reads of the same `@Namespace` of the same view node.
    @frozen
    public struct ID: Hashable, Sendable, BitwiseCopyable {
        let rawValue: UInt64
    }

    let link: NamespaceLink

    /// A namespace for this view.
    public init() { link = NamespaceLink() }

    /// The namespace's id.
    public var wrappedValue: ID { link.id }
}

/// Connects one `@Namespace` value (views are re-created often) to the id kept in the node.
final class NamespaceLink: @unchecked Sendable {
    private let lock = NSLock()
    private var bound: Namespace.ID?
    private var unbound: Namespace.ID?

    /// The node's namespace once bound; before that one made for this value alone.
    var id: Namespace.ID {
        lock.lock()
        defer { lock.unlock() }
        if let bound { return bound }
        if let unbound { return unbound }
        let made = Self.makeID()
        unbound = made
        return made
    }

    func bind(to id: Namespace.ID) {
        lock.lock()
        bound = id
        lock.unlock()
    }

    private static let counterLock = NSLock()
    nonisolated(unsafe) private static var counter: UInt64 = 0

    /// A namespace id never given before in this process.
    static func makeID() -> Namespace.ID {
        counterLock.lock()
        defer { counterLock.unlock() }
        counter += 1
        return Namespace.ID(rawValue: counter)
    }
}

/// The storage of a `@Namespace` in its view's node.
private final class NamespaceStorage {
    let id = NamespaceLink.makeID()
}

extension Namespace: StorageBindingProperty, ComparisonIgnoredProperty {
    func bind(to node: some DynamicPropertyStorage, slot: Int) {
        if let existing = node.storageSlot(slot) as? NamespaceStorage {
            link.bind(to: existing.id)
        } else {
            let storage = NamespaceStorage()
            node.setStorageSlot(slot, storage)
            link.bind(to: storage.id)
        }
    }
}

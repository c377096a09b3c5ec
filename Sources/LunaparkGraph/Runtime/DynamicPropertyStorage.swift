import Foundation

/// A node that keeps the persistent storage of the dynamic properties (`@State`,
/// `@StateObject`, `@Namespace`, `@Environment`, ...) of the value whose body it
/// evaluates: a view's (`CompositeNode`) or a view modifier's (`ModifierNode`; SwiftUI
/// gives a `ViewModifier`'s `@State` the same lifetime as the modified view's).
@MainActor
protocol DynamicPropertyStorage: ViewNode {
    /// The storage, one slot per dynamic property in declaration order.
    var propertySlots: DynamicPropertySlots { get set }
}

extension DynamicPropertyStorage {
    /// The object in `slot`, or nil before its property was first bound.
    func storageSlot(_ slot: Int) -> AnyObject? { propertySlots[slot] }

    /// Keeps `object` in `slot` for as long as the node lives.
    func setStorageSlot(_ slot: Int, _ object: AnyObject) { propertySlots[slot] = object }
}

/// The storage objects of one node's dynamic properties, by slot (0, 1, ...).
struct DynamicPropertySlots {
    private var objects: [AnyObject?] = []

    /// The object in `slot`; nil when none was stored. Setting a slot past the end grows the list.
    subscript(slot: Int) -> AnyObject? {
        get { slot >= 0 && slot < objects.count ? objects[slot] : nil }
        set {
            guard slot >= 0 else { return }
            while objects.count <= slot { objects.append(nil) }
            objects[slot] = newValue
        }
    }
}

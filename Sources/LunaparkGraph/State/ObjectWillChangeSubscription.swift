import Combine
import Foundation
import LunaparkCore

/// A view node's subscription to one `ObservableObject`'s `objectWillChange`
/// (what `@StateObject`, `@ObservedObject` and `@EnvironmentObject` keep in the
/// node's storage).
///
/// Each `objectWillChange` marks the node for the next update pass, in the
/// transaction current where the change was made: changes before one pass are
/// coalesced into one body evaluation, and `withAnimation { model.x = ... }`
/// animates what the body then shows. As in SwiftUI, the node is evaluated
/// again whether or not its body read the property that changed. The
/// subscription holds neither the object nor the node: an object the view no
/// longer refers to is released, and a node that left the tree ends it.
@MainActor
final class ObjectWillChangeSubscription {
    /// The object observed now (weak: observing does not own).
    private weak var object: AnyObject?
    private var cancellable: AnyCancellable?

    /// The subscription kept in `node`'s storage `slot`, made on first use.
    static func inSlot(_ slot: Int, of node: some DynamicPropertyStorage) -> ObjectWillChangeSubscription {
        if let existing = node.storageSlot(slot) as? ObjectWillChangeSubscription { return existing }
        let subscription = ObjectWillChangeSubscription()
        node.setStorageSlot(slot, subscription)
        return subscription
    }

    /// Observes `object` for `node`, replacing the object observed before (if another).
    func observe<Object: ObservableObject>(_ object: Object, for node: ViewNode) {
        if self.object === object, cancellable != nil { return }
        self.object = object
        cancellable = object.objectWillChange.sink { [weak node] _ in
            MainActorHop.run { transaction in
                guard let node, node.isAttached else { return }
                node.graph.invalidate(node, transaction: transaction, cause: .observableObject)
            }
        }
    }

    /// Stops observing (the property no longer refers to an object).
    func stop() {
        object = nil
        cancellable = nil
    }
}

/// A binding to a property of an `ObservableObject` (what `$model.property` gives through
/// `@StateObject`, `@ObservedObject` and `@EnvironmentObject`).
///
/// Its identity is left unknown on purpose: a view given such a binding is evaluated again
/// whenever its parent is (the parent observes the object, so it is on every change), since
/// the child itself does not subscribe to the object.
@MainActor
func observableObjectBinding<Object: ObservableObject, Subject>(
    _ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Subject>
) -> Binding<Subject> {
    Binding(get: { object[keyPath: keyPath] },
            set: { newValue, _ in object[keyPath: keyPath] = newValue },
            identity: nil)
}

import Combine
import Foundation
import LunaparkCore

/// `onReceive(_:perform:)`: runs an action with each value a publisher emits while the view
/// is in the tree.
///
/// The view subscribes after the update that inserts it (so a publisher that emits on
/// subscription, such as `Just` or a `CurrentValueSubject`, calls the action once then, not
/// in the middle of the update) and cancels when the view leaves the tree. A new view value
/// with the same publisher (the same instance, or an equal value) keeps the subscription,
/// so a `Timer.publish(...).autoconnect()` stored in the view keeps its rhythm across body
/// evaluations; another publisher replaces it. The action always is the latest one given.
/// Values run the action on the main actor, at once when emitted there, else on the main
/// queue's next turn; the state it changes is changed in the transaction current where the
/// value was sent (`withAnimation { subject.send(x) }` animates).
public struct _ReceiveActionModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    public typealias Body = Never
    /// The publisher (not named `publisher`: on the node's implicitly unwrapped `model`, that
    /// name would find Combine's `Optional.publisher` first).
    let source: P
    let action: (P.Output) -> Void

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ReceiveActionNode<P>(parent: parent, graph: graph)
    }
}

@MainActor
final class ReceiveActionNode<P: Publisher>: SingleChildModifierNode<_ReceiveActionModifier<P>> where P.Failure == Never {
    private var subscribedPublisher: P?
    private var cancellable: AnyCancellable?

    override func modelDidChange(from old: _ReceiveActionModifier<P>?, context: UpdateContext) {
        if let subscribedPublisher, ViewComparison.isSameValue(subscribedPublisher, model.source) { return }
        let publisher = model.source
        subscribedPublisher = publisher
        cancellable = nil
        graph.afterUpdate { [weak self] in self?.subscribe(to: publisher) }
    }

    private func subscribe(to publisher: P) {
        guard isAttached else { return }
        cancellable = publisher.sink { [weak self] value in
            MainActorHop.run { transaction in self?.deliver(value, transaction: transaction) }
        }
    }

    private func deliver(_ value: P.Output, transaction: Transaction) {
        guard isAttached else { return }
        let action = model.action
        let run = { _withCurrentTransaction(transaction) { DependencyTracker.untracked { action(value) } } }
        // A value sent during an update pass (by state the pass applies) acts after the pass.
        if graph.isUpdating { graph.afterUpdate(run) } else { run() }
    }

    override func willUnmount() {
        cancellable = nil
        subscribedPublisher = nil
        super.willUnmount()
    }
}

extension View {
    /// Runs `action` with each value `publisher` emits while this view is in the tree
    /// (SwiftUI's `onReceive(_:perform:)`).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(_ReceiveActionModifier(source: publisher, action: action))
    }
}

extension _ReceiveActionModifier: AppliesToWholeList {}

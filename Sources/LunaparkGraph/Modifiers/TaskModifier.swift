import Foundation
import LunaparkCore

/// `task(priority:_:)` and `task(id:priority:_:)`: an asynchronous action
/// whose lifetime is the view's.
///
/// As in SwiftUI: the task starts when the view appears (with `onAppear`,
/// after the update that inserted it), is cancelled when the view disappears
/// (with `onDisappear`, after its removal transition) if it has not finished,
/// and with an `id`, is cancelled and started again whenever the id changes.
/// The action keeps the isolation it was written with: written in a view's
/// `body` it runs on the main actor, so its state changes after each `await`
/// (a `Task.sleep`, say) are applied in the next frame the host builds.
public struct _TaskModifier<ID: Equatable>: ViewModifier {
    public typealias Body = Never
    let id: ID
    let priority: TaskPriority
    let action: @isolated(any) @Sendable () async -> Void

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        TaskNode<ID>(parent: parent, graph: graph)
    }
}

@MainActor
final class TaskNode<ID: Equatable>: SingleChildModifierNode<_TaskModifier<ID>> {
    private var task: Task<Void, Never>?

    override func modelDidChange(from old: _TaskModifier<ID>?, context: UpdateContext) {
        guard let old, isMounted, old.id != model.id else { return }
        // A new id: the old task is cancelled and a new one starts after this update.
        task?.cancel()
        task = nil
        graph.afterUpdate { [weak self] in self?.start() }
    }

    override func didMount() {
        super.didMount()
        graph.afterUpdate { [weak self] in self?.start() }
    }

    /// When the view has left the tree (after its removal transition), as `onDisappear`.
    override func willUnmount() {
        super.willUnmount()
        task?.cancel()
        task = nil
    }

    private func start() {
        guard isMounted, task == nil else { return }
        task = Task(priority: model.priority, operation: model.action)
    }
}

extension View {
    /// Runs `action` as a task when this view appears, and cancels it when the
    /// view disappears before it finished (SwiftUI's `task(priority:_:)`).
    /// Written in `body`, the action runs on the main actor.
    public func task(priority: TaskPriority = .userInitiated,
                                 @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        modifier(_TaskModifier(id: 0, priority: priority, action: action))
    }

    /// Runs `action` as a task when this view appears, cancels it when the view
    /// disappears, and cancels and starts it again each time `value` changes
    /// (SwiftUI's `task(id:priority:_:)`).
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                               @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        modifier(_TaskModifier(id: value, priority: priority, action: action))
    }
}

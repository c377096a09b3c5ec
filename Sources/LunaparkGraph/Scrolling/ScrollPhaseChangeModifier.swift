import Foundation
import LunaparkCore

/// `onScrollPhaseChange(_:)`: watches the phase of the first scroll view in the modified view.
public struct _ScrollPhaseChangeModifier: ViewModifier {
    public typealias Body = Never
    let action: (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ScrollPhaseChangeNode(parent: parent, graph: graph)
    }
}

@MainActor
final class ScrollPhaseChangeNode: SingleChildModifierNode<_ScrollPhaseChangeModifier>, ScrollRegionObserving {
    private weak var observed: ScrollViewNode?

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        if observed == nil, let scroll = content?.firstScrollView {
            observed = scroll
            scroll.addObserver(self)
        }
    }

    func scrollRegionDidChange() {}

    func scrollPhaseDidChange(from old: ScrollPhase, to new: ScrollPhase, context: ScrollPhaseChangeContext) {
        let action = model.action
        graph.afterUpdate { DependencyTracker.untracked { action(old, new, context) } }
    }
}

extension View {
    /// Runs `action` with the old and new phase whenever the phase of the first scroll view in
    /// this view changes (SwiftUI's `onScrollPhaseChange(_:)`, iOS 18): `.tracking` when a
    /// press lands on it, `.interacting` while a drag or a wheel turn moves it, `.decelerating`
    /// while it glides or springs after a release, `.animating` during an animated programmatic
    /// scroll, and `.idle` when it rests. The action runs after the update pass.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        modifier(_ScrollPhaseChangeModifier { old, new, _ in action(old, new) })
    }

    /// `onScrollPhaseChange(_:)` whose action also receives the scroll view's geometry and
    /// velocity when the phase changed (`ScrollPhaseChangeContext`).
    public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> some View {
        modifier(_ScrollPhaseChangeModifier(action: action))
    }
}

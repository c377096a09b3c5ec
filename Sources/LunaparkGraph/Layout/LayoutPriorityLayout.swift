import Foundation
import LunaparkCore

/// `layoutPriority(_:)`: stacks give space to higher priorities first.
public struct _LayoutPriorityLayout: ViewModifier, Equatable {
    public typealias Body = Never
    let priority: Double

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        LayoutModifierNode<_LayoutPriorityLayout>(parent: parent, graph: graph)
    }
}

extension _LayoutPriorityLayout: LayoutModifier {
    var priorityValue: Double? { priority }

    func sizeThatFits(_ proposal: ProposedViewSize, content: ViewNode) -> CGSize { content.measure(proposal) }

    func contentFrame(in rect: CGRect, content: ViewNode) -> CGRect { rect }
}

extension View {
    /// Sets the priority with which a stack gives this view space (default 0).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(_LayoutPriorityLayout(priority: value))
    }
}

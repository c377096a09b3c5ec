import Foundation
import LunaparkCore

/// `listRowBackground(_:)`.
public struct _ListRowBackgroundModifier<Background: View>: ViewModifier {
    public typealias Body = Never
    let background: Background?

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ListRowBackgroundNode<Background>(parent: parent, graph: graph)
    }
}

/// A row's background, placed by the list around it in the row's whole line.
@MainActor
protocol ListRowBackgroundCarrying {
    /// Places the background in `line` (the row's cell, content coordinates).
    func placeRowBackground(in line: CGRect, transaction: Transaction)
}

/// The node of `listRowBackground(_:)`: its content as usual, and the background view drawn
/// behind it in the rectangle the list gives (none outside a list).
@MainActor
final class ListRowBackgroundNode<Background: View>: SingleChildModifierNode<_ListRowBackgroundModifier<Background>>,
    ListRowBackgroundCarrying, RowChainNode {
    private var background: ViewNode?
    /// The row's line in the last layout, set by the list after it placed the row (nil: not in a list).
    private var rowLine: CGRect?

    override var children: [ViewNode] { (background.map { [$0] } ?? []) + (content.map { [$0] } ?? []) }
    var rowChainContent: ViewNode? { content }

    override func modelDidChange(from old: _ListRowBackgroundModifier<Background>?, context: UpdateContext) {
        if let view = model.background {
            background = reconcile(background, with: view, context: context)
        } else {
            background = reconcile(background, with: EmptyView(), context: context)
        }
        if old != nil { graph.setNeedsLayout() }
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        rowLine = nil
        super.placeSubtree(in: rect, transaction: transaction)
    }

    func placeRowBackground(in line: CGRect, transaction: Transaction) {
        rowLine = line
        background?.place(in: line, transaction: effectiveTransaction(inherited: transaction))
    }

    override func render(into builder: inout DisplayListBuilder) {
        if rowLine != nil { background?.render(into: &builder) }
        super.render(into: &builder)
    }
}

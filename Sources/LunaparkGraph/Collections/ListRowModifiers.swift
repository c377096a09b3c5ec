import Foundation
import LunaparkCore

extension View {
    /// Sets the insets around this row's content in a `List` (SwiftUI's `listRowInsets(_:)`),
    /// in points, in place of the plain style's 11 above and below and 20 at the sides; nil
    /// keeps the style's. Rows are still at least 44 points tall. Outside a list it does nothing.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_ListRowInsetsModifier(insets: insets))
    }

    /// Shows or hides the separators of this row in a `List` (SwiftUI's
    /// `listRowSeparator(_:edges:)`): `.hidden` with `.bottom` removes the hairline under the
    /// row, with `.top` the one above it (the previous row's); `.automatic` and `.visible`
    /// keep them. Outside a list it does nothing.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowSeparatorModifier(visibility: visibility, edges: edges))
    }

    /// Draws `view` behind this row of a `List` (SwiftUI's `listRowBackground(_:)`), filling
    /// the row's whole width and height, insets included, under its separators; nil draws
    /// none. Outside a list the background is not drawn.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(_ListRowBackgroundModifier(background: view))
    }
}

/// `listRowInsets(_:)`.
public struct _ListRowInsetsModifier: ViewModifier {
    public typealias Body = Never
    let insets: EdgeInsets?

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ListRowTraitNode<Self>(parent: parent, graph: graph)
    }
}

/// `listRowSeparator(_:edges:)`.
public struct _ListRowSeparatorModifier: ViewModifier {
    public typealias Body = Never
    let visibility: Visibility
    let edges: VerticalEdge.Set

    /// Whether the separator on `edge` of the row is hidden.
    func hides(_ edge: VerticalEdge) -> Bool { visibility == .hidden && edges.contains(VerticalEdge.Set(edge)) }

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ListRowTraitNode<Self>(parent: parent, graph: graph)
    }
}

/// A row modifier that only carries a value for the list around it: a change lays the list out again.
@MainActor
final class ListRowTraitNode<M>: PassThroughModifierNode<M> {
    override func modelDidChange(from old: M?, context: UpdateContext) {
        if old != nil { graph.setNeedsLayout() }
    }
}

/// Nodes with a second child beside their content (backgrounds, overlays): a row's traits
/// are looked for in `rowChainContent`.
@MainActor
protocol RowChainNode {
    var rowChainContent: ViewNode? { get }
}

extension OverlayNode: RowChainNode {
    var rowChainContent: ViewNode? { content }
}

extension ViewNode {
    /// The value of the row modifier `M` on this row (see `firstInRowChain(_:)`).
    func listRowTrait<M>(_ type: M.Type) -> M? {
        firstInRowChain { ($0 as? ListRowTraitNode<M>)?.model }
    }

    /// The first match of `match` going down through this row's modifiers and bodies (nodes
    /// with one child, and the content of backgrounds and overlays) until a container, at
    /// most 64 nodes deep: the outermost modifier of its kind wins, as in SwiftUI.
    func firstInRowChain<T>(_ match: (ViewNode) -> T?) -> T? {
        var node: ViewNode? = self
        var depth = 0
        while let n = node, depth < 64 {
            if let found = match(n) { return found }
            if let chain = n as? RowChainNode {
                node = chain.rowChainContent
            } else {
                let children = n.children
                node = children.count == 1 ? children[0] : nil
            }
            depth += 1
        }
        return nil
    }
}

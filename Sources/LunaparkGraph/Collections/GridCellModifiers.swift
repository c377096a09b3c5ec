import Foundation
import LunaparkCore

/// `gridCellAnchor(_:)`: where a cell sits in its slot, instead of the grid's alignment.
public struct _GridCellAnchorModifier: ViewModifier, Equatable {
    public typealias Body = Never
    let anchor: UnitPoint

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        GridCellTraitNode<_GridCellAnchorModifier>(parent: parent, graph: graph)
    }
}

/// `gridColumnAlignment(_:)`: the horizontal alignment of the column the cell is in.
public struct _GridColumnAlignmentModifier: ViewModifier, Equatable {
    public typealias Body = Never
    let alignment: HorizontalAlignment

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        GridCellTraitNode<_GridColumnAlignmentModifier>(parent: parent, graph: graph)
    }
}

/// `gridCellUnsizedAxes(_:)`: the axes on which the cell does not size its column or row.
public struct _GridCellUnsizedAxesModifier: ViewModifier, Equatable {
    public typealias Body = Never
    let axes: Axis.Set

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        GridCellTraitNode<_GridCellUnsizedAxesModifier>(parent: parent, graph: graph)
    }
}

/// The node of a grid cell modifier: passes its content through; the grid reads the value
/// (`gridCellTrait(_:)`), and a changed value lays the grid out again.
@MainActor
final class GridCellTraitNode<M: Equatable>: SingleChildModifierNode<M> {
    override func modelDidChange(from old: M?, context: UpdateContext) {
        if old != model { graph.setNeedsLayout() }
    }
}

extension ViewNode {
    /// The value of the grid cell modifier `M` on this cell, found through the wrappers that pass
    /// their content's traits on (`traitSource`: modifiers, `background`, `overlay`); nil without.
    func gridCellTrait<M: Equatable>(_ type: M.Type) -> M? {
        var node: ViewNode? = self
        while let current = node {
            if let cell = current as? GridCellTraitNode<M> { return cell.model }
            node = current.traitSource
        }
        return nil
    }
}

extension View {
    /// Places this grid cell's `anchor` point on the same unit point of its slot (SwiftUI's
    /// `gridCellAnchor(_:)`): `UnitPoint(x: 0.25, y: 0.75)` puts a small cell a quarter of the
    /// way across its slot and three quarters down. Replaces the grid's, the row's and the
    /// column's alignment for this cell; outside a `Grid` or `GridLayout` it does nothing.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(_GridCellAnchorModifier(anchor: anchor))
    }

    /// Aligns the cells of the grid column this view is in horizontally by `guide` (SwiftUI's
    /// `gridColumnAlignment(_:)`), instead of the grid's alignment. Put it on any one cell of the
    /// column; when cells of one column disagree, the first in row order wins. Cells spanning
    /// several columns follow their first column's alignment; a `gridCellAnchor` wins over it.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(_GridColumnAlignmentModifier(alignment: guide))
    }

    /// Asks grid layouts not to size this cell's column (`.horizontal`) or row (`.vertical`) by
    /// it (SwiftUI's `gridCellUnsizedAxes(_:)`): the cell is offered the slot the other cells
    /// size, so a `Divider` or a `Color` fills the grid's width or a row's height without
    /// widening or heightening it.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(_GridCellUnsizedAxesModifier(axes: axes))
    }
}

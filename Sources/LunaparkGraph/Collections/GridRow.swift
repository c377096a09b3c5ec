import Foundation
import LunaparkCore

/// A row of cells in a `Grid` (SwiftUI's `GridRow`): each view of `content` fills the next
/// column. Outside a grid it lays its views out as an `HStack` does.
public struct GridRow<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    /// A grid row of the views of `content`, aligned vertically in their cells by `alignment`
    /// (nil: the grid's alignment).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        GridRowNode(parent: parent, graph: graph)
    }
}

@MainActor
protocol GridRowView {
    var rowAlignment: VerticalAlignment? { get }
    var rowContent: any View { get }
}

extension GridRow: GridRowView {
    var rowAlignment: VerticalAlignment? { alignment }
    var rowContent: any View { content }
}

/// The node of a `GridRow`: holds the cells; the grid lays them out.
@MainActor
final class GridRowNode: ContainerNode {
    private(set) var alignment: VerticalAlignment?
    private let stack = StackLayout(axis: .horizontal, alignment: 0.5, spacing: nil)

    override func update(with view: any View, context: UpdateContext) {
        let row = view as! GridRowView
        recordUpdate(context)
        if row.rowAlignment != alignment { alignment = row.rowAlignment; graph.setNeedsLayout() }
        updateContent(row.rowContent, context: context)
    }

    // Outside a grid: an HStack.
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { stack.sizeThatFits(proposal, items: items) }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        let t = effectiveTransaction(inherited: transaction)
        guard isArrangedByGridLayout else {
            stack.place(items: items, in: rect, for: self, transaction: t)
            return
        }
        // In a `GridLayout`: each cell where the grid put it, moved with the row's rectangle.
        for cell in items {
            guard let offset = gridCellOffsets[ObjectIdentifier(cell)] else { continue }
            let frame = offset.offsetBy(dx: rect.minX, dy: rect.minY)
            cell.place(in: placedForLayoutDirection(frame, in: rect), transaction: t)
        }
    }

    /// The cells' frames relative to the row's origin, from the `GridLayout` that last placed the row.
    private var gridCellOffsets: [ObjectIdentifier: CGRect] = [:]

    /// Whether the container the row is in lays it out as a grid row (a `GridLayout`).
    private var isArrangedByGridLayout: Bool {
        var node = parent
        while let current = node, !(current is ContainerNode) { node = current.parent }
        return (node as? GridRowArranging)?.arrangesGridRows ?? false
    }

    /// Records where a `GridLayout` puts the row's cells (root coordinates, before mirroring)
    /// when it puts the row in `rowFrame`; the row places them when it is placed. A change
    /// marks the row for placement, also when its own rectangle stays the same.
    func setGridCellFrames(_ cells: [(node: ViewNode, frame: CGRect)], in rowFrame: CGRect) {
        var offsets: [ObjectIdentifier: CGRect] = [:]
        for cell in cells {
            offsets[ObjectIdentifier(cell.node)] = cell.frame.offsetBy(dx: -rowFrame.minX, dy: -rowFrame.minY)
        }
        if offsets != gridCellOffsets {
            gridCellOffsets = offsets
            needsPlacement = true
        }
    }

    /// Records the row's frame when a grid places its cells itself.
    func placeAsGridRow(in rect: CGRect, transaction: Transaction) {
        setLayoutFrame(rect, transaction: transaction)
    }
}

/// `gridCellColumns(_:)`: the number of columns a cell spans.
public struct _GridCellColumnsModifier: ViewModifier {
    public typealias Body = Never
    let count: Int

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        GridCellColumnsNode(parent: parent, graph: graph)
    }
}

@MainActor
final class GridCellColumnsNode: SingleChildModifierNode<_GridCellColumnsModifier> {
    override func modelDidChange(from old: _GridCellColumnsModifier?, context: UpdateContext) {
        if old?.count != model.count { graph.setNeedsLayout() }
    }
}

extension ViewNode {
    /// The columns this grid cell spans: its `gridCellColumns(_:)`, found through the wrappers
    /// that pass their content's traits on (`traitSource`: modifiers, `background`, `overlay`);
    /// 1 without.
    var gridCellColumns: Int {
        var node: ViewNode? = self
        while let current = node {
            if let cell = current as? GridCellColumnsNode { return max(1, cell.model.count) }
            node = current.traitSource
        }
        return 1
    }

    /// The `GridRow` this item is (through single-child wrappers such as a `ForEach`'s), if any.
    var gridRowNode: GridRowNode? {
        var node: ViewNode = self
        while true {
            if let row = node as? GridRowNode { return row }
            let kids = node.children
            guard kids.count == 1 else { return nil }
            node = kids[0]
        }
    }
}

extension View {
    /// Makes this cell of a `GridRow` span `count` columns (values below 1 count as 1).
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(_GridCellColumnsModifier(count: count))
    }
}

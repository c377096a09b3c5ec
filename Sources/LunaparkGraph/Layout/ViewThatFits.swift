import Foundation
import LunaparkCore

/// A view that shows the first of its children that fits the space offered (SwiftUI's
/// `ViewThatFits`).
///
/// The children are tried in the order written: a child fits when its ideal size (measured
/// with no proposal on the constrained axes, and the offered length on the others) is no
/// larger than the space offered on each constrained axis; an axis offered no length
/// (`nil`, as inside a scroll view) fits anything. The last child is shown when none fits.
/// Only the chosen child is drawn and takes presses; it is offered the whole space and
/// centred in it, and the container takes its size. The others keep their state.
public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// Chooses among `content`'s views on `axes` (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ViewThatFitsNode(parent: parent, graph: graph)
    }
}

@MainActor
protocol ViewThatFitsParts {
    var fittingAxes: Axis.Set { get }
    var fittingContent: any View { get }
}

extension ViewThatFits: ViewThatFitsParts {
    var fittingAxes: Axis.Set { axes }
    var fittingContent: any View { content }
}

@MainActor
final class ViewThatFitsNode: ContainerNode {
    private var axes: Axis.Set = [.horizontal, .vertical]
    /// The child drawn: the one chosen for the space this node was placed in.
    private var shownIndex: Int?

    override var tracksDisplayChanges: Bool { true }
    override func layoutFrameDidChange() {}

    override func update(with view: any View, context: UpdateContext) {
        let parts = view as! ViewThatFitsParts
        recordUpdate(context)
        if parts.fittingAxes != axes { axes = parts.fittingAxes }
        updateContent(parts.fittingContent, context: context)
        invalidateLayout()
    }

    /// The index of the first item whose ideal size fits `proposal` on the constrained axes,
    /// else the last; nil without items.
    func chosenIndex(for proposal: ProposedViewSize) -> Int? {
        let items = items
        guard !items.isEmpty else { return nil }
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        let ideal = ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        // Half a thousandth of a point of tolerance, for lengths that went through arithmetic.
        func fits(_ length: CGFloat, _ offered: CGFloat?) -> Bool { offered.map { length <= $0 + 0.0005 } ?? true }
        for (index, item) in items.enumerated().dropLast() {
            let size = item.measure(ideal)
            if (!horizontal || fits(size.width, proposal.width)) && (!vertical || fits(size.height, proposal.height)) {
                return index
            }
        }
        return items.count - 1
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard let index = chosenIndex(for: proposal) else { return .zero }
        return items[index].measure(proposal)
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        let proposal = ProposedViewSize(rect.size)
        let index = chosenIndex(for: proposal)
        if index != shownIndex {
            shownIndex = index
            graph.setNeedsDisplay()
        }
        guard let index else { return }
        let item = items[index]
        let size = item.measure(proposal)
        let frame = CGRect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2,
                           width: size.width, height: size.height)
        item.place(in: frame, transaction: effectiveTransaction(inherited: transaction))
    }

    override func render(into builder: inout DisplayListBuilder) {
        guard let shownIndex, shownIndex < items.count else { return }
        items[shownIndex].render(into: &builder)
    }

    override func hitTest(_ point: CGPoint) -> PointerTarget? {
        guard let shownIndex, shownIndex < items.count else { return nil }
        return items[shownIndex].hitTest(point)
    }
}

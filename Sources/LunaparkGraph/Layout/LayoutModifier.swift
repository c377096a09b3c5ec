import Foundation
import LunaparkCore

/// A built-in modifier that lays its content out.
@MainActor
protocol LayoutModifier: Equatable {
    func sizeThatFits(_ proposal: ProposedViewSize, content: ViewNode) -> CGSize
    /// Where the content goes in the modifier's `rect` (root coordinates).
    func contentFrame(in rect: CGRect, content: ViewNode) -> CGRect
    var priorityValue: Double? { get }
}

extension LayoutModifier {
    var priorityValue: Double? { nil }
}

/// The node of a layout modifier; a changed value re-lays out the tree.
@MainActor
final class LayoutModifierNode<L: LayoutModifier>: SingleChildModifierNode<L> {
    // Draws nothing: a changed value asks for layout, which builds a new display list.
    override var tracksDisplayChanges: Bool { true }

    // Draws nothing of its own: a new frame changes no item of the display list.
    override func layoutFrameDidChange() {}

    override func modelDidChange(from old: L?, context: UpdateContext) {
        if old != model { invalidateLayout() }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard let content else { return .zero }
        return model.sizeThatFits(proposal, content: content)
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        setLayoutFrame(rect, transaction: transaction)
        guard let content else { return }
        content.place(in: placedForLayoutDirection(model.contentFrame(in: rect, content: content), in: rect),
                      transaction: effectiveTransaction(inherited: transaction))
    }

    override var layoutPriority: Double { model.priorityValue ?? super.layoutPriority }
}

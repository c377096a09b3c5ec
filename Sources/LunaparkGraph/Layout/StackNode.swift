import Foundation
import LunaparkCore

/// The node of a `VStack` or `HStack`: lays its children out along its axis (`StackLayout`).
@MainActor
final class StackNode: ContainerNode {
    private var layout = StackLayout(axis: .vertical, alignment: 0.5, spacing: nil)
    var axis: Axis { layout.axis }

    // Draws nothing of its own: a new frame changes no item of the display list, and an
    // update that changes the layout asks for layout (`invalidateLayout()`).
    override func layoutFrameDidChange() {}
    override var tracksDisplayChanges: Bool { true }

    override func update(with view: any View, context: UpdateContext) {
        let stack = view as! StackView
        recordUpdate(context)
        let newLayout = stack.stackLayout
        if newLayout.axis != layout.axis || newLayout.alignment != layout.alignment || newLayout.spacing != layout.spacing
            || newLayout.guide != layout.guide {
            layout = newLayout
            invalidateLayout()
        }
        updateContent(stack.stackContent, context: context)
    }

    override var nestedListLayout: ListItemsLayout? { .stack(layout) }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        layout.sizeThatFits(proposal, items: items)
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        layout.place(items: items, in: rect, proposal: proposalAnswered(by: rect.size), for: self,
                     transaction: effectiveTransaction(inherited: transaction))
    }
}

/// What a stack node needs from its view.
@MainActor
protocol StackView {
    var stackLayout: StackLayout { get }
    var stackContent: any View { get }
}

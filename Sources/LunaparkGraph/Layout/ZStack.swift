import Foundation
import LunaparkCore

/// A view that overlays its children, aligned in both axes (SwiftUI's `ZStack`).
/// Its size is the union of its children's sizes; later children draw on top.
public struct ZStack<Content: View>: View {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ZStackNode(parent: parent, graph: graph)
    }
}

@MainActor
protocol ZStackView {
    var zAlignment: Alignment { get }
    var zContent: any View { get }
}

extension ZStack: ZStackView {
    var zAlignment: Alignment { alignment }
    var zContent: any View { content }
}

@MainActor
final class ZStackNode: ContainerNode {
    private var alignment = Alignment.center

    // Draws nothing of its own: a new frame changes no item of the display list, and an
    // update that changes the layout asks for layout (`invalidateLayout()`).
    override func layoutFrameDidChange() {}
    override var tracksDisplayChanges: Bool { true }

    override func update(with view: any View, context: UpdateContext) {
        let z = view as! ZStackView
        recordUpdate(context)
        if z.zAlignment != alignment { alignment = z.zAlignment; invalidateLayout() }
        updateContent(z.zContent, context: context)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let sizes = items.map { $0.measure(proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        let t = effectiveTransaction(inherited: transaction)
        let proposal = ProposedViewSize(rect.size)
        for item in items {
            let size = item.measure(proposal)
            item.place(in: placedForLayoutDirection(CGRect(origin: alignment.origin(of: size, in: rect), size: size), in: rect),
                       transaction: t)
        }
    }
}

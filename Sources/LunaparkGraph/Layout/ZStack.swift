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
    /// The items and their sizes: a change in one item measures and places only that one.
    private var itemCache = LayoutItemCache()

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

    override var nestedListLayout: ListItemsLayout? { .overlay(alignment) }

    override func layoutItemDidChange(_ item: ViewNode?) { itemCache.noteChange(of: item) }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        var width: CGFloat = 0
        var height: CGFloat = 0
        for size in itemCache.sizes(for: proposal, of: self) {
            width = max(width, size.width)
            height = max(height, size.height)
        }
        return CGSize(width: width, height: height)
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        let t = effectiveTransaction(inherited: transaction)
        let sizes = itemCache.sizes(for: ProposedViewSize(rect.size), of: self)
        let items = itemCache.items
        for index in itemCache.indicesToPlace(in: rect, of: self) {
            let size = sizes[index]
            items[index].place(in: placedForLayoutDirection(CGRect(origin: alignment.origin(of: size, in: rect), size: size), in: rect),
                               transaction: t)
        }
    }
}

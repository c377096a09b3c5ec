import Foundation
import LunaparkCore

/// `safeAreaPadding`: adds `insets` to the safe area the content sees. Content that respects
/// the safe area is inset as by `padding`; a scroll view (or a view that ignores the safe
/// area) still fills the whole frame and insets its content instead.
public struct _SafeAreaPaddingLayout: ViewModifier, Equatable {
    public typealias Body = Never
    let insets: EdgeInsets

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        SafeAreaPaddingNode(parent: parent, graph: graph)
    }
}

@MainActor
final class SafeAreaPaddingNode: SingleChildModifierNode<_SafeAreaPaddingLayout>, SafeAreaProviding {
    override var tracksDisplayChanges: Bool { true }
    override func layoutFrameDidChange() {}

    override func modelDidChange(from old: _SafeAreaPaddingLayout?, context: UpdateContext) {
        if old != model { invalidateLayout() }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard let content else { return .zero }
        return _PaddingLayout(insets: model.insets).sizeThatFits(proposal, content: content)
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        setLayoutFrame(rect, transaction: transaction)
        content?.place(in: placedForLayoutDirection(rect.inset(by: model.insets), in: rect),
                       transaction: effectiveTransaction(inherited: transaction))
    }

    func safeAreaLayer(for child: ViewNode) -> SafeAreaLayer? {
        SafeAreaLayer(safe: layoutFrame.inset(by: model.insets), outer: layoutFrame)
    }
}

extension View {
    /// Adds `insets` to the safe area of this view (SwiftUI's `safeAreaPadding(_:)`): its content
    /// is laid out inside them, except a scroll view, which fills the frame and insets its
    /// content (a carousel whose first card starts 20 points in but scrolls to the edge).
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(_SafeAreaPaddingLayout(insets: insets))
    }

    /// Adds `length` points (16 when nil) to the safe area on `edges` (SwiftUI's `safeAreaPadding(_:_:)`).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length ?? 16
        return safeAreaPadding(EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                                          bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
    }

    /// Adds `length` points to the safe area on every edge (SwiftUI's `safeAreaPadding(_:)`).
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }
}

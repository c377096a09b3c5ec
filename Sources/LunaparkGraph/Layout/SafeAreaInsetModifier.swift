import Foundation
import LunaparkCore

/// `safeAreaInset(edge:alignment:spacing:content:)`: `inset` is placed on `edge` of the modified
/// view, at its ideal thickness and the view's length, and the view's safe area is inset by
/// the bar's thickness plus `spacing`. The modified view is laid out in what remains; a scroll
/// view inside still fills the whole frame, under the bar, and insets its content by it.
public struct _SafeAreaInsetModifier<Inset: View>: ViewModifier {
    public typealias Body = Never
    let edge: Edge
    /// Where the bar sits along the edge (only the component across `edge` is used).
    let alignment: Alignment
    let spacing: CGFloat
    let inset: Inset

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        SafeAreaInsetNode<Inset>(parent: parent, graph: graph)
    }
}

@MainActor
final class SafeAreaInsetNode<Inset: View>: SingleChildModifierNode<_SafeAreaInsetModifier<Inset>>, SafeAreaProviding {
    private var bar: ViewNode?
    /// The safe area the content saw at the last layout.
    private var contentLayer: SafeAreaLayer?

    /// The content first, the bar drawn over it.
    override var children: [ViewNode] { (content.map { [$0] } ?? []) + (bar.map { [$0] } ?? []) }

    override func render(into builder: inout DisplayListBuilder) {
        for child in children { child.render(into: &builder) }
    }

    private var axis: Axis { model.edge == .top || model.edge == .bottom ? .vertical : .horizontal }

    override func modelDidChange(from old: _SafeAreaInsetModifier<Inset>?, context: UpdateContext) {
        if old?.edge != model.edge || old?.spacing != model.spacing || old?.alignment != model.alignment {
            invalidateLayout()
        }
        bar = reconcile(bar, with: model.inset, context: context)
    }

    /// The bar's size for a frame `across` points long on the other axis: its ideal thickness.
    private func barSize(across: CGFloat?) -> CGSize {
        guard let bar else { return .zero }
        var proposal = ProposedViewSize(width: nil, height: nil)
        proposal[axis.other] = across
        return bar.measure(proposal)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let barSize = barSize(across: proposal[axis.other])
        let band = barSize[axis] + model.spacing
        var inner = proposal
        inner[axis] = proposal[axis].map { max(0, $0 - band) }
        let inside = content?.measure(inner) ?? .zero
        var size = inside
        size[axis] = inside[axis] + band
        size[axis.other] = max(inside[axis.other], barSize[axis.other])
        return size
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        setLayoutFrame(rect, transaction: transaction)
        let t = effectiveTransaction(inherited: transaction)
        var size = barSize(across: rect.size[axis.other])
        size[axis] = min(size[axis], rect.size[axis])
        let band = min(rect.size[axis], size[axis] + model.spacing)
        var inner = rect
        switch model.edge {
        case .top: inner.origin.y += band; inner.size.height -= band
        case .bottom: inner.size.height -= band
        case .leading: inner.origin.x += band; inner.size.width -= band
        case .trailing: inner.size.width -= band
        }
        contentLayer = SafeAreaLayer(safe: inner, outer: rect)
        content?.place(in: placedForLayoutDirection(inner, in: rect), transaction: t)
        if let bar {
            bar.place(in: placedForLayoutDirection(CGRect(origin: model.alignment.origin(of: size, in: rect), size: size), in: rect),
                      transaction: t)
        }
    }

    func safeAreaLayer(for child: ViewNode) -> SafeAreaLayer? {
        child === content ? contentLayer : nil
    }
}

extension View {
    /// Shows `content` above or below this view, insetting this view's safe area by its height
    /// (SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)`). `content` is offered this
    /// view's width and takes its ideal height; `spacing` nil is the default spacing, 8 points.
    /// A scroll view inset this way scrolls under the bar, its content inset so that its last
    /// row can scroll out from under it.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(_SafeAreaInsetModifier(edge: edge == .top ? .top : .bottom,
                                        alignment: Alignment(horizontal: alignment, vertical: edge == .top ? .top : .bottom),
                                        spacing: spacing ?? StackLayout.defaultSpacing, inset: content()))
    }

    /// Shows `content` beside this view, insetting this view's safe area by its width (SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)` for a horizontal edge); see the vertical form.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(_SafeAreaInsetModifier(edge: edge == .leading ? .leading : .trailing,
                                        alignment: Alignment(horizontal: edge == .leading ? .leading : .trailing, vertical: alignment),
                                        spacing: spacing ?? StackLayout.defaultSpacing, inset: content()))
    }
}

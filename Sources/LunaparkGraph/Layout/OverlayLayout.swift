import Foundation
import LunaparkCore

/// `overlay` and `background`: a secondary view offered the primary view's
/// size, aligned on it, drawn above (overlay) or below (background) it. The
/// primary view alone decides the size.
public struct _OverlayModifier<Secondary: View>: ViewModifier {
    public typealias Body = Never
    let secondary: Secondary
    let alignment: Alignment
    let isBackground: Bool

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        OverlayNode<Secondary>(parent: parent, graph: graph)
    }
}

@MainActor
final class OverlayNode<Secondary: View>: SingleChildModifierNode<_OverlayModifier<Secondary>> {
    private var secondary: ViewNode?

    override var children: [ViewNode] {
        let primary = content.map { [$0] } ?? []
        let other = secondary.map { [$0] } ?? []
        return model?.isBackground == true ? other + primary : primary + other
    }

    override func modelDidChange(from old: _OverlayModifier<Secondary>?, context: UpdateContext) {
        if old?.alignment != model.alignment { invalidateLayout() }
        secondary = reconcile(secondary, with: model.secondary, context: context)
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        guard let secondary else { return }
        placeSecondary(secondary, aligned: model.alignment, in: rect, transaction: transaction)
    }

    override func render(into builder: inout DisplayListBuilder) {
        for child in children { child.render(into: &builder) }
    }



}

extension View {
    /// Layers `content` on top of this view, offered this view's size.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_OverlayModifier(secondary: content(), alignment: alignment, isBackground: false))
    }

    /// Layers `overlay` on top of this view (the older form).
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(_OverlayModifier(secondary: overlay, alignment: alignment, isBackground: false))
    }

    /// Layers a shape filled with `style` on top of this view.
    public func overlay<S: ShapeStyle, F: Shape>(_ style: S, in shape: F) -> some View {
        overlay { shape.fill(style) }
    }

    /// Layers `content` behind this view, offered this view's size.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_OverlayModifier(secondary: content(), alignment: alignment, isBackground: true))
    }

    /// Layers `background` behind this view (the older form). Disfavoured, as in SwiftUI: a
    /// `Color` given here is the shape style form, filling under the unsafe area it touches.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(_OverlayModifier(secondary: background, alignment: alignment, isBackground: true))
    }

    /// Fills the view's bounds with `style` behind it (SwiftUI's `background(_:ignoresSafeAreaEdges:)`):
    /// on `edges` where the view touches the safe area's edge, the fill reaches under the
    /// unsafe area, as a bar's background reaches under the home indicator.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background { Rectangle().fill(style).ignoresSafeArea(.container, edges: edges) }
    }

    /// Fills `shape` with `style` behind the view.
    public func background<S: ShapeStyle, F: Shape>(_ style: S, in shape: F) -> some View {
        background { shape.fill(style) }
    }
}

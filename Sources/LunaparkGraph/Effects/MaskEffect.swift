import Foundation
import LunaparkCore

/// `mask(alignment:_:)`: the content shows only where the mask view is
/// opaque. The mask is offered the content's size and aligned on it.
public struct _MaskModifier<Mask: View>: ViewModifier {
    public typealias Body = Never
    let mask: Mask
    let alignment: Alignment

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        MaskNode<Mask>(parent: parent, graph: graph)
    }
}

@MainActor
final class MaskNode<Mask: View>: SingleChildModifierNode<_MaskModifier<Mask>> {
    private var maskNode: ViewNode?

    override var children: [ViewNode] { (content.map { [$0] } ?? []) + (maskNode.map { [$0] } ?? []) }

    override func modelDidChange(from old: _MaskModifier<Mask>?, context: UpdateContext) {
        maskNode = reconcile(maskNode, with: model.mask, context: context)
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        guard let maskNode else { return }
        placeSecondary(maskNode, aligned: model.alignment, in: rect, transaction: transaction)
    }

    override func render(into builder: inout DisplayListBuilder) {
        guard let maskNode else { return super.render(into: &builder) }
        let maskItems = builder.capture { maskNode.render(into: &$0) }
        builder.beginLayer(DisplayList.Layer(id: displayID(3), mask: maskItems))
        content?.render(into: &builder)
        builder.endLayer()
    }

    override func hitTest(_ point: CGPoint) -> PointerTarget? { content?.hitTest(point) }
}

extension View {
    /// Shows this view only where `mask` is opaque.
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
        modifier(_MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Shows this view only where `mask` is opaque (the older form).
    public func mask<M: View>(_ mask: M) -> some View {
        modifier(_MaskModifier(mask: mask, alignment: .center))
    }
}

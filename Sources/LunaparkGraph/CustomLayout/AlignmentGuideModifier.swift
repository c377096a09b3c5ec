import Foundation
import LunaparkCore

/// `alignmentGuide(_:computeValue:)`: sets a view's value of one guide.
public struct _AlignmentGuideModifier: ViewModifier {
    public typealias Body = Never
    let guide: ExplicitAlignmentGuide

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        AlignmentGuideNode(parent: parent, graph: graph)
    }
}

@MainActor
final class AlignmentGuideNode: SingleChildModifierNode<_AlignmentGuideModifier> {
    override var tracksDisplayChanges: Bool { true }
    override func layoutFrameDidChange() {}

    override func modelDidChange(from old: _AlignmentGuideModifier?, context: UpdateContext) {
        graph.usesAlignmentGuides = true
        // The closure may compute another value: the container aligns again.
        if old != nil { invalidateLayout() }
    }
}

extension ViewNode {
    /// The guides this view sets with `alignmentGuide(_:computeValue:)` on its outer modifiers
    /// (down to its first container), outermost first.
    var explicitAlignmentGuides: [ExplicitAlignmentGuide] {
        guard graph.usesAlignmentGuides else { return [] }
        var guides: [ExplicitAlignmentGuide] = []
        var node: ViewNode? = self
        while let current = node, !(current is ContainerNode) {
            if let guide = current as? AlignmentGuideNode { guides.append(guide.model.guide) }
            let children = current.children
            node = children.count == 1 ? children[0] : nil
        }
        return guides
    }

    /// This view's dimensions at `size`, with its explicit guides.
    func dimensions(at size: CGSize) -> ViewDimensions {
        ViewDimensions(size: size, explicitGuides: explicitAlignmentGuides)
    }
}

extension View {
    /// Sets this view's value of the horizontal guide `g`, in points from its leading edge, to
    /// what `computeValue` returns for its dimensions: a stack or `ZStack` aligned on `g`
    /// lines this value up with its other children's. Set it on the view's outer modifiers:
    /// padding or frames outside the guide do not move it.
    public func alignmentGuide(_ g: HorizontalAlignment,
                               computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideModifier(guide: ExplicitAlignmentGuide(key: g.guideKey, computeValue: computeValue)))
    }

    /// Sets this view's value of the vertical guide `g`, in points from its top edge (see the
    /// horizontal form).
    public func alignmentGuide(_ g: VerticalAlignment,
                               computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideModifier(guide: ExplicitAlignmentGuide(key: g.guideKey, computeValue: computeValue)))
    }
}

/// Lines children up along a guide across a container's axis: each child's guide value (its
/// explicit one or the guide's default) is put at one line.
@MainActor
struct GuideAlignment {
    let key: AlignmentGuideKey
    /// Each child's guide value, in points from its leading (top) edge.
    let values: [CGFloat]
    /// Points from the line to the leading (top) edge of the union of the children: max(value).
    let before: CGFloat
    /// Points from the line to the trailing (bottom) edge of the union: max(size - value).
    let after: CGFloat

    /// The alignment of `items` of `sizes` along `key`, or nil when plain fractions give the
    /// same result (a built-in guide that no child sets explicitly).
    init?(key: AlignmentGuideKey, items: [ViewNode], sizes: [CGSize]) {
        guard key.custom != nil || items.first?.graph.usesAlignmentGuides == true else { return nil }
        let guides = items.map(\.explicitAlignmentGuides)
        guard key.custom != nil || guides.contains(where: { $0.contains { $0.key == key } }) else { return nil }
        self.key = key
        values = zip(sizes, guides).map { ViewDimensions(size: $0, explicitGuides: $1).value(of: key) }
        before = values.max() ?? 0
        after = zip(sizes, values).map { $0[key.axis] - $1 }.max() ?? 0
    }

    /// The extent of the aligned children across the axis.
    var extent: CGFloat { before + after }

    /// The offset of child `index` from the start of a space `available` points long, the
    /// aligned union placed in it by the guide's fraction (centred for a custom guide).
    func offset(of index: Int, in available: CGFloat) -> CGFloat {
        (available - extent) * key.fraction + before - values[index]
    }
}

import Foundation
import LunaparkCore

/// `containerRelativeFrame`: a frame whose size along `axes` is computed from the size of the
/// nearest container: the visible region of the scroll view around the view (less its content
/// insets: the safe area it reaches under and its content margins), else the window's safe area.
public struct _ContainerRelativeFrameLayout: ViewModifier {
    public typealias Body = Never
    let axes: Axis.Set
    let alignment: Alignment
    /// The frame's length along an axis for the container's length along it, in points.
    let length: (CGFloat, Axis) -> CGFloat

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ContainerRelativeFrameNode(parent: parent, graph: graph)
    }
}

@MainActor
final class ContainerRelativeFrameNode: SingleChildModifierNode<_ContainerRelativeFrameLayout> {
    override var tracksDisplayChanges: Bool { true }
    override func layoutFrameDidChange() {}

    override func modelDidChange(from old: _ContainerRelativeFrameLayout?, context: UpdateContext) {
        // The length is a closure: any new value may change it.
        invalidateLayout()
    }

    /// The container's size: the nearest scroll view's, or the window's safe area.
    private var containerSize: CGSize {
        enclosingScrollView?.relativeFrameContainerSize ?? graph.windowSafeAreaLayer.safe.size
    }

    /// The proposal with the relative lengths filled in along `axes` (never negative).
    private func proposal(from proposal: ProposedViewSize) -> ProposedViewSize {
        var p = proposal
        let container = containerSize
        for axis in Axis.allCases where model.axes.contains(axis.set) {
            let length = model.length(container[axis], axis)
            p[axis] = length.isFinite ? max(0, length) : 0
        }
        return p
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let p = self.proposal(from: proposal)
        var size = content?.measure(p) ?? .zero
        for axis in Axis.allCases where model.axes.contains(axis.set) { size[axis] = p[axis] ?? size[axis] }
        return size
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        setLayoutFrame(rect, transaction: transaction)
        guard let content else { return }
        let size = content.measure(ProposedViewSize(rect.size))
        let placed = CGRect(origin: model.alignment.origin(of: size, in: rect), size: size)
        content.place(in: placedForLayoutDirection(placed, in: rect), transaction: effectiveTransaction(inherited: transaction))
    }
}

extension View {
    /// Sizes the view along `axes` to the size of its nearest container (SwiftUI's
    /// `containerRelativeFrame(_:alignment:)`): the visible region of the scroll view around it
    /// (less its content margins and the safe area it insets its content by), else the
    /// window's safe area. The view is offered that size and aligned in it by `alignment`;
    /// along other axes the frame is the view's own size. A carousel card with
    /// `.containerRelativeFrame(.horizontal)` is as wide as the carousel.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameLayout(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Sizes the view along `axes` to `span` of `count` equal columns (or rows) of its container,
    /// `spacing` points apart (SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)`):
    /// `(container - spacing × (count - 1)) / count × span + spacing × (span - 1)`. A `count`
    /// below 1 counts as 1 and `span` is kept between 1 and `count`.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        let count = max(1, count)
        let span = min(max(1, span), count)
        return modifier(_ContainerRelativeFrameLayout(axes: axes, alignment: alignment) { length, _ in
            let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return column * CGFloat(span) + spacing * CGFloat(span - 1)
        })
    }

    /// Sizes the view along `axes` to what `length` computes from the container's length along
    /// each axis (SwiftUI's `containerRelativeFrame(_:alignment:_:)`); a negative or non-finite
    /// result counts as 0.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(_ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: length))
    }
}

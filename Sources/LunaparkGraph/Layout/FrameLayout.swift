import Foundation
import LunaparkCore

/// `frame(width:height:alignment:)`: a fixed size in the given dimensions;
/// the content is offered that size and aligned within it.
public struct _FrameLayout: ViewModifier, Equatable {
    public typealias Body = Never
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        LayoutModifierNode<_FrameLayout>(parent: parent, graph: graph)
    }
}

extension _FrameLayout: LayoutModifier {
    func sizeThatFits(_ proposal: ProposedViewSize, content: ViewNode) -> CGSize {
        let childSize = content.measure(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    func contentFrame(in rect: CGRect, content: ViewNode) -> CGRect {
        let size = content.measure(ProposedViewSize(width: width ?? rect.width, height: height ?? rect.height))
        return CGRect(origin: alignment.origin(of: size, in: rect), size: size)
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Follows SwiftUI: a missing proposal uses the ideal size; the proposal is
/// clamped to min...max and offered to the content; the frame is the
/// content's size, raised to the proposal (up to max) when a maximum is
/// given, and to at least the minimum.
public struct _FlexFrameLayout: ViewModifier, Equatable {
    public typealias Body = Never
    let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    let alignment: Alignment

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        LayoutModifierNode<_FlexFrameLayout>(parent: parent, graph: graph)
    }
}

extension _FlexFrameLayout: LayoutModifier {
    private static func clamp(_ value: CGFloat?, _ lower: CGFloat?, _ upper: CGFloat?) -> CGFloat? {
        guard var v = value else { return nil }
        if let lower { v = max(lower, v) }
        if let upper { v = min(upper, v) }
        return v
    }

    /// The frame's size in one dimension: the content's, grown to the (clamped) proposal when a
    /// maximum is given, then kept within min...max.
    private static func resolve(child: CGFloat, proposed: CGFloat?, lower: CGFloat?, upper: CGFloat?) -> CGFloat {
        var result = child
        if upper != nil, let proposed { result = max(result, proposed) }
        return clamp(result, lower, upper)!
    }

    func sizeThatFits(_ proposal: ProposedViewSize, content: ViewNode) -> CGSize {
        let pw = Self.clamp(proposal.width ?? idealWidth, minWidth, maxWidth)
        let ph = Self.clamp(proposal.height ?? idealHeight, minHeight, maxHeight)
        let child = content.measure(ProposedViewSize(width: pw, height: ph))
        return CGSize(width: Self.resolve(child: child.width, proposed: pw, lower: minWidth, upper: maxWidth),
                      height: Self.resolve(child: child.height, proposed: ph, lower: minHeight, upper: maxHeight))
    }

    func contentFrame(in rect: CGRect, content: ViewNode) -> CGRect {
        let size = content.measure(ProposedViewSize(rect.size))
        return CGRect(origin: alignment.origin(of: size, in: rect), size: size)
    }
}

/// `padding(_:_:)`: insets the content; 16 points where no length is given.
public struct _PaddingLayout: ViewModifier, Equatable {
    public typealias Body = Never
    let insets: EdgeInsets

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        LayoutModifierNode<_PaddingLayout>(parent: parent, graph: graph)
    }
}

extension _PaddingLayout: LayoutModifier {
    func sizeThatFits(_ proposal: ProposedViewSize, content: ViewNode) -> CGSize {
        let inner = ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                                     height: proposal.height.map { max(0, $0 - insets.vertical) })
        let child = content.measure(inner)
        return CGSize(width: child.width + insets.horizontal, height: child.height + insets.vertical)
    }

    func contentFrame(in rect: CGRect, content: ViewNode) -> CGRect {
        CGRect(x: rect.minX + insets.leading, y: rect.minY + insets.top,
               width: max(0, rect.width - insets.horizontal), height: max(0, rect.height - insets.vertical))
    }
}

/// `fixedSize(horizontal:vertical:)`: the content gets its ideal size in the chosen dimensions.
public struct _FixedSizeLayout: ViewModifier, Equatable {
    public typealias Body = Never
    let horizontal: Bool
    let vertical: Bool

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        LayoutModifierNode<_FixedSizeLayout>(parent: parent, graph: graph)
    }
}

extension _FixedSizeLayout: LayoutModifier {
    func sizeThatFits(_ proposal: ProposedViewSize, content: ViewNode) -> CGSize {
        content.measure(ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
    }

    func contentFrame(in rect: CGRect, content: ViewNode) -> CGRect {
        let size = sizeThatFits(ProposedViewSize(rect.size), content: content)
        return CGRect(origin: Alignment.center.origin(of: size, in: rect), size: size)
    }
}

/// `aspectRatio(_:contentMode:)`: the largest (fit) or smallest (fill) size of the ratio within the proposal.
public struct _AspectRatioLayout: ViewModifier, Equatable {
    public typealias Body = Never
    let aspectRatio: CGFloat?
    let contentMode: ContentMode

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        LayoutModifierNode<_AspectRatioLayout>(parent: parent, graph: graph)
    }
}

/// How content fills its space (SwiftUI's `ContentMode`).
public enum ContentMode: Sendable, Hashable, CaseIterable {
    case fit, fill
}

extension _AspectRatioLayout: LayoutModifier {
    private func ratio(content: ViewNode) -> CGFloat {
        if let aspectRatio { return aspectRatio }
        let ideal = content.measure(.unspecified)
        return ideal.height > 0 ? ideal.width / ideal.height : 1
    }

    func sizeThatFits(_ proposal: ProposedViewSize, content: ViewNode) -> CGSize {
        let r = ratio(content: content)
        let p = proposal.replacingUnspecifiedDimensions(by: content.measure(.unspecified))
        let byWidth = CGSize(width: p.width, height: p.width / r)
        let byHeight = CGSize(width: p.height * r, height: p.height)
        let size: CGSize
        switch contentMode {
        case .fit: size = byWidth.height <= p.height ? byWidth : byHeight
        case .fill: size = byWidth.height >= p.height ? byWidth : byHeight
        }
        return content.measure(ProposedViewSize(size))
    }

    func contentFrame(in rect: CGRect, content: ViewNode) -> CGRect {
        let size = content.measure(ProposedViewSize(rect.size))
        return CGRect(origin: Alignment.center.origin(of: size, in: rect), size: size)
    }
}

/// `layoutPriority(_:)`: stacks give space to higher priorities first.
public struct _LayoutPriorityLayout: ViewModifier, Equatable {
    public typealias Body = Never
    let priority: Double

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        LayoutModifierNode<_LayoutPriorityLayout>(parent: parent, graph: graph)
    }
}

extension _LayoutPriorityLayout: LayoutModifier {
    var priorityValue: Double? { priority }

    func sizeThatFits(_ proposal: ProposedViewSize, content: ViewNode) -> CGSize { content.measure(proposal) }

    func contentFrame(in rect: CGRect, content: ViewNode) -> CGRect { rect }
}

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
    override func modelDidChange(from old: L?, context: UpdateContext) {
        if old != model { graph.setNeedsLayout() }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard let content else { return .zero }
        return model.sizeThatFits(proposal, content: content)
    }

    override func place(in rect: CGRect, transaction: Transaction) {
        setLayoutFrame(rect, transaction: transaction)
        guard let content else { return }
        content.place(in: model.contentFrame(in: rect, content: content),
                      transaction: effectiveTransaction(inherited: transaction))
    }

    override var layoutPriority: Double { model.priorityValue ?? super.layoutPriority }
}

extension View {
    /// Gives the view a fixed width and/or height; nil keeps the content's size in that dimension.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }

    /// Gives the view flexible bounds; `maxWidth: .infinity` makes it take all the offered width.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(_FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                  minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                  alignment: alignment))
    }

    /// Pads the view by `length` points (16 when nil) on `edges`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length ?? 16
        return modifier(_PaddingLayout(insets: EdgeInsets(
            top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
            bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0)))
    }

    /// Pads the view by `length` points on every edge.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Pads the view by `insets`.
    public func padding(_ insets: EdgeInsets) -> some View { modifier(_PaddingLayout(insets: insets)) }

    /// Gives the view its ideal size in both dimensions.
    public func fixedSize() -> some View { modifier(_FixedSizeLayout(horizontal: true, vertical: true)) }

    /// Gives the view its ideal size in the chosen dimensions (the parent's
    /// proposal is replaced by nil there) and keeps the proposal in the others.
    /// When the result differs from the space the parent gives, the view is
    /// centred in that space.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// Constrains the view to `aspectRatio` (width / height; nil: the content's own ratio).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains the view to the ratio `aspectRatio.width / aspectRatio.height`
    /// (for example `CGSize(width: 16, height: 9)`).
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio.width / aspectRatio.height, contentMode: contentMode))
    }

    /// Sets the priority with which a stack gives this view space (default 0).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(_LayoutPriorityLayout(priority: value))
    }
}

/// `position(x:y:)`: takes all the space offered and centres the content at
/// the point (in the space's own coordinates).
public struct _PositionLayout: ViewModifier, Equatable {
    public typealias Body = Never
    let position: CGPoint

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        LayoutModifierNode<_PositionLayout>(parent: parent, graph: graph)
    }
}

extension _PositionLayout: LayoutModifier {
    func sizeThatFits(_ proposal: ProposedViewSize, content: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func contentFrame(in rect: CGRect, content: ViewNode) -> CGRect {
        let size = content.measure(ProposedViewSize(rect.size))
        return CGRect(x: rect.minX + position.x - size.width / 2, y: rect.minY + position.y - size.height / 2,
                      width: size.width, height: size.height)
    }
}

extension View {
    /// Centres the view at `position` in its parent's space (the view then fills that space).
    public func position(_ position: CGPoint) -> some View { modifier(_PositionLayout(position: position)) }

    /// Centres the view at (`x`, `y`) in its parent's space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
}

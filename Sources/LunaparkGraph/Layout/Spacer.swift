import Foundation
import LunaparkCore

/// Flexible space that expands along the axis of its stack (SwiftUI's
/// `Spacer`); outside a stack it expands in both axes. `minLength` nil means
/// the default spacing (8 points).
public struct Spacer: View {
    public typealias Body = Never
    /// The length, in points, below which the spacer does not shrink along the
    /// axes it expands in; nil means 8 points, the default stack spacing.
    public var minLength: CGFloat?

    /// A spacer at least `minLength` points long (nil: 8 points). In a stack it
    /// takes what the other children leave and is 0 points thick across the
    /// stack; elsewhere it takes all the space offered in both dimensions.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public static func _makeNode(_ view: Spacer, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        SpacerNode(parent: parent, graph: graph)
    }
}

@MainActor
final class SpacerNode: ViewNode {
    private var minLength: CGFloat = StackLayout.defaultSpacing

    override var isSpacer: Bool { true }

    override func update(with view: any View, context: UpdateContext) {
        let spacer = view as! Spacer
        environment = context.environment
        let newLength = spacer.minLength ?? StackLayout.defaultSpacing
        if newLength != minLength { invalidateLayout() }
        minLength = newLength
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        switch stackAxis(of: self) {
        case .horizontal?: CGSize(width: max(minLength, proposal.width ?? minLength), height: 0)
        case .vertical?: CGSize(width: 0, height: max(minLength, proposal.height ?? minLength))
        case nil: CGSize(width: max(minLength, proposal.width ?? minLength), height: max(minLength, proposal.height ?? minLength))
        }
    }
}

/// A thin line that separates content (SwiftUI's `Divider`): horizontal in a
/// `VStack` (or alone), vertical in an `HStack`; one point thick, grey.
public struct Divider: View {
    public typealias Body = Never

    public init() {}

    public static func _makeNode(_ view: Divider, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        DividerNode(parent: parent, graph: graph)
    }
}

@MainActor
final class DividerNode: ViewNode {
    static let thickness: CGFloat = 1
    static let color = Color(white: 0.78)

    override func update(with view: any View, context: UpdateContext) {
        environment = context.environment
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if stackAxis(of: self) == .horizontal {
            return CGSize(width: Self.thickness, height: proposal.height ?? Self.thickness)
        }
        return CGSize(width: proposal.width ?? Self.thickness, height: Self.thickness)
    }

    override func render(into builder: inout DisplayListBuilder) {
        let frame = presentedFrame
        let rect = CGRect(origin: .zero, size: frame.size)
        builder.draw(DisplayList.Drawing(id: displayID(0), version: 1 &+ UInt64(frame.width * 4) &* 65_536 &+ UInt64(frame.height * 4),
                                         transform: CGAffineTransform(translationX: frame.minX, y: frame.minY),
                                         bounds: rect, content: .fill(Path(rect), .color(Self.color.resolved), FillStyle())))
    }
}

/// The axis of the stack that lays `node` out, if a stack does (through single-child wrappers).
@MainActor
func stackAxis(of node: ViewNode) -> Axis? {
    var current = node.parent
    while let n = current {
        if let stack = n as? StackNode { return stack.axis }
        if n is ContainerNode { return nil }
        current = n.parent
    }
    return nil
}

import Foundation
import LunaparkCore

/// Flexible space that expands along the axis of its stack (SwiftUI's
/// `Spacer`); outside a stack it expands in both axes. `minLength` nil means
/// the default spacing (8 points).
public struct Spacer: View {
    public typealias Body = Never
    public var minLength: CGFloat?

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
        minLength = spacer.minLength ?? StackLayout.defaultSpacing
    }

    /// The axis of the nearest enclosing stack, if any.
    private var stackAxis: Axis? {
        var node = parent
        while let n = node {
            if let stack = n as? StackNode { return stack.axis }
            if n is ContainerNode { return nil }
            node = n.parent
        }
        return nil
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        switch stackAxis {
        case .horizontal?: CGSize(width: max(minLength, proposal.width ?? minLength), height: 0)
        case .vertical?: CGSize(width: 0, height: max(minLength, proposal.height ?? minLength))
        case nil: CGSize(width: max(minLength, proposal.width ?? minLength), height: max(minLength, proposal.height ?? minLength))
        }
    }
}

/// A thin line that separates content (SwiftUI's `Divider`): horizontal in a
/// `VStack` (or alone), vertical in an `HStack`.
public struct Divider: View {
    public init() {}

    public var body: some View {
        DividerShape().fill(Color(white: 0.78))
    }
}

private struct DividerShape: Shape {
    func path(in rect: CGRect) -> Path { Path(rect) }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? 1, height: 1)
    }
}

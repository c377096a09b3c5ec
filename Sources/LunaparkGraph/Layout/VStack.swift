import Foundation
import LunaparkCore

/// A view that arranges its children in a vertical line (SwiftUI's `VStack`).
/// `spacing` nil means the default of 8 points.
public struct VStack<Content: View>: View {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A column of the views of `content`, top to bottom.
    ///
    /// - Parameters:
    ///   - alignment: Where children narrower than the stack sit across it.
    ///   - spacing: Points between neighbouring children, `Spacer`s included.
    ///     nil means 8 points between every pair (SwiftUI picks a distance per
    ///     pair of views instead).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        StackNode(parent: parent, graph: graph)
    }
}

/// A view that arranges its children in a horizontal line (SwiftUI's `HStack`).
public struct HStack<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A row of the views of `content`, leading to trailing (left to right).
    ///
    /// - Parameters:
    ///   - alignment: Where children shorter than the stack sit across it; the
    ///     text baselines align as `.bottom`.
    ///   - spacing: Points between neighbouring children, `Spacer`s included.
    ///     nil means 8 points between every pair (SwiftUI picks a distance per
    ///     pair of views instead).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        StackNode(parent: parent, graph: graph)
    }
}

/// What a stack node needs from its view.
@MainActor
protocol StackView {
    var stackLayout: StackLayout { get }
    var stackContent: any View { get }
}

extension VStack: StackView {
    var stackLayout: StackLayout { StackLayout(axis: .vertical, alignment: alignment.fraction, spacing: spacing) }
    var stackContent: any View { content }
}

extension HStack: StackView {
    var stackLayout: StackLayout { StackLayout(axis: .horizontal, alignment: alignment.fraction, spacing: spacing) }
    var stackContent: any View { content }
}

@MainActor
final class StackNode: ContainerNode {
    private var layout = StackLayout(axis: .vertical, alignment: 0.5, spacing: nil)
    var axis: Axis { layout.axis }

    override func update(with view: any View, context: UpdateContext) {
        let stack = view as! StackView
        recordUpdate(context)
        let newLayout = stack.stackLayout
        if newLayout.axis != layout.axis || newLayout.alignment != layout.alignment || newLayout.spacing != layout.spacing {
            layout = newLayout
            graph.setNeedsLayout()
        }
        updateContent(stack.stackContent, context: context)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        layout.sizeThatFits(proposal, items: items)
    }

    override func place(in rect: CGRect, transaction: Transaction) {
        super.place(in: rect, transaction: transaction)
        layout.place(items: items, in: rect, transaction: effectiveTransaction(inherited: transaction))
    }
}

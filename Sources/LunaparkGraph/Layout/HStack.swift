import Foundation
import LunaparkCore

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
    ///   - content: the children, in order.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        StackNode(parent: parent, graph: graph)
    }
}

extension HStack: StackView {
    var stackLayout: StackLayout {
        var layout = StackLayout(axis: .horizontal, alignment: alignment.fraction, spacing: spacing)
        layout.guide = alignment.guideKey
        return layout
    }
    var stackContent: any View { content }
}

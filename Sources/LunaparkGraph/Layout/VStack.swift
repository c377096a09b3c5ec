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
    ///   - content: the children, in order.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        StackNode(parent: parent, graph: graph)
    }
}

extension VStack: StackView {
    var stackLayout: StackLayout {
        var layout = StackLayout(axis: .vertical, alignment: alignment.fraction, spacing: spacing)
        layout.guide = alignment.guideKey
        return layout
    }
    var stackContent: any View { content }
}

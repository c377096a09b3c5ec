import Foundation
import LunaparkCore
/// The content a `ViewModifier` receives in `body(content:)` (SwiftUI's
/// `_ViewModifier_Content`). It stands for the modified view's node, which
/// persists while the modifier's body is evaluated again and again.
public struct _ViewModifier_Content<Modifier>: View {
    public typealias Body = Never
    weak var target: ViewNode?

    init(target: ViewNode?) { self.target = target }

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        PlaceholderNode(parent: parent, graph: graph)
    }
}

extension _ViewModifier_Content: PlaceholderView {
    var targetNode: ViewNode? { target }
}

/// A view that stands for an existing node.
@MainActor
protocol PlaceholderView {
    var targetNode: ViewNode? { get }
}

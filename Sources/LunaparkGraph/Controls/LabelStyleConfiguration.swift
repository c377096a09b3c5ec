import Foundation
import LunaparkCore

/// The parts of a label (SwiftUI's `LabelStyleConfiguration`).
public struct LabelStyleConfiguration {
    /// The label's title, as a view of its own.
    public struct Title: View {
        public typealias Body = Never
        let content: AnyView

        public static func _makeNode(_ view: Title, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
            AnyView._makeNode(view.content, parent: parent, graph: graph)
        }
    }

    /// The label's icon, as a view of its own.
    public struct Icon: View {
        public typealias Body = Never
        let content: AnyView

        public static func _makeNode(_ view: Icon, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
            AnyView._makeNode(view.content, parent: parent, graph: graph)
        }
    }

    /// The title.
    public var title: Title
    /// The icon.
    public var icon: Icon
}

extension LabelStyleConfiguration.Title: ListContent {
    var listKind: ListNode.Kind { .anyView }
    var listChildren: [ListChild] { content.listChildren }
}

extension LabelStyleConfiguration.Icon: ListContent {
    var listKind: ListNode.Kind { .anyView }
    var listChildren: [ListChild] { content.listChildren }
}

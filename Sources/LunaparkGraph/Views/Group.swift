import Foundation
import LunaparkCore
/// Groups views without arranging them (SwiftUI's `Group`): its children
/// take part in the enclosing container's layout as if written there.
public struct Group<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public static func _makeNode(_ view: Group<Content>, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ListNode(kind: .group, parent: parent, graph: graph)
    }
}

extension Group: ListContent {
    var listKind: ListNode.Kind { .group }
    var listChildren: [ListChild] { [ListChild(key: .index(0), view: content)] }
}

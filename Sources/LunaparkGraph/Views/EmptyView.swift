import Foundation
import LunaparkCore
/// A view that shows nothing and takes no space (SwiftUI's `EmptyView`).
public struct EmptyView: View {
    public typealias Body = Never
    public init() {}

    public static func _makeNode(_ view: EmptyView, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ListNode(kind: .empty, parent: parent, graph: graph)
    }
}

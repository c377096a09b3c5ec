import Foundation
import LunaparkCore
/// A fixed list of views made by `@ViewBuilder` from several statements
/// (SwiftUI's `TupleView`). Each position keeps its identity across updates.
public struct TupleView<T>: View {
    public typealias Body = Never
    public var value: T
    let children: [any View]

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    public static func _makeNode(_ view: TupleView<T>, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ListNode(kind: .tuple, parent: parent, graph: graph)
    }
}

extension TupleView: ListContent {
    var listKind: ListNode.Kind { .tuple }
    var listChildren: [ListChild] {
        children.enumerated().map { ListChild(key: .index($0.offset), view: $0.element) }
    }
}

import Foundation
import LunaparkCore
/// The view `@ViewBuilder` makes from `if`/`else` and `switch`: one of two
/// views, each with its own identity, so switching branches removes one view
/// (with its transition) and inserts the other.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never

    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ListNode(kind: .conditional, parent: parent, graph: graph)
    }
}

extension _ConditionalContent: ListContent {
    var listKind: ListNode.Kind { .conditional }
    var listChildren: [ListChild] {
        switch storage {
        case .trueContent(let v): [ListChild(key: .branch(true), view: v)]
        case .falseContent(let v): [ListChild(key: .branch(false), view: v)]
        }
    }
}

/// `if` without `else`: the view when present, nothing otherwise.
extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ListNode(kind: .conditional, parent: parent, graph: graph)
    }
}

extension Optional: ListContent where Wrapped: View {
    var listKind: ListNode.Kind { .conditional }
    var listChildren: [ListChild] {
        switch self {
        case .some(let v): [ListChild(key: .branch(true), view: v)]
        case .none: []
        }
    }
}

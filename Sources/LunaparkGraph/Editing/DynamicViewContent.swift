import Foundation
import LunaparkCore

/// A view made from a collection of data (SwiftUI's `DynamicViewContent`): `ForEach`, and
/// `ForEach` with `onDelete(perform:)`. Its `data` is the collection the views come from.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
    /// Lets the rows of this content in a `List` be deleted (SwiftUI's `onDelete(perform:)`):
    /// each row gets a trailing swipe action titled "Delete" in red, which a full swipe (a
    /// release past 60 % of the row's width) also runs, calling `action` with the offset of
    /// the row's element in `data`. The action removes the elements itself (typically with
    /// `remove(atOffsets:)`). nil adds nothing. Outside a list it does nothing, as on iOS
    /// where only lists offer deletion. Unlike SwiftUI, a row's own trailing
    /// `swipeActions(edge:allowsFullSwipe:content:)` does not replace the Delete action: write
    /// one or the other.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        _DeletableContent(content: self, action: action)
    }
}

/// `onDelete(perform:)`: the content's elements, each row with a trailing Delete swipe action.
public struct _DeletableContent<Content: DynamicViewContent>: DynamicViewContent {
    public typealias Body = Never
    let content: Content
    let action: ((IndexSet) -> Void)?

    public var data: Content.Data { content.data }

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ListNode(kind: .forEach, parent: parent, graph: graph)
    }
}

extension _DeletableContent: ListContent {
    var listKind: ListNode.Kind { .forEach }
    // Outside a list the rows are laid out as the content's (swipe actions only act in lists).
    var listChildren: [ListChild] { (content as? ListContent)?.listChildren ?? [] }
}

extension _DeletableContent: LazyElementSource {
    private var source: (any LazyElementSource)? { content as? LazyElementSource }
    var lazyElementCount: Int { source?.lazyElementCount ?? 0 }
    var lazyElementKeys: [ListKey] { source?.lazyElementKeys ?? [] }

    func lazyElementView(at index: Int) -> any View {
        guard let row = source?.lazyElementView(at: index) else { return EmptyView() }
        guard let action else { return row }
        return AnyView(row).swipeActions(edge: .trailing, allowsFullSwipe: true) {
            Button("Delete", role: .destructive) { action(IndexSet(integer: index)) }
        }
    }
}

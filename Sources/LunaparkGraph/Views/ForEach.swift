import Foundation
import LunaparkCore
/// Views made from a collection, each identified by an id (SwiftUI's
/// `ForEach`). Elements whose id appears are inserted and whose id
/// disappears are removed, with their transitions; others keep their state.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never
    public var data: Data
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID

    /// Views for `data`, identified by the element property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0[keyPath: id] }
    }

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ListNode(kind: .forEach, parent: parent, graph: graph)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for `Identifiable` elements, identified by their `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range of integers, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: ListContent {
    var listKind: ListNode.Kind { .forEach }
    var listChildren: [ListChild] {
        data.map { ListChild(key: .id(AnyHashable(identify($0))), view: content($0)) }
    }
}

extension ForEach: TaggedContent {
    var taggedItems: [TaggedItem] {
        data.flatMap { element -> [TaggedItem] in
            let items = TaggedItem.extract(from: content(element))
            // An untagged element is tagged with its id, as SwiftUI does for pickers.
            return items.map { $0.tag == nil ? TaggedItem(label: $0.label, tag: AnyHashable(identify(element))) : $0 }
        }
    }
}

import Foundation
import LunaparkCore

/// A scrolling column of rows (SwiftUI's `List`), drawn in its `ListStyle` (`listStyle(_:)`;
/// inset grouped by default, as on iOS 16 and later): each row inset by 20 points at the
/// leading edge and 11 above and below, at least 44 points tall, with a hairline separator
/// under it from its leading inset to the trailing edge. In the plain style a `Section`'s
/// header lies on a light grey band; in the grouped styles sections are spaced apart on the
/// grouped grey background, their rows on white (cards with rounded corners when inset), the
/// header in small grey capitals above and the footer below (see `ListRowStyle`).
/// Rows are made lazily, as in a `LazyVStack` inside a `ScrollView` (which is what a list is
/// here), on the list's background (see `scrollContentBackground(_:)`). Selection is not
/// supported.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    @Environment(\.listStyleKind) private var styleKind

    public var body: some View {
        ScrollView {
            _ListRows(content: content, style: styleKind)
                .environment(\.listRowBadgesShown, true)
                .environment(\.listSectionHeaderStyle, styleKind)
        }
        .background { _ScrollContentBackground(isGrouped: styleKind.isGrouped) }
    }
}

extension List where SelectionValue == Never {
    /// A list of the rows in `content` (views, `ForEach`es, `Section`s).
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list of one row per element of `data`, identified by the elements' `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list of one row per element of `data`, identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                            @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A list of one row per integer of a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }
}

/// The rows of a `List`: a lazy vertical stack in the list's row style.
public struct _ListRows<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let style: ListStyleKind

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        LazyContainerNode(parent: parent, graph: graph)
    }
}

extension _ListRows: LazyContainerView {
    var lazyLayout: LazyLayout {
        LazyLayout(axis: .vertical, gridItems: nil, alignment: 0, spacing: 0, listRows: .forKind(style))
    }
    var lazyContent: any View { content }
}

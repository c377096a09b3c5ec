import Foundation
import LunaparkCore

/// A scrolling column of rows (SwiftUI's `List`), drawn in the plain style: each row inset by
/// 20 points at the leading edge and 11 above and below, at least 44 points tall, with a
/// hairline separator under it from its leading inset to the trailing edge; a `Section`'s header
/// on a light grey band, its footer in the section's rows' place, neither with separators.
/// Rows are made lazily, as in a `LazyVStack` inside a `ScrollView` (which is what a list is
/// here), on the system background (see `scrollContentBackground(_:)`). Every list style
/// draws this way (see `ListStyle`); selection is not supported.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content

    public var body: some View {
        ScrollView {
            _ListRows(content: content)
                .environment(\.listRowBadgesShown, true)
        }
        .background { _ScrollContentBackground() }
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

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        LazyContainerNode(parent: parent, graph: graph)
    }
}

extension _ListRows: LazyContainerView {
    var lazyLayout: LazyLayout {
        LazyLayout(axis: .vertical, gridItems: nil, alignment: 0, spacing: 0, listRows: .plain)
    }
    var lazyContent: any View { content }
}

/// How a list lays out and decorates its rows.
struct ListRowStyle: Equatable {
    /// Around each row's content, in points.
    var insets: EdgeInsets
    /// The least height of a row, insets included.
    var minimumHeight: CGFloat
    /// Where separators start from the row's leading edge, in points.
    var separatorLeading: CGFloat
    var separatorThickness: CGFloat
    var separatorColor: Color.Resolved
    /// The band behind section headers.
    var headerBackground: Color.Resolved
    /// Around a section header's or footer's content.
    var supplementaryInsets: EdgeInsets

    /// iOS's plain list: 20-point leading inset, 44-point rows, grey hairlines.
    static let plain = ListRowStyle(
        insets: EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20), minimumHeight: 44,
        separatorLeading: 20, separatorThickness: 0.5,
        separatorColor: Color.Resolved(red: 0.78, green: 0.78, blue: 0.8),
        headerBackground: Color.Resolved(red: 0.95, green: 0.95, blue: 0.97),
        supplementaryInsets: EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20))
}

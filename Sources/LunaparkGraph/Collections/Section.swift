import Foundation
import LunaparkCore

/// A group of rows with an optional header and footer (SwiftUI's `Section`). In a `List` the
/// header is drawn as a header row (on a light grey band, without separators) and the footer
/// below the rows; in a stack or a lazy container the three are simply laid out in order.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section of `content` with a `header` and a `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section with a `header` and a `footer` (the older spelling).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ListNode(kind: .group, parent: parent, graph: graph)
    }
}

extension Section where Footer == EmptyView {
    /// A section of `content` with a `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a `header` (the older spelling).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// A section of `content` with a `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section of `content` with a `footer` (the older spelling).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of `content` without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: EmptyView(), content: content)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section of `content` whose header is the text `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), footer: EmptyView(), content: content)
    }
}

/// A `Section`, whatever its parts (for the lists that space sections apart).
protocol ListSectionView {}

extension Section: ListSectionView {}

extension Section: ListContent {
    var listKind: ListNode.Kind { .group }
    var listChildren: [ListChild] {
        var children: [ListChild] = []
        if !(header is EmptyView) {
            children.append(ListChild(key: .index(0), view: _SectionSupplementaryText(content: header, isHeader: true)
                .modifier(_SectionSupplementaryModifier(isHeader: true))))
        }
        children.append(ListChild(key: .index(1), view: content))
        if !(footer is EmptyView) {
            children.append(ListChild(key: .index(2), view: _SectionSupplementaryText(content: footer, isHeader: false)
                .modifier(_SectionSupplementaryModifier(isHeader: false))))
        }
        return children
    }
}

/// A section's header or footer in the style of the list around it: in the grouped styles
/// headers in the footnote font, in capitals, in the secondary colour (sidebar headers in the
/// headline font, as they are), footers in the footnote font and secondary colour; elsewhere
/// (plain lists, stacks) as written. Fonts and colours the content sets itself win.
struct _SectionSupplementaryText<Content: View>: View {
    let content: Content
    let isHeader: Bool
    @Environment(\.listSectionHeaderStyle) private var listStyle

    var body: some View {
        switch listStyle {
        case .sidebar? where isHeader:
            content.font(.headline)
        case let style? where style.isGrouped:
            content.font(.footnote).foregroundStyle(.secondary).textCase(isHeader ? .uppercase : nil)
        default:
            content
        }
    }
}

private struct ListSectionHeaderStyleKey: EnvironmentKey {
    static let defaultValue: ListStyleKind? = nil
}

extension EnvironmentValues {
    /// The style of the list whose rows these are (nil outside a list): how section headers
    /// and footers are drawn.
    var listSectionHeaderStyle: ListStyleKind? {
        get { self[ListSectionHeaderStyleKey.self] }
        set { self[ListSectionHeaderStyleKey.self] = newValue }
    }
}

/// Marks a section's header or footer, for the `List` that draws them.
public struct _SectionSupplementaryModifier: ViewModifier {
    public typealias Body = Never
    let isHeader: Bool

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        SectionSupplementaryNode(parent: parent, graph: graph)
    }
}

@MainActor
final class SectionSupplementaryNode: SingleChildModifierNode<_SectionSupplementaryModifier> {}

extension ViewNode {
    /// Whether this row is a section's header (true), footer (false), or neither (nil),
    /// looking through single-child wrappers.
    var sectionSupplementaryKind: Bool? {
        var node: ViewNode = self
        while true {
            if let marker = node as? SectionSupplementaryNode { return marker.model.isHeader }
            let kids = node.children
            guard kids.count == 1 else { return nil }
            node = kids[0]
        }
    }
}

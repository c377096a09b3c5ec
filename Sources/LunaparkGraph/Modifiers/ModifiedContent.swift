import Foundation
import LunaparkCore
/// A view (or modifier) with a modifier applied (SwiftUI's `ModifiedContent`).
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    /// A modifier on a list of views (`Group`, `ForEach`, several views from a builder)
    /// applies to each of them, as in SwiftUI: the node is then a list of modified children.
    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        if view.isViewList {
            return ListNode(kind: view.listKind, parent: parent, graph: graph)
        }
        return Modifier._makeModifierNode(parent: parent, graph: graph)
    }
}

extension ModifiedContent: ListContent where Content: View, Modifier: ViewModifier {
    var listChildren: [ListChild] {
        guard isViewList, let list = content as? ListContent else { return [] }
        return list.listChildren.map { ListChild(key: $0.key, view: applying(modifier, to: $0.view)) }
    }

    var listKind: ListNode.Kind { (content as? ListContent)?.listKind ?? .group }

    /// True when the content is a list of views (not a single view with other modifiers)
    /// and the modifier applies to each of them. It depends on the types only, so it is found
    /// once per type: the two dynamic casts were 4 % of building 10,000 views (perf).
    var isViewList: Bool {
        let key = ObjectIdentifier(Self.self)
        if let known = modifiedViewListTypes[key] { return known }
        let isList: Bool
        if !(Modifier.self is AppliesToWholeList.Type), let list = content as? ListContent { isList = list.isViewList } else { isList = false }
        modifiedViewListTypes[key] = isList
        return isList
    }
}

/// `ModifiedContent.isViewList` by type.
@MainActor
private var modifiedViewListTypes: [ObjectIdentifier: Bool] = [:]

/// Modifiers that act on a list of views as a whole rather than on each view: the
/// ones that shape the transaction or the environment (an `.animation(_:value:)` on a
/// `Group` of `if`/`else` branches governs how the branches come and go), titles and
/// key handlers. Their nodes pass the list's views through to the enclosing layout.
protocol AppliesToWholeList {}

/// `view` with `modifier` applied, for views whose types are only known at run time.
@MainActor
func applying(_ modifier: any ViewModifier, to view: any View) -> any View {
    func openContent<C: View>(_ c: C) -> any View {
        func openModifier<M: ViewModifier>(_ m: M) -> any View { c.modifier(m) }
        return openModifier(modifier)
    }
    return openContent(view)
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(self.modifier)
    }
}

/// Lets modifier nodes take a `ModifiedContent` apart without knowing its content type.
@MainActor
protocol ModifiedContentParts {
    var contentView: any View { get }
    var modifierValue: Any { get }
}

extension ModifiedContent: ModifiedContentParts where Content: View, Modifier: ViewModifier {
    var contentView: any View { content }
    var modifierValue: Any { modifier }
}

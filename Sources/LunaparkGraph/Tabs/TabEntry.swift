import Foundation
import LunaparkCore

/// One tab of a `TabView`: its content with the tab modifiers taken off, and what those
/// modifiers say (the `tabItem` label, the `tag`, the `badge`), as SwiftUI reads them from
/// the traits of the tab view's direct children.
@MainActor
struct TabEntry {
    /// The tab's identity among its siblings: its tag, else its position or `ForEach` id.
    let key: AnyHashable
    /// The value of `tag(_:)` (for a `ForEach` element without one, the element's id, as SwiftUI does).
    let tag: AnyHashable?
    /// The tab's view without its `tabItem`, `tag` and `badge`.
    let content: AnyView
    /// The `tabItem` label (nil: the tab shows an empty item, as SwiftUI does).
    let item: AnyView?
    /// The `badge` (nil: none, or a count of 0).
    let badge: Text?

    /// The tabs of `content`: its views written in a row, through tuples, `Group`s, `if`s and
    /// `ForEach` elements. A tab's `tabItem`, `tag` and `badge` are read from the modifiers
    /// written on it at this level (not from inside a custom view's body).
    static func extract(from content: any View) -> [TabEntry] {
        var entries: [TabEntry] = []
        collect(content, path: [], forEachID: nil, into: &entries)
        return entries
    }

    private static func collect(_ view: any View, path: [ListKey], forEachID: AnyHashable?, into entries: inout [TabEntry]) {
        if let list = view as? ListContent, list.isViewList {
            let isForEach = list.listKind == .forEach
            for child in list.listChildren {
                var id = forEachID
                if isForEach, case .id(let value) = child.key { id = value }
                collect(child.view, path: path + [child.key], forEachID: id, into: &entries)
            }
            return
        }
        if view is EmptyView { return }
        if let group = view as? TabGroupConvertible {
            // iOS 18's tabs from a `TabContentBuilder`, in a row.
            for (index, tab) in group.groupedTabs.enumerated() {
                collect(tab, path: path + [.index(index)], forEachID: forEachID, into: &entries)
            }
            return
        }
        if let section = view as? TabSectionConvertible {
            // A `TabSection`: its tabs stand in the bar with the others.
            collect(section.sectionTabs, path: path, forEachID: forEachID, into: &entries)
            return
        }
        entries.append(entry(for: view, path: path, forEachID: forEachID))
    }

    /// Takes the outer modifiers of `view` apart: the outermost `tabItem`, `tag` and `badge`
    /// win, the others are put back around the content in their order.
    private static func entry(for view: any View, path: [ListKey], forEachID: AnyHashable?) -> TabEntry {
        var kept: [any ViewModifier] = []
        var tag: AnyHashable?, item: AnyView?, badge: Text??
        var base = view
        while true {
            if let badged = base as? BadgeCarrying {
                if badge == nil { badge = .some(badged.badgeLabel) }
                base = badged.badgedContent
                continue
            }
            if let erased = base as? AnyView {
                base = erased.wrapped
                continue
            }
            guard let parts = base as? ModifiedContentParts else { break }
            let modifier = parts.modifierValue
            if let tagged = modifier as? AnyTagModifier {
                if tag == nil { tag = tagged.anyTag }
            } else if let tabItem = modifier as? TabItemCarrying {
                if item == nil { item = tabItem.tabItemLabel }
            } else if let other = modifier as? any ViewModifier {
                kept.append(other)
            }
            base = parts.contentView
        }
        if let tab = base as? TabEntryConvertible {
            // iOS 18's `Tab`, with the badge written on it (its value is its tag).
            let made = tab.tabEntry(key: AnyHashable(TabKey.path(path)))
            var content: any View = made.content
            for modifier in kept.reversed() { content = applying(modifier, to: content) }
            return TabEntry(key: made.key, tag: made.tag ?? tag ?? forEachID, content: AnyView(content), item: made.item,
                            badge: badge ?? made.badge)
        }
        for modifier in kept.reversed() { base = applying(modifier, to: base) }
        let resolvedTag = tag ?? forEachID
        return TabEntry(key: resolvedTag.map { AnyHashable(TabKey.tag($0)) } ?? AnyHashable(TabKey.path(path)),
                        tag: resolvedTag, content: AnyView(base), item: item, badge: badge ?? nil)
    }

    init(key: AnyHashable, tag: AnyHashable?, content: AnyView, item: AnyView?, badge: Text?) {
        self.key = key
        self.tag = tag
        self.content = content
        self.item = item
        self.badge = badge
    }
}

/// A tab's identity: its tag, or where it is written.
enum TabKey: Hashable {
    case tag(AnyHashable)
    case path([ListKey])
}

/// Views that are a tab by themselves (iOS 18's `Tab`).
@MainActor
protocol TabEntryConvertible {
    func tabEntry(key: AnyHashable) -> TabEntry
}

/// The `tabItem` modifier, whatever its label's type.
@MainActor
protocol TabItemCarrying {
    var tabItemLabel: AnyView { get }
}

import Foundation
import LunaparkCore

/// One entry of a menu's content (a `Menu`'s or a `contextMenu`'s): a button, drawn as a row
/// that closes the menu and runs its action, or a separator (`Divider`, or the edge between
/// two `Section`s), drawn as an 8-point gap as iOS draws it.
enum MenuItem {
    case action(PresentationAction)
    case separator

    /// The entries of `content`: buttons (with the modifiers written on them), dividers and
    /// sections, through tuples, `ForEach`, `if` and `Group`. Other views are not shown, and
    /// `report` names them once.
    @MainActor
    static func extract(from content: any View, report: (String) -> Void) -> [MenuItem] {
        var items: [MenuItem] = []
        collect(content, into: &items, report: report)
        // No separator at either end or twice in a row.
        var cleaned: [MenuItem] = []
        for item in items {
            if case .separator = item, cleaned.isEmpty || cleaned.last?.isSeparator == true { continue }
            cleaned.append(item)
        }
        if cleaned.last?.isSeparator == true { cleaned.removeLast() }
        return cleaned
    }

    var isSeparator: Bool {
        if case .separator = self { return true }
        return false
    }

    @MainActor
    private static func collect(_ view: any View, into items: inout [MenuItem], report: (String) -> Void) {
        if view is PresentationActionConvertible || view is ModifiedContentParts {
            items += PresentationAction.extract(from: view, report: report).map { .action($0) }
        } else if view is Divider {
            items.append(.separator)
        } else if let section = view as? SectionContentConvertible {
            items.append(.separator)
            collect(section.sectionContent, into: &items, report: report)
            items.append(.separator)
        } else if let any = view as? AnyView {
            collect(any.wrapped, into: &items, report: report)
        } else if let list = view as? ListContent {
            for child in list.listChildren { collect(child.view, into: &items, report: report) }
        } else {
            items += PresentationAction.extract(from: view, report: report).map { .action($0) }
        }
    }
}

/// A `Section`'s rows, whatever its header and footer.
@MainActor
protocol SectionContentConvertible {
    var sectionContent: any View { get }
}

extension Section: SectionContentConvertible {
    var sectionContent: any View { content }
}

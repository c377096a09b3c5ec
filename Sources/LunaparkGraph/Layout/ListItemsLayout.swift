import Foundation
import LunaparkCore

/// How the views of a list (a branch `if x { A; B }`, an `AnyView` of a tuple, `ForEach`) are
/// laid out when the list reaches its container as one item: while a transition runs on it (the
/// transition's modifiers wrap the whole list) or under a modifier. In SwiftUI each of the views
/// stays a child of the container, so they are arranged as the nearest enclosing stack arranges
/// its children: side by side in an `HStack`, one above the other in a `VStack`, overlapping in
/// a `ZStack`; elsewhere (the root, a scroll view, a custom `Layout`) as a `VStack`.
@MainActor
enum ListItemsLayout {
    /// Along an axis, as `HStack` and `VStack` (with their alignment and spacing).
    case stack(StackLayout)
    /// Overlapping, aligned in both axes, as `ZStack`.
    case overlay(Alignment)

    /// A `VStack` with the default spacing, centred.
    static let vertical = ListItemsLayout.stack(StackLayout(axis: .vertical, alignment: 0.5, spacing: nil))

    /// The size of `items` for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize, items: [ViewNode]) -> CGSize {
        switch self {
        case .stack(let layout):
            return layout.sizeThatFits(proposal, items: items)
        case .overlay:
            return items.reduce(CGSize.zero) { size, item in
                let fitted = item.measure(proposal)
                return CGSize(width: max(size.width, fitted.width), height: max(size.height, fitted.height))
            }
        }
    }

    /// Places `items` in `rect` for `container` (mirrored right to left as the container is),
    /// sized for the proposal `container` chose `rect`'s size for (`proposalAnswered(by:)`).
    func place(items: [ViewNode], in rect: CGRect, for container: ViewNode, transaction: Transaction) {
        switch self {
        case .stack(let layout):
            layout.place(items: items, in: rect, proposal: container.proposalAnswered(by: rect.size), for: container,
                          transaction: transaction)
        case .overlay(let alignment):
            for item in items {
                let size = item.measure(ProposedViewSize(rect.size))
                let frame = CGRect(origin: alignment.origin(of: size, in: rect), size: size)
                item.place(in: container.placedForLayoutDirection(frame, in: rect), transaction: transaction)
            }
        }
    }
}

extension ViewNode {
    /// The layout of the nearest container above that arranges lists (`nestedListLayout`),
    /// looking through the wrappers that pass the question up (`passesListLayoutUp`);
    /// `.vertical` when another kind of node comes first.
    var enclosingListLayout: ListItemsLayout {
        var node = parent
        while let current = node {
            if let layout = current.nestedListLayout { return layout }
            guard current.passesListLayoutUp else { break }
            node = current.parent
        }
        return .vertical
    }
}

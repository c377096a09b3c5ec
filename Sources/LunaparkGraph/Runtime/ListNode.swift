import Foundation
import LunaparkCore

/// Views that stand for a list of child views with identities.
@MainActor
protocol ListContent {
    var listChildren: [ListChild] { get }
    /// How the list's children come and go (fixed positions, branches, ids...).
    var listKind: ListNode.Kind { get }
    /// False for types that are lists only sometimes (a modified single view).
    var isViewList: Bool { get }
}

extension ListContent {
    var isViewList: Bool { true }
}

/// One child of a list view and the identity it is matched by.
struct ListChild {
    var key: ListKey
    var view: any View
}

/// The identity of a child within its list: its position in a tuple, the
/// branch of an `if`/`else`, the dynamic type of an `AnyView`, or an explicit
/// id (`ForEach`, `.id(_:)`).
enum ListKey: Hashable {
    case index(Int)
    case branch(Bool)
    case type(ObjectIdentifier)
    case id(AnyHashable)
}

/// The node of tuples, conditionals, optionals, `AnyView`, `Group`, `ForEach`
/// and `.id(_:)`. It matches new children to existing nodes by key: a kept
/// key is updated, a new key is inserted and a missing key removed, both
/// with the child's transition when the update's transaction animates. A
/// removed child stays on screen, where it was, until its removal transition
/// finishes, so old and new views are on screen together; it no longer takes
/// part in layout.
@MainActor
final class ListNode: ViewNode {
    enum Kind { case empty, tuple, conditional, anyView, group, forEach, identity }

    struct Entry {
        var key: ListKey
        var node: ViewNode
    }

    let kind: Kind
    private(set) var entries: [Entry] = []
    /// Set once a child has a `zIndex(_:)`: entries are then drawn and hit-tested in z order.
    var ordersByZIndex = false

    /// The entries from back to front: in order, or sorted by `zIndex` (stable) once one is set.
    private var entriesInZOrder: [Entry] {
        guard ordersByZIndex else { return entries }
        return entries.enumerated()
            .sorted { ($0.element.node.zIndex, $0.offset) < ($1.element.node.zIndex, $1.offset) }
            .map(\.element)
    }

    init(kind: Kind, parent: ViewNode?, graph: ViewGraph) {
        self.kind = kind
        super.init(parent: parent, graph: graph)
    }

    override var children: [ViewNode] { entries.map(\.node) }

    // A `ForEach`'s list is evaluated again when state its content read changes
    // (`reevaluate(transaction:)` applies its view again); other lists track nothing.
    override var keepsLastView: Bool { kind == .forEach }

    override func render(into builder: inout DisplayListBuilder) {
        for entry in entriesInZOrder { entry.node.render(into: &builder) }
    }

    override func hitTest(_ point: CGPoint) -> PointerTarget? {
        for entry in entriesInZOrder.reversed() where !entry.node.isRemoving {
            if let target = entry.node.hitTest(point) { return target }
        }
        return nil
    }
    override var isList: Bool { true }

    /// Removed children leave the layout at once (their siblings move into the space, with the
    /// change's animation) and keep their last geometry while their removal transition runs.
    override func collectLayoutItems(into items: inout [ViewNode]) {
        for entry in entries where !entry.node.isRemoving { entry.node.collectLayoutItems(into: &items) }
    }

    /// Children of tuples never come and go, so they need no transition host.
    private var usesTransitions: Bool { kind != .tuple && kind != .group && kind != .empty }

    // Draws nothing of its own; a change of its children's structure or order asks for layout.
    override var tracksDisplayChanges: Bool { true }

    // Draws nothing of its own: a new frame changes no item of the display list.
    override func layoutFrameDidChange() {}

    override func update(with view: any View, context: UpdateContext) {
        recordUpdate(context)
        // ForEach builds its children by calling its content closure: state read there is this
        // node's dependency. Other lists (tuples, groups, conditionals, `AnyView`, `.id`) hand
        // on views already made and run no code of the app's, so nothing is tracked for them:
        // Observation's tracking of a `Group` and an `if` was 2 % of building 10,000 views (perf).
        let newChildren = kind == .forEach
            ? DependencyTracker.evaluate(as: self) { (view as? ListContent)?.listChildren ?? [] }
            : (view as? ListContent)?.listChildren ?? []
        let transaction = context.transaction

        // The same keys in the same order, none leaving: each child is updated in place. The
        // general matching below built a dictionary, a set and three arrays for each update of a
        // one-child `Group`.
        if newChildren.count == entries.count,
           zip(newChildren, entries).allSatisfy({ $0.key == $1.key && !$1.node.isRemoving }) {
            for (child, entry) in zip(newChildren, entries) { entry.node.apply(child.view, context: context) }
            return
        }

        var existing: [ListKey: Int] = [:]
        for (i, entry) in entries.enumerated() { existing[entry.key] = i }

        var result: [Entry] = []
        var kept = Set<ListKey>()
        // Only a change of the list itself asks for layout here: children whose size or
        // layout values changed ask for it themselves, so a change of colour in a stack's
        // child costs no layout.
        var structureChanged = false
        for child in newChildren {
            kept.insert(child.key)
            if let index = existing[child.key] {
                let entry = entries[index]
                if entry.node.isRemoving, let host = entry.node as? TransitionHostNode {
                    host.cancelRemoval(transaction: transaction)
                    structureChanged = true
                }
                entry.node.apply(child.view, context: context)
                result.append(entry)
            } else {
                result.append(Entry(key: child.key, node: insert(child, context: context)))
                structureChanged = true
            }
        }

        // Removed children: keep the ones with a running removal transition at their old place.
        var merged: [Entry] = []
        var newIndex = 0
        for entry in entries {
            if kept.contains(entry.key) {
                // Emit new entries up to and including this kept one, preserving the new order.
                while newIndex < result.count {
                    let e = result[newIndex]
                    merged.append(e)
                    newIndex += 1
                    if e.key == entry.key { break }
                }
            } else {
                structureChanged = true
                if remove(entry, transaction: transaction) { merged.append(entry) }
            }
        }
        merged.append(contentsOf: result[newIndex...])
        if structureChanged || !merged.map(\.key).elementsEqual(entries.map(\.key)) {
            // The container lays out its new items; the list draws them in their new order.
            invalidateLayout()
            graph.setNeedsDisplay()
        }
        entries = merged
    }

    override func reevaluate(transaction: Transaction) {
        reapply(context: UpdateContext(transaction: transaction, environment: environment))
    }

    private func insert(_ child: ListChild, context: UpdateContext) -> ViewNode {
        let node: ViewNode
        if usesTransitions {
            let host = TransitionHostNode(parent: self, graph: graph)
            host.apply(child.view, context: context)
            node = host
            if isMounted { host.beginInsertion(transaction: context.transaction) }
        } else {
            node = reconcile(nil, with: child.view, context: context)
        }
        if isMounted { node.didMount() }
        return node
    }

    /// Starts removing `entry`; returns true when it stays in the tree for a removal transition.
    private func remove(_ entry: Entry, transaction: Transaction) -> Bool {
        if entry.node.isRemoving { return true }
        if let host = entry.node as? TransitionHostNode,
           host.beginRemoval(transaction: transaction, onFinished: { [weak self, weak host] in
               // Completions can fire while this list is still being updated; remove afterwards.
               self?.graph.afterUpdate { [weak self, weak host] in
                   guard let self, let host else { return }
                   self.finishRemoval(of: host)
               }
           }) {
            return true
        }
        entry.node.willUnmount()
        return false
    }

    private func finishRemoval(of node: ViewNode) {
        guard let index = entries.firstIndex(where: { $0.node === node }), node.isRemoving else { return }
        entries.remove(at: index)
        node.willUnmount()
        invalidateLayout()
        graph.setNeedsDisplay()
    }

    override var passesListLayoutUp: Bool { true }

    // A list used where one view is expected (a transition's or a modifier's content, the root)
    // lays its items out as the stack it belongs to does (a VStack at the root).
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        enclosingListLayout.sizeThatFits(proposal, items: layoutItems)
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        enclosingListLayout.place(items: layoutItems, in: rect, for: self, transaction: effectiveTransaction(inherited: transaction))
    }

    override var debugDescriptionName: String { "List(\(kind))" }
}

import Foundation
import LunaparkCore

/// One level of a navigation stack: its content with the title bar above it
/// (and a bottom bar under it when toolbar items ask for one). The level gathers
/// what its content's navigation modifiers ask the bar to show.
struct _NavigationLevel: View {
    typealias Body = Never
    /// 0 for the root, 1 for the first pushed level, and so on.
    let index: Int
    let content: AnyView
    let context: NavigationContext

    static func _makeNode(_ view: _NavigationLevel, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        NavigationLevelNode(parent: parent, graph: graph)
    }
}

/// The node of a `_NavigationLevel`: content, then the bars built from what the
/// content's `NavigationBarModifierNode`s contribute. When those change
/// without the level being updated (the content re-evaluated on its own), they
/// invalidate the level, which builds its bars again.
@MainActor
final class NavigationLevelNode: ViewNode {
    private var level: _NavigationLevel?
    private var content: ViewNode?
    private var topBar: ViewNode?
    private var bottomBar: ViewNode?
    /// True while the content is being updated by this node (its contributions are then read after).
    private var isUpdatingContent = false

    override var children: [ViewNode] { [content, topBar, bottomBar].compactMap { $0 } }

    override func update(with view: any View, context: UpdateContext) {
        let level = view as! _NavigationLevel
        self.level = level
        recordUpdate(context)
        isUpdatingContent = true
        content = reconcile(content, with: level.content, context: contentContext(context, level: level))
        isUpdatingContent = false
        buildBars(context: context)
    }

    override func reevaluate(transaction: Transaction) {
        recordUpdate(transaction: transaction)
        buildBars(context: UpdateContext(transaction: transaction, environment: environment))
        graph.setNeedsLayout()
    }

    /// Called by a navigation modifier inside the content whose contribution changed.
    func contentDidChangeBar(transaction: Transaction) {
        guard !isUpdatingContent, isAttached else { return }
        graph.invalidate(self, transaction: transaction)
    }

    /// The content's environment: `dismiss` pops this level, `isPresented` tells it is pushed.
    private func contentContext(_ context: UpdateContext, level: _NavigationLevel) -> UpdateContext {
        var context = context
        let navigation = level.context
        let index = level.index
        context.environment.isPresented = index > 0
        context.environment.dismiss = DismissAction(action: { if index > 0 { navigation.popToLevel(index - 1) } })
        return context
    }

    /// What the content's navigation modifiers ask for, outermost first.
    private func gatherBarContent() -> NavigationBarContent {
        var bar = NavigationBarContent()
        func visit(_ node: ViewNode) {
            if node is NavigationLevelNode, node !== self { return }
            if let modifier = node as? NavigationBarModifierNode { modifier.model.contribution.apply(to: &bar) }
            for child in node.children where !child.isRemoving { visit(child) }
        }
        if let content { visit(content) }
        return bar
    }

    private func buildBars(context: UpdateContext) {
        guard let level else { return }
        let gathered = gatherBarContent()
        let navigation = level.context
        let index = level.index
        var mode = gathered.displayMode
        if mode == .automatic { mode = index == 0 ? .large : (navigation.levelDisplayModes[index - 1] ?? .large) }
        navigation.levelDisplayModes[index] = mode
        navigation.levelTitles[index] = gathered.title?.string

        let bar = _NavigationBar(
            title: gathered.title, displayMode: mode, items: gathered.items,
            backTitle: index > 0 && !gathered.backButtonHidden ? (navigation.levelTitles[index - 1] ?? "Back") : nil,
            onBack: { navigation.popToLevel(index - 1) }, appearance: gathered.navigationBarAppearance,
            search: gathered.search)
        topBar = reconcileOptional(topBar, with: gathered.barHidden ? nil : bar, context: context)
        let bottomItems = gathered.items.filter { $0.placement.slot == .bottom }
        bottomBar = reconcileOptional(bottomBar, with: bottomItems.isEmpty ? nil : _NavigationBottomBar(items: bottomItems, appearance: gathered.bottomBarAppearance),
                            context: context)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let bars = barHeights(width: proposal.width)
        let inner = content?.measure(ProposedViewSize(width: proposal.width,
                                                      height: proposal.height.map { max(0, $0 - bars.top - bars.bottom) }))
            ?? .zero
        // A level fills what it is offered, as a navigation stack does.
        return CGSize(width: proposal.width ?? inner.width, height: proposal.height ?? inner.height + bars.top + bars.bottom)
    }

    private func barHeights(width: CGFloat?) -> (top: CGFloat, bottom: CGFloat) {
        let proposal = ProposedViewSize(width: width, height: nil)
        return (topBar?.measure(proposal).height ?? 0, bottomBar?.measure(proposal).height ?? 0)
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        let placing = effectiveTransaction(inherited: transaction)
        let bars = barHeights(width: rect.width)
        topBar?.place(in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: bars.top), transaction: placing)
        bottomBar?.place(in: CGRect(x: rect.minX, y: rect.maxY - bars.bottom, width: rect.width, height: bars.bottom),
                         transaction: placing)
        let area = CGRect(x: rect.minX, y: rect.minY + bars.top, width: rect.width,
                          height: max(0, rect.height - bars.top - bars.bottom))
        guard let content else { return }
        // The content is centred in the space under the bar at the size it chooses, as a window centres its root.
        let size = content.measure(ProposedViewSize(area.size))
        content.place(in: CGRect(x: area.midX - size.width / 2, y: area.midY - size.height / 2,
                                 width: size.width, height: size.height), transaction: placing)
    }
}

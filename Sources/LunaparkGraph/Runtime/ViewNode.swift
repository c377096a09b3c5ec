import Foundation
import LunaparkCore

/// A node of the retained render tree. Nodes persist across updates: a
/// view value is applied to the node that holds its identity, and only the
/// node decides what to re-evaluate, re-lay out or redraw.
///
/// Subclasses: `CompositeNode` (a view with a body), `ListNode` (tuples,
/// conditionals, `ForEach`, `id`), `ModifierNode` (a `ViewModifier` with a
/// body), nodes that draw (`ShapeNode`, `TextNode`, images), and layout and effect nodes.
/// The class is public only so that `View._makeNode` can name it.
///
/// Exclusivity: the properties an animation frame reads and writes on every
/// animating node are `@exclusivity(unchecked)`. Swift checks accesses to a
/// class's stored properties at run time, and those checks were a third of
/// the instructions of a frame of 10,000 views x 3 springs (callgrind: about
/// 200 instructions per access, 5 accesses per step). They cannot conflict:
/// nodes live on the main actor and a step is not re-entered (completion
/// handlers that fire during a step only mark nodes for the next update pass).
/// Debug builds check every other property as usual.
@MainActor
open class ViewNode {
    unowned let graph: ViewGraph

    // What every animation step reads, declared first so that it shares the object's first
    // cache lines with its header: a step of 30,000 nodes mostly waits for memory (perf).
    /// The animatable presentation of `layoutFrame` while it animates (when layout changes inside
    /// an animated transaction). Boxed: few nodes ever animate their frame, and inline it made
    /// every node a few cache lines longer.
    @exclusivity(unchecked) var frameAnimation: FrameAnimation?
    /// The frame chosen by layout, in root coordinates, before render effects.
    @exclusivity(unchecked) var layoutFrame: CGRect = .zero
    /// The frame animation's value at the last stepped time, while it runs.
    @exclusivity(unchecked) var presentedFrameCache: CGRect?

    /// The node above this one (nil once it is deinitialized, like a weak reference). Setting it
    /// (re-parenting through a placeholder) updates `depth` below.
    ///
    /// Held through the parent's `NodeLink` rather than `weak`: a weak reference gives its
    /// object a side table, and every retain and release of such an object takes the runtime's
    /// slow path (profile of 10,000 animating views: 19-29% of a frame in `incrementSlow` and
    /// `doDecrementSlow`, for parents retained while rendering, laying out and stepping).
    var parent: ViewNode? {
        get { parentLink?.node }
        set {
            let oldValue = parentLink?.node
            parentLink = newValue?.nodeLink
            if newValue !== oldValue { updateDepth() }
        }
    }
    private var parentLink: NodeLink?
    /// How children, the state a body read and Observation's change handlers refer to this
    /// node without keeping it alive (never `weak`, see `parent`); made on first use.
    private var ownLink: NodeLink?
    var nodeLink: NodeLink {
        if let ownLink { return ownLink }
        let link = NodeLink(self)
        ownLink = link
        return link
    }
    /// The number of ancestors; parents are updated before children.
    private(set) var depth: Int
    /// Unique for the node's life; used as the display identity of what it draws.
    let nodeID: UInt64

    /// The environment this node was last updated with.
    var environment: EnvironmentValues


    /// The transaction this node was last updated with and the pass it happened in.
    var lastTransaction = Transaction()
    var lastUpdatePass: UInt64 = 0

    /// True while a removal transition is running for this node.
    var isRemoving = false
    /// True between `didMount()` and `willUnmount()`.
    private(set) var isMounted = false
    /// False once the node has left the tree.
    private(set) var isAttached = true
    /// Counts body evaluations of this node (dependency records compare against it).
    var evaluationCount: UInt64 = 0
    /// A name tests use to find a node's frame (set by `_debugTag(_:)`).
    var debugTag: String?
    /// Whether the graph steps this node's animations (kept by `AnimationRegistry`).
    // Unchecked: read by every animation step (see "Exclusivity" above).
    @exclusivity(unchecked) var animationMembership = AnimationMembership.none

    private func updateDepth() {
        let newDepth = (parent?.depth ?? -1) + 1
        guard newDepth != depth else { return }
        depth = newDepth
        for child in children where child.parent === self { child.updateDepth() }
    }

    init(parent: ViewNode?, graph: ViewGraph) {
        self.graph = graph
        self.parentLink = parent?.nodeLink
        self.depth = (parent?.depth ?? -1) + 1
        self.nodeID = graph.makeNodeID()
        self.environment = parent?.environment ?? graph.rootEnvironment
    }

    deinit {
        // Not `isolated deinit` (Swift 6.2): the package builds with Swift 6.1. Nodes are
        // released on the main actor; the link is Sendable so the deinit may reach it.
        ownLink?.node = nil
    }

    // MARK: Structure

    /// The latest view value applied to this node, kept only by nodes that apply it again
    /// (`keepsLastView`). Every node kept it before: a box per node holding the view and all
    /// the modifiers inside it, 1.7 KB of the 10.9 KB a stress dot took (massif, 10,000 dots).
    private(set) var lastView: (any View)?

    /// True for nodes that apply their latest view value again (`reapply(context:)`: lists,
    /// whose `ForEach` content reads state, scroll readers, lazy containers).
    var keepsLastView: Bool { false }

    /// Applies `view` to this node. Parents call this, never `update(with:context:)` directly.
    final func apply(_ view: any View, context: UpdateContext) {
        if keepsLastView { lastView = view }
        if !tracksDisplayChanges { graph.setNeedsDisplay() }
        update(with: view, context: context)
    }

    /// True for node types that ask for a new display list (or rewrite their items in place)
    /// themselves whenever an update changes what they draw; an update of any other node
    /// walks the tree to build the list again. The nodes a re-armed animation or a leaf's
    /// paint change updates (bodies, lists, layout and effect modifiers, shapes) opt in, so
    /// such an update costs what it changes (issue 14).
    var tracksDisplayChanges: Bool { false }

    /// Applies `view` to `child`, first making the child's node if there is none yet; returns the node.
    /// Every node with children updates them through this.
    final func reconcile(_ child: ViewNode?, with view: any View, context: UpdateContext) -> ViewNode {
        guard let child else {
            // A new node: the list gains what it draws.
            graph.setNeedsDisplay()
            let node = makeNode(for: view, parent: self, graph: graph)
            node.apply(view, context: context)
            return node
        }
        let node = child
        node.apply(view, context: context)
        return node
    }

    /// Re-applies the latest view value in `context` (its environment changed above the node).
    final func reapply(context: UpdateContext) {
        guard let lastView else { return }
        if !tracksDisplayChanges { graph.setNeedsDisplay() }
        update(with: lastView, context: context)
    }

    /// Applies a new value of this node's view type. Subclasses implement it.
    func update(with view: any View, context: UpdateContext) {
        fatalError("\(type(of: self)) must override update(with:context:)")
    }

    /// All child nodes, including those being removed.
    var children: [ViewNode] { [] }

    /// True for nodes that stand for a list of views (tuples, ForEach, conditionals, groups).
    var isList: Bool { false }

    /// True for the nodes between a list and the container it belongs to (lists, modifiers, a
    /// view's body, transition hosts): a list wrapped into one item below them is laid out as
    /// the container above them lays out its children (`ListItemsLayout`).
    var passesListLayoutUp: Bool { false }

    /// How this container lays out a list that reaches it as one item (`ListItemsLayout`); nil
    /// for nodes that are not stacks.
    var nestedListLayout: ListItemsLayout? { nil }

    /// The unary nodes this node contributes to a container's layout.
    func collectLayoutItems(into items: inout [ViewNode]) { items.append(self) }

    /// The nodes a container lays out for this node.
    var layoutItems: [ViewNode] {
        var items: [ViewNode] = []
        collectLayoutItems(into: &items)
        return items
    }

    // MARK: Layout

    /// `measure(_:)`'s answers while this subtree's layout inputs stay as they are: cleared by
    /// `invalidateLayout()` on this node and its ancestors, and all at once when the graph
    /// lays out everything again (`ViewGraph.layoutEpoch` moves past `sizeCacheEpoch`).
    /// The latest answer is kept inline (`lastMeasurement`); others in the dictionary.
    var sizeCache: [ProposedViewSize: CGSize] = [:]
    var lastMeasurement: (proposal: ProposedViewSize, size: CGSize)?
    var sizeCacheEpoch: UInt64 = 0
    /// True when a layout input in this subtree changed since it was last placed: placing it
    /// again with the same rectangle then cannot be skipped (see `place(in:transaction:)`).
    var needsPlacement = true
    /// The `ViewGraph.layoutEpoch` this node was last placed in.
    var placementEpoch: UInt64 = 0

    /// True for `Spacer`s, also under the wrappers that pass their content's traits on
    /// (`traitSource`: modifiers, `background`, `overlay`): stacks size them last.
    var isSpacer: Bool { traitSource?.isSpacer ?? false }

    /// The priority of this node in a stack's distribution of space (SwiftUI's `layoutPriority`):
    /// a `layoutPriority(_:)` under the wrappers that pass traits on (`traitSource`), as in
    /// SwiftUI, where `.layoutPriority(1).background(...)` keeps the priority; 0 without.
    var layoutPriority: Double { traitSource?.layoutPriority ?? 0 }

    /// The size this node chooses for a proposal (SwiftUI's `sizeThatFits`).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// Places this node in `rect` (root coordinates): does nothing when this node was placed in
    /// `rect` already and nothing in its subtree changed a layout input since (its children
    /// would get the rectangles they have; a relayout boundary, as in SwiftUI and Flutter: a
    /// leaf's change lays out its ancestors up to the first whose size stays, and the changed
    /// subtree). Everything is placed again after `ViewGraph.setNeedsLayout()`.
    final func place(in rect: CGRect, transaction: Transaction) {
        if !needsPlacement, placementEpoch == graph.layoutEpoch, rect == layoutFrame, frameAnimation == nil { return }
        needsPlacement = false
        placementEpoch = graph.layoutEpoch
        graph.statistics.placements += 1
        placeSubtree(in: rect, transaction: transaction)
    }

    /// Places this node in `rect` (root coordinates) and its children (through their
    /// `place(in:transaction:)`). Subclasses place their children and call super.
    func placeSubtree(in rect: CGRect, transaction: Transaction) {
        setLayoutFrame(rect, transaction: transaction)
    }

    /// Called when layout gave this node a new frame (not while the frame animates, nor in a
    /// layout of everything, which builds a new display list anyway). Brings what this node
    /// draws in the last display list up to date; by default asks for a new list. Nodes that
    /// draw nothing of their own override it to do nothing, nodes that draw one item rewrite it.
    func layoutFrameDidChange() { graph.setNeedsDisplay() }

    /// Called by `invalidateLayout()` on this node and its ancestors: a layout input changed in
    /// `item` (the node this node would lay out for the changed chain, when it is a container;
    /// nil when the change is in this node itself or in a list below it). Containers that keep
    /// their items' sizes (`LayoutItemCache`) measure and place only that item again.
    func layoutItemDidChange(_ item: ViewNode?) {}

    /// Steps this node's running animations to `time`. Returns true while any is still running.
    func stepAnimations(to time: TimeInterval) -> Bool {
        guard let animation = frameAnimation else { presentedFrameCache = nil; return false }
        var r = CGRect.zero
        r.animatableData = animation.value.value(at: time)
        presentedFrameCache = r
        let running = animation.value.isAnimating
        if !running { frameAnimation = nil }
        if !running { presentedFrameCache = nil }
        graph.setNeedsDisplay()
        return running
    }

    // MARK: Rendering

    /// Appends what this node draws to the display list.
    func render(into builder: inout DisplayListBuilder) {
        for child in children { child.render(into: &builder) }
    }

    // MARK: Input

    /// The deepest node under `point` (root coordinates before this node's effects) that handles pointer input.
    func hitTest(_ point: CGPoint) -> PointerTarget? {
        for child in children.reversed() where !child.isRemoving {
            if let target = child.hitTest(point) { return target }
        }
        return nil
    }

    /// Whether the shape set by `contentShape(_:)` on this view contains `point`
    /// (root coordinates); nil when the view has none, so its frame is used.
    func hitShapeContains(_ point: CGPoint) -> Bool? { nil }

    // MARK: Lifecycle

    /// Called after the node was inserted and its subtree built, before the frame that first shows it.
    func didMount() {
        isMounted = true
        for child in children { child.didMount() }
    }

    /// Called when the node leaves the tree for good (after any removal transition).
    func willUnmount() {
        for child in children { child.willUnmount() }
        isMounted = false
        isAttached = false
        graph.unregisterAnimating(self)
        graph.setNeedsDisplay()
    }

    /// Re-evaluates this node after state it read changed. Only nodes with bodies do anything.
    func reevaluate(transaction: Transaction) {}

    /// Offers a key press to this subtree, deepest handlers first. Returns true when handled.
    func handleKey(_ press: KeyPress) -> Bool {
        for child in children.reversed() where !child.isRemoving {
            if child.handleKey(press) { return true }
        }
        return false
    }

    /// The innermost navigation title set in this subtree, searching the last
    /// child first (the frontmost view of a `ZStack`, the top level of a navigation
    /// stack); views being removed do not count.
    var navigationTitle: String? {
        for child in children.reversed() where !child.isRemoving {
            if let title = child.navigationTitle { return title }
        }
        return nil
    }

    /// What this node's running animations show now (for the inspector), or nil.
    var animationSummary: String? {
        guard frameAnimation != nil else { return nil }
        let f = presentedFrame
        return String(format: "frame (%.1f, %.1f, %.1f x %.1f)", f.minX, f.minY, f.width, f.height)
    }

    /// The running animations of this node as the inspector plots them at scene time `now`
    /// (seconds), each with the name of the property it animates: its frame's here,
    /// and the animatable data of a modifier, shape or view in the subclasses that own one.
    func animationPlots(now: TimeInterval) -> [PlottedAnimation] {
        guard let plot = frameAnimation?.value.plot(now: now) else { return [] }
        return [PlottedAnimation(property: "frame", plot: plot)]
    }

    /// A short name for debugging output.
    var debugDescriptionName: String { "\(type(of: self))" }

    /// The child whose traits (its `.transition(_:)`) this node passes on as its own: the only
    /// child of a wrapper; nil for containers of several. Modifiers that add a secondary view
    /// (`background`, `overlay`, `mask`) pass on their content's, as in SwiftUI.
    var traitSource: ViewNode? {
        let kids = children
        return kids.count == 1 ? kids[0] : nil
    }

    /// The transition that applies when this node is inserted or removed, searching through
    /// the wrappers that pass traits on (`traitSource`) down to the first `.transition(_:)`.
    func findTransition() -> TransitionNode? {
        if let t = self as? TransitionNode { return t }
        return traitSource?.findTransition()
    }
}

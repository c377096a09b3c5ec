import Foundation
import CPrefetch
import LunaparkCore

/// The retained scene graph of one window (or headless surface): it owns the
/// render tree built from a root view, applies state changes in update
/// passes, steps running animations each frame, lays out, produces display
/// lists and routes input.
///
/// Time is the host's clock in seconds, passed in by the host; the graph
/// never reads a clock. `referenceDate` is the `Date` that host time 0
/// corresponds to (for `TimelineView`).
@MainActor
public final class ViewGraph: FrameProducing {
    /// Counters that show what the graph did; they only grow.
    public struct Statistics: Sendable, Hashable {
        /// `View.body` evaluations.
        public var bodyEvaluations = 0
        /// `ViewModifier.body(content:)` evaluations (including animation frames of animatable modifiers).
        public var modifierBodyEvaluations = 0
        /// `Shape.path(in:)` evaluations.
        public var pathEvaluations = 0
        /// Frames produced.
        public var frames = 0
        /// Update passes run (state changes applied).
        public var updatePasses = 0
        /// Nodes whose animations were stepped, summed over frames.
        public var animationSteps = 0
        /// Display lists built by walking the whole render tree. Frames in which
        /// only layers moved or faded (offset, rotation, scale, opacity...) do not
        /// build one: they rewrite those layers in the previous list.
        public var displayListBuilds = 0
        /// Layers rewritten in place by such frames, summed over frames.
        public var layerRewrites = 0
    }

    // Unchecked, as are `needsDisplay`, `lastDisplayList` and `displayGeneration`, which every
    // animation step that rewrites a layer touches: see "Exclusivity" in `ViewNode`.
    @exclusivity(unchecked) public private(set) var statistics = Statistics()

    /// The size of the root view's space in points.
    public var viewportSize: CGSize {
        didSet { if viewportSize != oldValue { needsLayout = true; needsDisplay = true } }
    }

    /// The `Date` that host time 0 stands for.
    public let referenceDate: Date

    /// The scene time of the most recent frame, event or timeline entry: what
    /// animations, transactions and timelines see (equal to host time unless the
    /// scene is slowed down, paused or stepped; see `timeScale`).
    public private(set) var currentTime: TimeInterval
    /// The latest host time received from the host.
    public private(set) var hostTime: TimeInterval
    private var clock: SceneClock

    let rootEnvironment: EnvironmentValues
    private var root: ViewNode!
    private var rootView: any View

    private var nextNodeID: UInt64 = 0
    private var passCounter: UInt64 = 0
    var currentPass: UInt64 { passCounter }

    /// Nodes to re-evaluate, with the transaction of the change that invalidated them.
    private var dirty: [ObjectIdentifier: (node: ViewNode, transaction: Transaction)] = [:]
    /// Transactions whose changes were applied in a pass (their completions fire if nothing animated).
    private var appliedTransactions: [Transaction] = []
    private var supersededTransactions: [Transaction] = []
    /// Nodes with running animations.
    private var animating: [ObjectIdentifier: ViewNode] = [:]
    /// `animating`'s nodes as an array in tree order, kept while the set does not change, so a
    /// frame does not copy and sort 30,000 values out of the dictionary (nil after a change).
    private var animatingList: [ViewNode]?
    /// Work to run after the current update pass (onAppear, onChange actions...).
    private var postUpdateActions: [() -> Void] = []

    private(set) var needsLayout = true
    /// The tree must be walked to build a new display list (layers rewritten in place are not enough).
    @exclusivity(unchecked) private var needsDisplay = true
    private var isUpdating = false
    @exclusivity(unchecked) private var lastDisplayList = DisplayList()
    /// Counts display-list builds; the slots nodes record refer to one build (`DisplayListSlot`).
    @exclusivity(unchecked) private var displayGeneration: UInt64 = 0

    /// Where diagnostics go (one line each); defaults to standard error.
    public var diagnosticHandler: (String) -> Void = { message in
        FileHandle.standardError.write(Data("lunapark: \(message)\n".utf8))
    }
    private var reportedDiagnostics: Set<String> = []

    let textMeasurer: TextMeasuring
    /// Decodes `Image("name")` files; set by the host (nil: images show as grey boxes, reported once).
    public var imageLoader: (any ImageLoading)?
    var pointerCapture: PointerTarget?

    /// Creates a graph for `content` in a viewport of `size` points.
    ///
    /// - Parameters:
    ///   - textMeasurer: measures `Text` as the renderer will draw it.
    ///   - startTime: the host time of creation (seconds).
    ///   - referenceDate: the date host time 0 stands for.
    public init<Content: View>(size: CGSize, textMeasurer: TextMeasuring, startTime: TimeInterval = 0,
                               referenceDate: Date = Date(timeIntervalSinceReferenceDate: 0), content: Content) {
        self.viewportSize = size
        self.textMeasurer = textMeasurer
        self.currentTime = startTime
        self.hostTime = startTime
        self.clock = SceneClock(start: startTime)
        self.referenceDate = referenceDate
        self.rootEnvironment = EnvironmentValues()
        self.rootView = content
        let context = UpdateContext(transaction: Transaction(), environment: rootEnvironment)
        isUpdating = true
        passCounter += 1
        root = makeNode(for: content, parent: nil, graph: self)
        root.apply(content, context: context)
        root.didMount()
        isUpdating = false
        layoutPass = passCounter
        needsLayout = true
        flushUpdates()
    }

    func makeNodeID() -> UInt64 {
        nextNodeID += 1
        return nextNodeID
    }

    // MARK: Invalidation

    /// Marks `node` for re-evaluation in the next update pass, with the transaction of the change.
    func invalidate(_ node: ViewNode, transaction: Transaction) {
        let key = ObjectIdentifier(node)
        if var existing = dirty[key] {
            // Two changes before one pass: an animated change keeps its animation.
            if existing.transaction.animation == nil || transaction.animation != nil {
                supersededTransactions.append(existing.transaction)
                existing.transaction = transaction
            } else {
                supersededTransactions.append(transaction)
            }
            dirty[key] = existing
        } else {
            dirty[key] = (node, transaction)
        }
        needsDisplay = true
    }


    /// The transaction of the change that made `node` dirty, if it is.
    func pendingTransaction(for node: ViewNode) -> Transaction? { dirty[ObjectIdentifier(node)]?.transaction }

    func clearDirty(_ node: ViewNode) { dirty.removeValue(forKey: ObjectIdentifier(node)) }

    func setNeedsLayout() { needsLayout = true; needsDisplay = true }
    func setNeedsDisplay() { needsDisplay = true }

    /// What a node whose layer effect changed (an animation frame of an offset, say)
    /// recorded as `slot` when the last display list was built, if the list can be
    /// updated in place: `.layer(index:)`, where it can rewrite its layer
    /// (`rewriteLayer(_:at:)`), or `.none`, it drew no layer. Nil when the list will
    /// be built again anyway, or must be because the slot is not of this list (or
    /// is ambiguous): it is marked so.
    ///
    /// The node then asks for a build only when its layer must appear or go. Why
    /// rewriting is exact: a layer's transform and effects depend only on its own
    /// node (its effect and presented frame, in root coordinates), every other
    /// change (state, layout, structure, drawing) asks for a build, and only builds
    /// and rewrites at recorded slots change the list.
    func layerSlotForRewrite(_ slot: DisplayListSlot?) -> DisplayListSlot.Content? {
        guard !needsDisplay else { return nil }
        guard let slot, slot.generation == displayGeneration, slot.content != .ambiguous else {
            needsDisplay = true
            return nil
        }
        return slot.content
    }

    /// Puts `layer` at `index` (from `layerSlotForRewrite(_:)`) of the last display list.
    func rewriteLayer(_ layer: DisplayList.Layer, at index: Int) {
        lastDisplayList.replaceLayer(at: index, with: layer)
        statistics.layerRewrites += 1
    }

    /// Runs `action` after the current update pass, or after the next one when none is running.
    func afterUpdate(_ action: @escaping () -> Void) {
        postUpdateActions.append(action)
    }

    // MARK: Animation registry

    func registerAnimating(_ node: ViewNode) {
        if animating.updateValue(node, forKey: ObjectIdentifier(node)) == nil { animatingList = nil }
        needsDisplay = true
    }

    func unregisterAnimating(_ node: ViewNode) {
        if animating.removeValue(forKey: ObjectIdentifier(node)) != nil { animatingList = nil }
    }

    /// The number of nodes with running animations.
    public var animatingNodeCount: Int { animating.count }

    /// One line per running animation: what animates and the value it shows now
    /// (what the inspector lists), at most `limit` lines, sorted.
    public func animatingPropertySummaries(limit: Int = 12) -> [String] {
        var lines: [String] = []
        for node in animating.values {
            if let summary = node.animationSummary { lines.append(summary) }
        }
        return Array(lines.sorted().prefix(limit))
    }

    /// The most recent timeline entries applied: scene time and the timeline's content type.
    public private(set) var recentTimelineEntries: [(time: TimeInterval, timeline: String)] = []

    // MARK: Update passes

    /// Applies pending state changes: re-evaluates invalidated bodies, parents first.
    /// Detects update loops (a change that keeps causing changes) and reports them once.
    func flushUpdates() {
        guard !isUpdating else { return }
        let previousEventTime = AudioRouting.currentEventTime
        AudioRouting.currentEventTime = clock.hostTime(atScene: currentTime) ?? hostTime
        defer { AudioRouting.currentEventTime = previousEventTime }
        var rounds = 0
        while !dirty.isEmpty || !postUpdateActions.isEmpty {
            rounds += 1
            if rounds > 100 {
                report("action tried to update multiple times per frame (an onChange or onAppear keeps changing state it depends on); later updates wait for the next frame")
                break
            }
            if !dirty.isEmpty { runUpdatePass() }
            // Views are laid out before onAppear/onChange actions run, so changes those make animate
            // from the laid-out state (SwiftUI runs onAppear after the view was placed).
            if needsLayout { layout() } else { finishPass() }
            runPostUpdateActions()
        }
        if needsLayout { layout() } else { finishPass() }
    }

    private func runUpdatePass() {
        isUpdating = true
        defer { isUpdating = false }
        passCounter += 1
        statistics.updatePasses += 1
        // Parents first, so a child re-evaluated by its parent is not evaluated twice.
        let pending = dirty.values.sorted { $0.node.depth < $1.node.depth }
        var layoutTransaction: Transaction?
        for (node, transaction) in pending where dirty[ObjectIdentifier(node)] != nil {
            dirty.removeValue(forKey: ObjectIdentifier(node))
            guard node.isAttached else { continue }
            node.reevaluate(transaction: transaction)
            appliedTransactions.append(transaction)
            if layoutTransaction == nil || layoutTransaction?.animation == nil { layoutTransaction = transaction }
        }
        pendingLayoutTransaction = layoutTransaction ?? Transaction()
        layoutPass = passCounter
        // No layout unless a node asked for one (a size, a structure or a layout value changed):
        // a change of colour or of an effect in a large tree then costs no layout at all.
        needsDisplay = true
    }

    private var pendingLayoutTransaction = Transaction()
    /// The update pass whose changes the next layout places (0: none; layout changes then do not animate).
    private(set) var layoutPass: UInt64 = 0

    private func runPostUpdateActions() {
        while !postUpdateActions.isEmpty {
            let actions = postUpdateActions
            postUpdateActions.removeAll()
            for action in actions { action() }
        }
    }

    /// Incremented by every layout pass; size caches are valid for one generation.
    private(set) var layoutGeneration: UInt64 = 1

    private func layout() {
        needsLayout = false
        // Whatever moved is drawn by a new walk of the tree.
        needsDisplay = true
        layoutGeneration += 1
        // As in a SwiftUI window: the root is offered the whole viewport and centred at the size it chooses.
        let size = root.measure(ProposedViewSize(viewportSize))
        let rect = CGRect(x: (viewportSize.width - size.width) / 2, y: (viewportSize.height - size.height) / 2,
                          width: size.width, height: size.height)
        root.place(in: rect, transaction: pendingLayoutTransaction)
        needsLayout = false
        finishPass()
    }

    /// Ends the update passes applied so far, once they are laid out (or needed no layout):
    /// their transaction no longer places anything, and the completions of changes that
    /// started no animation fire.
    private func finishPass() {
        pendingLayoutTransaction = Transaction()
        layoutPass = 0
        let applied = appliedTransactions + supersededTransactions
        appliedTransactions.removeAll()
        supersededTransactions.removeAll()
        for transaction in applied where !transaction.animationCompletions.isEmpty {
            transaction._completeIfNoAnimationsStarted()
        }
    }

    func report(_ message: String) {
        guard reportedDiagnostics.insert(message).inserted else { return }
        diagnosticHandler(message)
    }

    /// Records one evaluation of a `View.body`.
    func countBodyEvaluation() { statistics.bodyEvaluations += 1 }
    /// Records one evaluation of a `ViewModifier.body(content:)`.
    func countModifierBodyEvaluation() { statistics.modifierBodyEvaluations += 1 }
    /// Records one evaluation of `Shape.path(in:)`.
    func countPathEvaluation() { statistics.pathEvaluations += 1 }

    // MARK: FrameProducing

    /// The display list to show at host time `host`: seconds on the host's
    /// clock, the frame's target presentation time (when its pixels reach the
    /// screen) rather than the time of the call, so animations are evaluated for
    /// the moment they are seen. Host times should not decrease from call to call.
    ///
    /// In order: pending state changes are applied; timeline entries due by the
    /// scene time of `host` are applied one at a time, each at its own time
    /// (after a stall a timeline applies a few, then jumps to the latest one
    /// due); running animations are stepped to that time; the tree is laid out
    /// if something changed size or position. When nothing needs drawing, the
    /// previous display list is returned as it was; when only layers moved or
    /// faded (the animation frames of offset, rotation, scale, opacity and the
    /// other layer effects), it is returned with those layers rewritten in place,
    /// without walking the tree (`Statistics.displayListBuilds` does not grow).
    /// Release the previous list before asking for the next one, or that rewrite
    /// copies it. The scene time follows `timeScale` and `isPaused`.
    public func frame(at host: TimeInterval) -> DisplayList {
        hostTime = max(hostTime, host)
        let time = clock.sceneTime(atHost: host)
        flushUpdates()
        applyDueEntries(upTo: time)
        advanceTime(to: time)
        flushUpdates()
        stepAnimations(to: time)
        if needsLayout { layout() }
        statistics.frames += 1
        if needsDisplay || statistics.frames == 1 {
            displayGeneration += 1
            statistics.displayListBuilds += 1
            var builder = DisplayListBuilder(reservingCapacity: lastDisplayList.items.count, generation: displayGeneration)
            root.render(into: &builder)
            lastDisplayList = builder.finish()
            needsDisplay = false
        }
        return lastDisplayList
    }

    private func advanceTime(to time: TimeInterval) {
        if time > currentTime { currentTime = time }
    }

    private func stepAnimations(to time: TimeInterval) {
        guard !animating.isEmpty else { return }
        isUpdating = true
        // Order does not matter for the result (a node stepped before an ancestor's modifier
        // body updates it keeps its running animation when that update arrives), but for speed:
        // in tree order (node ids grow in the order nodes are made), nodes, their animation
        // state and their layers in the display list are visited in the order they lie
        // in memory. In the dictionary's order nearly every step missed the cache (perf,
        // 10,000 views x 3 springs: a quarter of the frame on the first load of a node and
        // of its layer).
        // (A @Sendable comparison: one isolated to the main actor checked the executor on
        // each of the 450,000 comparisons of 30,000 nodes.)
        let nodes = animatingList ?? animating.values.sorted { @Sendable a, b in a.nodeID < b.nodeID }
        animatingList = nodes
        // Each step still waits for its node to come from memory (nodes lie apart, between the
        // other objects made with them): ask for the first 512 bytes of the node 8 steps ahead,
        // which hold every field a step reads (the effect nodes are 424-472 bytes). 10,000 views
        // x 3 springs: 8 % faster a frame (medians of 10 alternating runs). A prefetch never
        // faults and never waits.
        let ahead = 8
        for index in nodes.indices {
            if index + ahead < nodes.count {
                let base = Unmanaged.passUnretained(nodes[index + ahead]).toOpaque()
                for line in 0..<8 { lunapark_prefetch(base + 64 * line) }
            }
            let node = nodes[index]
            if !node.stepAnimations(to: time) { unregisterAnimating(node) }
        }
        statistics.animationSteps += nodes.count
        isUpdating = false
        // Each node asked for what its step needs: a rebuild, a layout, or rewritten layers.
        // Completions fired by finished animations may have changed state.
        flushUpdates()
    }

    /// Delivers `event`, which happened at host time `host` (seconds).
    ///
    /// A press goes to the view under the pointer that takes it, which keeps
    /// receiving the moves and the release wherever the pointer goes; moves with
    /// no button held are dropped (there is no hover). Keys go to `onKeyPress`
    /// handlers, deepest first. The state changes the event causes are applied,
    /// and laid out, before this returns, at the event's scene time (an
    /// animation they start begins then; a `Sound` played plays at `host`);
    /// only the drawing waits for the next `frame(at:)`.
    public func handle(_ event: InputEvent, at host: TimeInterval) {
        hostTime = max(hostTime, host)
        let time = clock.sceneTime(atHost: host)
        advanceTime(to: time)
        flushUpdates()
        let previousEventTime = AudioRouting.currentEventTime
        AudioRouting.currentEventTime = host
        defer { AudioRouting.currentEventTime = previousEventTime }
        switch event {
        case .pointerDown(let p):
            pointerCapture = root.hitTest(p)
            pointerCapture?.handler.pointerDown(at: p, time: time)
        case .pointerMoved(let p, let pressed):
            if pressed { pointerCapture?.handler.pointerMoved(to: p, time: time) }
        case .pointerUp(let p):
            pointerCapture?.handler.pointerUp(at: p, time: time)
            pointerCapture = nil
        case .key(let key, let modifiers):
            _ = root.handleKey(KeyPress(key: key, modifiers: modifiers))
        }
        flushUpdates()
    }

    public var frameRequest: FrameRequest {
        if !animating.isEmpty || !dirty.isEmpty || needsDisplay || needsLayout { return .nextVSync }
        if let next = nextScheduledTime, let host = clock.hostTime(atScene: next) { return .at(host) }
        return .idle
    }

    // MARK: Time control (slow motion, pause, single steps)

    /// How fast the scene runs relative to the host clock: 1 normal, 0.1 ten times slower.
    /// Animations, transactions and timelines all follow it; must be positive.
    public var timeScale: Double {
        get { clock.rate }
        set {
            clock.setRate(newValue, atHost: hostTime)
            needsDisplay = true
        }
    }

    /// True while the scene's time stands still (frames still draw; input still applies).
    public var isPaused: Bool {
        get { clock.isPaused }
        set {
            clock.setPaused(newValue, atHost: hostTime)
            needsDisplay = true
        }
    }

    /// Moves a paused scene on by `seconds` of scene time (one frame by default).
    public func step(by seconds: TimeInterval = 1.0 / 60) {
        clock.step(by: seconds)
        needsDisplay = true
    }

    // MARK: Timelines

    private struct WeakScheduled {
        weak var node: (any ScheduledNode)?
    }
    private var scheduled: [ObjectIdentifier: WeakScheduled] = [:]

    func registerScheduled(_ node: any ScheduledNode) {
        scheduled[ObjectIdentifier(node)] = WeakScheduled(node: node)
    }

    func unregisterScheduled(_ node: any ScheduledNode) {
        scheduled.removeValue(forKey: ObjectIdentifier(node))
    }

    /// The earliest scene time at which a scheduled update (a timeline entry) is due.
    public var nextScheduledTime: TimeInterval? {
        scheduled.values.compactMap { $0.node?.nextEntryTime }.min()
    }

    /// The date that scene time `time` stands for.
    public func date(atSceneTime time: TimeInterval) -> Date { referenceDate.addingTimeInterval(time) }

    /// The scene time of `date`.
    public func sceneTime(of date: Date) -> TimeInterval { date.timeIntervalSince(referenceDate) }

    /// The date of the current moment (the latest frame, event or entry).
    public var currentDate: Date { date(atSceneTime: currentTime) }

    /// How many entries of one timeline a frame applies before jumping to its latest due entry.
    static let catchUpEntriesPerFrame = 4

    /// Timeline entries applied so far, in all timeline views.
    public private(set) var timelineEntriesApplied = 0

    /// How far after a frame's time an entry still belongs to that frame, seconds. Entries are
    /// `Date`s, seconds since 2001 in a `Double`, spaced 1.2e-7 s apart in the 2020s: a schedule
    /// that starts on a frame's time (`.periodic(from: .now, ...)` in `onAppear`) puts entries on
    /// later frames' times up to a few such steps late, and without the tolerance about half of
    /// them waited a whole frame (which also left their sounds a frame less to be scheduled in).
    static let entryTimeTolerance: TimeInterval = 1e-6

    /// Applies every timeline entry due by `time` (within `entryTimeTolerance`), in time order,
    /// each at its own time: the graph's current time is the entry's while its changes (and
    /// their actions) apply.
    private func applyDueEntries(upTo frameTime: TimeInterval) {
        let time = frameTime + Self.entryTimeTolerance
        var guardCount = 0
        var appliedPerNode: [ObjectIdentifier: Int] = [:]
        while guardCount < 10_000 {
            guardCount += 1
            var earliest: (node: any ScheduledNode, time: TimeInterval)?
            for entry in scheduled.values {
                guard let node = entry.node, let t = node.nextEntryTime, t <= time else { continue }
                if earliest == nil || t < earliest!.time { earliest = (node, t) }
            }
            guard let (node, entryTime) = earliest else { break }
            // After a stall a timeline catches up with a few entries, then jumps to the latest due one.
            let count = appliedPerNode[ObjectIdentifier(node), default: 0] + 1
            appliedPerNode[ObjectIdentifier(node)] = count
            if count == Self.catchUpEntriesPerFrame { node.skipEntries(upTo: time) }
            advanceTime(to: entryTime)
            let previousEventTime = AudioRouting.currentEventTime
            AudioRouting.currentEventTime = clock.hostTime(atScene: entryTime) ?? hostTime
            isUpdating = true
            passCounter += 1
            node.applyNextEntry()
            timelineEntriesApplied += 1
            recentTimelineEntries.append((entryTime, (node as? ViewNode)?.debugDescriptionName ?? "timeline"))
            if recentTimelineEntries.count > 16 { recentTimelineEntries.removeFirst() }
            layoutPass = passCounter
            isUpdating = false
            flushUpdates()
            AudioRouting.currentEventTime = previousEventTime
        }
        scheduled = scheduled.filter { $0.value.node != nil }
    }

    public var title: String? { root.navigationTitle }

    /// Replaces the root view (as a parent re-evaluating with a new value would).
    /// A root of another type is a new view: the old tree leaves and a new one is built.
    public func setRootView<Content: View>(_ content: Content, transaction: Transaction = Transaction()) {
        let sameType = type(of: rootView) == Content.self
        rootView = content
        isUpdating = true
        passCounter += 1
        let context = UpdateContext(transaction: transaction, environment: rootEnvironment)
        if sameType {
            root.apply(content, context: context)
        } else {
            root.willUnmount()
            root = makeNode(for: content, parent: nil, graph: self)
            root.apply(content, context: context)
            root.didMount()
        }
        isUpdating = false
        needsLayout = true
        flushUpdates()
    }

    /// The frames of the views tagged with `.accessibilityIdentifier`-like `_debugTag`, for tests.
    public func layoutFrame(tagged tag: String) -> CGRect? {
        root.find { $0.debugTag == tag }?.presentedFrame
    }
}

import Foundation
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
    // Unchecked, as are `needsDisplay`, `lastDisplayList` and `displayGeneration`, which every
    // animation step that rewrites a layer touches: see "Exclusivity" in `ViewNode`.
    @exclusivity(unchecked) public internal(set) var statistics = Statistics()

    /// The size of the root view's space in points.
    public var viewportSize: CGSize {
        didSet { if viewportSize != oldValue { setNeedsLayout(); viewportSizeDidChange() } }
    }

    /// The window's safe area insets, in points (zero by default: a desktop window has no
    /// unsafe areas; a host can give a phone-like frame's status bar and home indicator).
    /// The root view is laid out inside them; `ignoresSafeArea` and scroll views reach under
    /// them. Negative or non-finite insets count as 0.
    public var safeAreaInsets = EdgeInsets() {
        didSet {
            func valid(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
            let clean = EdgeInsets(top: valid(safeAreaInsets.top), leading: valid(safeAreaInsets.leading),
                                   bottom: valid(safeAreaInsets.bottom), trailing: valid(safeAreaInsets.trailing))
            if clean != safeAreaInsets { safeAreaInsets = clean }
            if safeAreaInsets != oldValue { setNeedsLayout() }
        }
    }

    /// The `Date` that host time 0 stands for.
    public let referenceDate: Date

    /// The scene time of the most recent frame, event or timeline entry: what
    /// animations, transactions and timelines see (equal to host time unless the
    /// scene is slowed down, paused or stepped; see `timeScale`).
    public internal(set) var currentTime: TimeInterval
    /// The latest host time received from the host.
    public internal(set) var hostTime: TimeInterval
    /// The modifier keys held, as the latest `modifiersChanged` or `key` event said; a press
    /// passes them to its gesture (Option or Control turn a drag into a pinch and a rotation).
    public internal(set) var pointerModifiers: EventModifiers = []
    var clock: SceneClock

    var rootEnvironment: EnvironmentValues
    var root: ViewNode!
    var rootView: any View

    private var nextNodeID: UInt64 = 0
    var passCounter: UInt64 = 0
    /// `NavigationBarModifierNode`s mounted (see `title`), and the last title found with its pass.
    var navigationTitleNodeCount = 0
    var cachedTitle: (pass: UInt64, title: String?)?
    var currentPass: UInt64 { passCounter }

    /// Nodes to re-evaluate, with the transaction of the change that invalidated them.
    var dirty: [ObjectIdentifier: (node: ViewNode, transaction: Transaction)] = [:]
    /// Transactions whose changes were applied in a pass (their completions fire if nothing animated).
    var appliedTransactions: [Transaction] = []
    var supersededTransactions: [Transaction] = []
    /// What the graph records for the inspector, while `recordsInspection` is on (nil: nothing).
    /// Unchecked: read at every hook (see "Exclusivity" in `ViewNode`).
    @exclusivity(unchecked) public internal(set) var inspection: InspectionRecorder?
    /// Nodes with running animations, stepped each frame.
    let animations = AnimationRegistry()
    /// Timeline views waiting for their next entry.
    let timelines = TimelineScheduler()
    /// The groups of `matchedGeometryEffect` members.
    let matchedGeometry = MatchedGeometryRegistry()
    /// The views that read preferences (`onPreferenceChange`, `overlayPreferenceValue`...).
    let preferenceReaders = PreferenceReaderRegistry()
    /// Whether any view ever set an alignment guide (containers look for them only then).
    var usesAlignmentGuides = false
    /// The transaction the next layout places with (that of the latest animated change of the pass).
    var pendingLayoutTransaction = Transaction()
    /// The update pass whose changes the next layout places (0: none; layout changes then do not animate).
    var layoutPass: UInt64 = 0
    /// Incremented by every layout of everything: nodes' size caches and placements of an
    /// older epoch are out of date (see `ViewNode.place(in:transaction:)`).
    var layoutEpoch: UInt64 = 1
    /// True when the next layout lays out everything (`setNeedsLayout()`); otherwise it lays
    /// out the nodes that `ViewNode.invalidateLayout()` marked and what their sizes move.
    var needsFullLayout = true

    /// Work to run after the current update pass (onAppear, onChange actions...).
    var postUpdateActions: [() -> Void] = []
    /// Work waiting for the next frame's time: views appear then (`whenAppearing(_:)`).
    var appearanceActions: [() -> Void] = []
    /// True inside `frame(at:)` once the graph is at the frame's own time: views appear at once.
    var isAtFrameTime = false

    var needsLayout = true
    /// A lazy container measured rows whose size it had estimated while it was placed: the
    /// layout pass runs again (at most twice more) with the sizes now known.
    var needsLayoutAgain = false
    /// The tree must be walked to build a new display list (layers rewritten in place are not enough).
    @exclusivity(unchecked) var needsDisplay = true
    var isUpdating = false
    /// True while `flushUpdates()` runs its passes and the actions after them: changes made
    /// then belong to the time of the update being flushed (a timeline entry's, a frame's).
    var isFlushingUpdates = false
    @exclusivity(unchecked) private var lastDisplayList = DisplayList()
    /// Counts display-list builds; the slots nodes record refer to one build (`DisplayListSlot`).
    @exclusivity(unchecked) private var displayGeneration: UInt64 = 0

    /// The host's clock (host seconds), read when state changes outside a
    /// frame or an event: by main-queue work, a timer or a task. Animations
    /// such a change starts then begin at that moment; without a clock they
    /// begin at the latest frame's or event's time, which after an idle
    /// pause is long past (they would jump to their end). Windows read
    /// `HostClock`, the headless host its virtual time.
    public var hostClock: (@MainActor () -> TimeInterval)?

    /// Where diagnostics go (one line each); defaults to standard error.
    public var diagnosticHandler: (String) -> Void = { message in
        FileHandle.standardError.write(Data("lunapark: \(message)\n".utf8))
    }
    private var reportedDiagnostics: Set<String> = []

    let textMeasurer: TextMeasuring
    /// Decodes `Image("name")` files; set by the host (nil: images show as grey boxes, reported once).
    public var imageLoader: (any ImageLoading)?
    var pointerCapture: PointerTarget?
    /// True while a secondary click looks for the context menu under the pointer (`openContextMenu(at:)`).
    var isFindingContextMenu = false
    /// True while a click looks for the focusable view under the pointer (`focusView(clickedAt:)`).
    var isFindingFocusTarget = false
    /// The `focusable` view with the focus, nil when none has it (a text input may: `focusedTextInput`).
    weak var focusedView: FocusTargetNode?
    /// The text field that typed text and editing keys go to (set when one is tapped).
    weak var focusedTextInput: TextInputNode?
    /// The `onHover` nodes, told of every pointer move.
    var hoverNodes: [HoverNode.Weak] = []
    /// The sensory feedback played, oldest first (`recentSensoryFeedback`).
    var sensoryFeedbackLog: [PlayedSensoryFeedback] = []
    /// Whether a played `sensoryFeedback` also clicks on the audio output (off by default: a
    /// desktop has no haptic engine, and the host opts in, as `LUNAPARK_FEEDBACK_SOUNDS=1` does
    /// in an app). The feedback is logged either way.
    public var playsSensoryFeedbackSounds = false
    /// Which handlers the key press being delivered is offered to (shortcuts first).
    var keyDelivery = KeyDelivery.keyPressHandlers
    /// The scene's `@SceneStorage` values, kept as long as the graph.
    let sceneStorage = SceneStorageValues()
    /// The mounted presenters (`sheet`, `alert`, ...), the most recently presented last: their
    /// layers are drawn over the root in this order and take input first (`ViewGraph+Presentations.swift`).
    var presenters: [PresentationModifierNode] = []

    /// Creates a graph for `content` in a viewport of `size` points.
    ///
    /// - Parameters:
    ///   - textMeasurer: measures `Text` as the renderer will draw it.
    ///   - startTime: the host time of creation (seconds).
    ///   - referenceDate: the date host time 0 stands for.
    ///   - imageLoader: decodes `Image("name")` files (`imageLoader`), installed before the content is built.
    ///   - displayScale: the window's pixels per point (`EnvironmentValues.displayScale`).
    ///   - content: the root view.
    public init<Content: View>(size: CGSize, textMeasurer: TextMeasuring, startTime: TimeInterval = 0,
                               referenceDate: Date = Date(timeIntervalSinceReferenceDate: 0),
                               imageLoader: (any ImageLoading)? = nil, displayScale: CGFloat = 1, content: Content) {
        self.viewportSize = size
        // Before the content is built: its images load as their nodes are made.
        self.imageLoader = imageLoader
        self.textMeasurer = textMeasurer
        self.currentTime = startTime
        self.hostTime = startTime
        self.clock = SceneClock(start: startTime)
        self.referenceDate = referenceDate
        var environment = EnvironmentValues()
        environment.clipboardWriter = ClipboardWriter()
        environment.displayScale = displayScale
        Self.setSizeClasses(for: size, in: &environment)
        self.rootEnvironment = environment
        self.rootView = content
        link.graph = self
        becomeScreenGraph()
        let context = UpdateContext(transaction: Transaction(), environment: rootEnvironment)
        isUpdating = true
        passCounter += 1
        root = makeNode(for: content, parent: nil, graph: self)
        root.apply(content, context: context)
        root.didMount()
        isUpdating = false
        layoutPass = passCounter
        setNeedsLayout()
        flushUpdates()
    }

    /// How the screen and closures refer to this graph without keeping it alive (never
    /// `weak`: see `GraphLink`); cleared when the graph goes.
    let link = GraphLink()

    deinit {
        // Not `isolated deinit` (Swift 6.2): the package builds with Swift 6.1. Graphs are
        // released on the main actor; the link is Sendable so the deinit may reach it.
        link.graph = nil
    }

    func makeNodeID() -> UInt64 {
        nextNodeID += 1
        return nextNodeID
    }

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

    /// Puts `drawing` at `index` (a `.drawing` slot from `layerSlotForRewrite(_:)`) of the last display list.
    func rewriteDrawing(_ drawing: DisplayList.Drawing, at index: Int) {
        lastDisplayList.replaceDrawing(at: index, with: drawing)
        statistics.drawingRewrites += 1
    }

    /// Runs `action` after the current update pass, or after the next one when none is running.
    func afterUpdate(_ action: @escaping () -> Void) {
        postUpdateActions.append(action)
    }

    /// Reports `message` (one line, no prefix) through `diagnosticHandler`, once: the same
    /// message again is dropped. Hosts report the arguments they corrected this way.
    public func report(_ message: String) {
        guard reportedDiagnostics.insert(message).inserted else { return }
        diagnosticHandler(message)
    }

    /// Records one evaluation of a `View.body`.
    func countBodyEvaluation() { statistics.bodyEvaluations += 1 }
    /// Records one evaluation of a `ViewModifier.body(content:)`.
    func countModifierBodyEvaluation() { statistics.modifierBodyEvaluations += 1 }
    /// Records one evaluation of `Shape.path(in:)`.
    func countPathEvaluation() { statistics.pathEvaluations += 1 }
    /// Records one run of a `Canvas` renderer.
    func countCanvasRecording() { statistics.canvasRecordings += 1 }

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
    ///
    /// Views inserted since the previous frame appear in this one: their
    /// `onAppear` actions run, and their `TimelineView`s start, at this
    /// frame's time, after the due entries (see `whenAppearing(_:)`).
    public func frame(at host: TimeInterval) -> DisplayList {
        hostTime = max(hostTime, host)
        let time = clock.sceneTime(atHost: host)
        flushUpdates()
        applyDueEntries(upTo: time)
        advanceTime(to: time)
        isAtFrameTime = true
        defer { isAtFrameTime = false }
        runAppearanceActions()
        flushUpdates()
        stepAnimations(to: time)
        if needsLayout { layout() }
        statistics.frames += 1
        if needsDisplay || statistics.frames == 1 {
            displayGeneration += 1
            statistics.displayListBuilds += 1
            var builder = DisplayListBuilder(reservingCapacity: lastDisplayList.items.count, generation: displayGeneration)
            root.render(into: &builder)
            renderPresentationLayers(into: &builder)
            lastDisplayList = builder.finish()
            needsDisplay = false
        }
        return lastDisplayList
    }

    func advanceTime(to time: TimeInterval) {
        if time > currentTime { currentTime = time }
    }

    public var frameRequest: FrameRequest {
        if !animations.isEmpty || !dirty.isEmpty || needsDisplay || needsLayout { return .nextVSync }
        if let next = nextScheduledTime, let host = clock.hostTime(atScene: next) { return .at(host) }
        return .idle
    }

    /// Replaces the root view (as a parent re-evaluating with a new value would).
    /// A root of another type is a new view: the old tree leaves and a new one is built.
    /// With a `hostClock`, the new root's `onAppear` actions and the animations they start run at
    /// the host's now.
    public func setRootView<Content: View>(_ content: Content, transaction: Transaction = Transaction()) {
        advanceToHostClock()
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
        setNeedsLayout()
        flushUpdates()
    }

    /// The frames of the views tagged with `.accessibilityIdentifier`-like `_debugTag`, for tests.
    public func layoutFrame(tagged tag: String) -> CGRect? {
        root.find { $0.debugTag == tag }?.presentedFrame
    }
}

import Foundation
import LunaparkCore

/// The node of a `ScrollView`. Its content is laid out once, unscrolled, at the scroll view's
/// corner ("content coordinates": root coordinates as if the offset were zero), and drawn in a
/// layer moved by `-offset` and clipped to the scroll view's frame. Scrolling therefore changes
/// no layout: it redraws, and tells lazy containers and scroll transitions inside
/// (`ScrollRegionObserving`) that the visible region moved. The motion (drag, wheel, glide,
/// springs, `scrollTo`) is in `ScrollViewNode+Motion.swift`.
@MainActor
final class ScrollViewNode: ContainerNode, TransformingNode, SafeAreaProviding {
    private(set) var axes: Axis.Set = .vertical
    private var showsIndicators = true
    /// The point of the content (from its top-leading corner) shown at the scroll view's
    /// top-leading corner, in points; outside `offsetBounds` while rubber-banding.
    private(set) var offset: CGPoint = .zero
    /// The content's size at the last layout.
    private(set) var contentSize: CGSize = .zero
    /// The content's frame at the last layout, in content coordinates.
    private(set) var contentFrame: CGRect = .zero
    /// What the content is inset by inside the scroll view at the last layout, in points: the
    /// safe area the scroll view reaches under along its axes, plus `contentMargins`.
    private(set) var contentInsets = EdgeInsets()
    /// The size `containerRelativeFrame` views inside measure against: the frame less the
    /// content insets, in points (nil before the first measurement).
    private(set) var relativeFrameContainerSize: CGSize?
    /// Whether the content was laid out once (the default scroll anchor applies to the first layout).
    private var hasPlacedContent = false
    /// True once the content was placed (targets have frames).
    var hasLaidOutContent: Bool { hasPlacedContent }
    /// The id last written to (or followed from) the `scrollPosition(id:)` binding.
    var reportedPositionID: AnyHashable?
    /// The transaction of a `scrollPosition` change that arrived before the first layout.
    var pendingPositionTransaction: Transaction?
    /// The spinner shown above the content while it is pulled down or refreshing (`refreshable`).
    var refreshIndicator: ViewNode?
    /// True while the `refreshable` action runs.
    var isRefreshing = false
    /// The running `refreshable` action.
    var refreshTask: Task<Void, Never>?

    override var children: [ViewNode] { (refreshIndicator.map { [$0] } ?? []) + super.children }

    /// The glide or spring of each axis that moves on its own.
    var motions: [Axis: ScrollAxisMotion] = [:]
    /// The animated offset of a `scrollTo` inside `withAnimation`.
    var programmaticScroll: AnimatedValue<CGPoint.AnimatableData>?
    /// The drag in progress.
    var drag: ScrollDrag?
    /// The scene time the content last moved (for the scroll bars' fading).
    var lastMovementTime: TimeInterval = -.infinity
    /// Whether the user (a drag or the wheel) rather than the app last moved the content.
    var lastMoveWasByUser = false
    /// Whether `motions` carry the content to where a wheel turn sent it (not a glide).
    var motionIsWheel = false
    /// True while a press rests on the content without having started a scroll.
    var isTrackingPointer = false
    /// The phase the `onScrollPhaseChange` observers were last told.
    var reportedPhase: ScrollPhase = .idle
    /// The `scrollPosition(_:)` value last applied or written back.
    var appliedScrollPosition: ScrollPosition?
    private var observers: [ObjectIdentifier: WeakScrollObserver] = [:]

    override func update(with view: any View, context: UpdateContext) {
        let scroll = view as! ScrollViewValue
        recordUpdate(context)
        if scroll.scrollAxes != axes {
            axes = scroll.scrollAxes
            graph.setNeedsLayout()
        }
        if scroll.scrollShowsIndicators != showsIndicators {
            showsIndicators = scroll.scrollShowsIndicators
            graph.setNeedsDisplay()
        }
        // Margins, anchors and the rest come from the environment; a change lays out again.
        graph.setNeedsDisplay()
        if context.environment.scrollContentMargins != contentMarginsInUse { graph.setNeedsLayout() }
        updateContent(scroll.scrollContent, context: context)
        followScrollPositions(transaction: context.transaction)
    }

    /// A position binding this node read changed (`followScrollPositions`).
    override func reevaluate(transaction: Transaction) {
        followScrollPositions(transaction: transaction)
    }

    // MARK: Layout

    /// The proposal for the content: nothing along the scrolled axes (its ideal size there),
    /// less the margins across them.
    private func contentProposal(_ proposal: ProposedViewSize, insets: EdgeInsets) -> ProposedViewSize {
        var p = proposal
        for axis in Axis.allCases {
            if axes.contains(axis.set) {
                p[axis] = nil
            } else {
                p[axis] = p[axis].map { max(0, $0 - insets.total(axis)) }
            }
        }
        return p
    }

    /// The margins `contentMargins` asks for in this scroll view's environment.
    private var contentMarginsInUse: EdgeInsets { environment.scrollContentMargins }

    /// The edges along the scrolled axes: where the scroll view reaches under the safe area.
    private var scrolledEdges: Edge.Set {
        var edges: Edge.Set = []
        if axes.contains(.vertical) { edges.formUnion(.vertical) }
        if axes.contains(.horizontal) { edges.formUnion(.horizontal) }
        return edges
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let margins = contentMarginsInUse
        if relativeFrameContainerSize == nil {
            let size = proposal.replacingUnspecifiedDimensions(by: graph.viewportSize)
            relativeFrameContainerSize = CGSize(width: max(0, size.width - margins.horizontal),
                                                height: max(0, size.height - margins.vertical))
        }
        var content = self.content?.measure(contentProposal(proposal, insets: margins)) ?? .zero
        content.width += margins.horizontal
        content.height += margins.vertical
        var size = CGSize.zero
        for axis in Axis.allCases {
            if axes.contains(axis.set) {
                size[axis] = proposal[axis] ?? content[axis]
            } else {
                size[axis] = proposal[axis].map { min($0, content[axis]) } ?? content[axis]
            }
        }
        return size
    }

    override func placeSubtree(in proposedRect: CGRect, transaction: Transaction) {
        // Along its axes the scroll view reaches under the safe area it touches and insets its
        // content by it instead (content scrolls under a bar, and its ends scroll out of it).
        let rect = expandingIntoSafeArea(proposedRect, edges: scrolledEdges)
        super.placeSubtree(in: rect, transaction: transaction)
        guard let content else { return }
        let safe = safeAreaInsets(of: rect)
        let margins = contentMarginsInUse
        let insets = EdgeInsets(top: margins.top + (axes.contains(.vertical) ? safe.top : 0),
                                leading: margins.leading + (axes.contains(.horizontal) ? safe.leading : 0),
                                bottom: margins.bottom + (axes.contains(.vertical) ? safe.bottom : 0),
                                trailing: margins.trailing + (axes.contains(.horizontal) ? safe.trailing : 0))
        let oldExtent = CGSize(width: contentSize.width + contentInsets.horizontal, height: contentSize.height + contentInsets.vertical)
        contentInsets = insets
        let container = CGSize(width: max(0, rect.width - insets.horizontal), height: max(0, rect.height - insets.vertical))
        if container != relativeFrameContainerSize {
            // Relative frames inside were measured against another size: measure everything again.
            relativeFrameContainerSize = container
            graph.needsLayoutAgain = true
        }
        contentSize = content.measure(contentProposal(ProposedViewSize(rect.size), insets: insets))
        var origin = CGPoint(x: rect.minX + insets.leading, y: rect.minY + insets.top)
        for axis in Axis.allCases where !axes.contains(axis.set) {
            origin[axis] += max(0, (rect.size[axis] - insets.total(axis) - contentSize[axis]) / 2)
        }
        contentFrame = CGRect(origin: origin, size: contentSize)
        content.place(in: contentFrame, transaction: effectiveTransaction(inherited: transaction))
        placeRefreshIndicator()
        if let pending = pendingPositionTransaction {
            hasPlacedContent = true
            followScrollPositions(transaction: pending)
        }
        guard drag == nil && motions.isEmpty && programmaticScroll == nil else { return }
        setOffset(clamped(anchoredOffset(previousExtent: oldExtent)))
        reportScrollPosition()
    }

    /// Where the content rests after a layout: at the default scroll anchor the first time; after
    /// a change of the content's size, moved so that the anchor's point of it stays in place.
    private func anchoredOffset(previousExtent: CGSize) -> CGPoint {
        guard let anchor = environment.defaultScrollAnchor else { hasPlacedContent = true; return offset }
        var point = offset
        for axis in Axis.allCases where axes.contains(axis.set) {
            let fraction = axis == .horizontal ? anchor.x : anchor.y
            let range = offsetBounds(axis).upperBound
            if !hasPlacedContent {
                point[axis] = fraction * range
            } else {
                point[axis] += fraction * (scrollExtent[axis] - previousExtent[axis])
            }
        }
        hasPlacedContent = true
        return point
    }

    /// The content's size with its insets: what scrolls through the frame, in points.
    var scrollExtent: CGSize {
        CGSize(width: contentSize.width + contentInsets.horizontal, height: contentSize.height + contentInsets.vertical)
    }

    /// The offsets the content may rest at along `axis`: 0 up to what the content and its
    /// insets exceed the frame by.
    func offsetBounds(_ axis: Axis) -> ClosedRange<CGFloat> {
        guard axes.contains(axis.set) else { return 0...0 }
        // While refreshing, the content rests pulled down over the spinner.
        let lower = axis == .vertical && isRefreshing ? -Self.refreshBand : 0
        return lower...max(0, scrollExtent[axis] - layoutFrame.size[axis])
    }

    /// Whether content may be pulled past its edges along `axis` (`scrollBounceBehavior`).
    func bounces(along axis: Axis) -> Bool {
        let behavior = axis == .horizontal ? environment.horizontalScrollBounceBehavior : environment.verticalScrollBounceBehavior
        return behavior != .basedOnSize || offsetBounds(axis).upperBound > 0
    }

    // The content sees no safe area: the scroll view insets it instead.
    func safeAreaLayer(for child: ViewNode) -> SafeAreaLayer? { nil }
    func isolatesSafeArea(of child: ViewNode) -> Bool { true }

    /// `point` moved into the offset bounds of both axes.
    func clamped(_ point: CGPoint) -> CGPoint {
        var p = point
        for axis in Axis.allCases {
            let bounds = offsetBounds(axis)
            p[axis] = min(max(p[axis], bounds.lowerBound), bounds.upperBound)
        }
        return p
    }

    /// The part of the content shown now, in content coordinates.
    var visibleContentRect: CGRect { presentedFrame.offsetBy(dx: offset.x, dy: offset.y) }

    /// Shows the content at `newOffset`; redraws and tells the observers when it moved.
    func setOffset(_ newOffset: CGPoint) {
        guard newOffset != offset else { return }
        offset = newOffset
        graph.setNeedsDisplay()
        graph.preferenceReaders.needsReading = true  // anchors inside moved in the window
        forEachObserver { $0.scrollRegionDidChange() }
        reportScrollPosition()
        updateRefreshIndicator()
    }

    /// Tells `observer` (a lazy container or a scroll transition inside) when the visible region moves.
    func addObserver(_ observer: ScrollRegionObserving) {
        observers[ObjectIdentifier(observer)] = WeakScrollObserver(node: observer)
    }

    /// Runs `body` for each observer still alive, forgetting the others.
    func forEachObserver(_ body: (any ScrollRegionObserving) -> Void) {
        for (key, observer) in observers {
            if let node = observer.node { body(node) } else { observers[key] = nil }
        }
    }

    // MARK: Drawing and input

    /// Maps content coordinates to root coordinates (what gestures inside undo).
    var rootTransformForHitTesting: CGAffineTransform { CGAffineTransform(translationX: -offset.x, y: -offset.y) }

    override func render(into builder: inout DisplayListBuilder) {
        guard let content else { return }
        let layer = DisplayList.Layer(id: displayID(1), transform: rootTransformForHitTesting,
                                      clip: environment.isScrollClipDisabled ? nil : Path(visibleContentRect))
        builder.beginLayer(layer)
        refreshIndicator?.render(into: &builder)
        content.render(into: &builder)
        builder.endLayer()
        if showsIndicators { drawIndicators(into: &builder) }
    }

    override func hitTest(_ point: CGPoint) -> PointerTarget? {
        guard presentedFrame.contains(point) else { return nil }
        let inner = content?.hitTest(CGPoint(x: point.x + offset.x, y: point.y + offset.y))
        guard !axes.isEmpty, environment.isScrollEnabled else { return inner }
        return PointerTarget(handler: ScrollPressTracker(scrollView: self, inner: inner?.handler))
    }

    override func stepAnimations(to time: TimeInterval) -> Bool {
        let framesRunning = super.stepAnimations(to: time)
        return stepScrolling(to: time) || framesRunning
    }

    override func willUnmount() {
        refreshTask?.cancel()
        refreshTask = nil
        drag = nil
        motions = [:]
        programmaticScroll = nil
        super.willUnmount()
    }
}

/// Nodes told when the visible region of the scroll view around them moves.
@MainActor
protocol ScrollRegionObserving: AnyObject {
    func scrollRegionDidChange()
    /// The scroll view's phase changed from `old` to `new` (`onScrollPhaseChange`).
    func scrollPhaseDidChange(from old: ScrollPhase, to new: ScrollPhase, context: ScrollPhaseChangeContext)
}

extension ScrollRegionObserving {
    func scrollPhaseDidChange(from old: ScrollPhase, to new: ScrollPhase, context: ScrollPhaseChangeContext) {}
}

/// An observer held without keeping it alive.
@MainActor
struct WeakScrollObserver {
    weak var node: (any ScrollRegionObserving)?
}

extension ViewNode {
    /// The nearest `ScrollView` above this node, if any.
    var enclosingScrollView: ScrollViewNode? { nearestAncestor(ScrollViewNode.self) }
}

extension EdgeInsets {
    /// The sum of the two insets along `axis` (leading + trailing for `.horizontal`), in points.
    func total(_ axis: Axis) -> CGFloat { axis == .horizontal ? horizontal : vertical }
}

extension CGPoint {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

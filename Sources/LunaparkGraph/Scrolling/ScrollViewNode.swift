import Foundation
import LunaparkCore

/// The node of a `ScrollView`. Its content is laid out once, unscrolled, at the scroll view's
/// corner ("content coordinates": root coordinates as if the offset were zero), and drawn in a
/// layer moved by `-offset` and clipped to the scroll view's frame. Scrolling therefore changes
/// no layout: it redraws, and tells lazy containers and scroll transitions inside
/// (`ScrollRegionObserving`) that the visible region moved. The motion (drag, wheel, glide,
/// springs, `scrollTo`) is in `ScrollViewNode+Motion.swift`.
@MainActor
final class ScrollViewNode: ContainerNode, TransformingNode {
    private(set) var axes: Axis.Set = .vertical
    private var showsIndicators = true
    /// The point of the content (from its top-leading corner) shown at the scroll view's
    /// top-leading corner, in points; outside `offsetBounds` while rubber-banding.
    private(set) var offset: CGPoint = .zero
    /// The content's size at the last layout.
    private(set) var contentSize: CGSize = .zero
    /// The content's frame at the last layout, in content coordinates.
    private(set) var contentFrame: CGRect = .zero

    /// The glide or spring of each axis that moves on its own.
    var motions: [Axis: ScrollAxisMotion] = [:]
    /// The animated offset of a `scrollTo` inside `withAnimation`.
    var programmaticScroll: AnimatedValue<CGPoint.AnimatableData>?
    /// The drag in progress.
    var drag: ScrollDrag?
    /// The scene time the content last moved (for the scroll bars' fading).
    var lastMovementTime: TimeInterval = -.infinity
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
        updateContent(scroll.scrollContent, context: context)
    }

    // MARK: Layout

    /// The proposal for the content: nothing along the scrolled axes (its ideal size there).
    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var p = proposal
        for axis in Axis.allCases where axes.contains(axis.set) { p[axis] = nil }
        return p
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let content = self.content?.measure(contentProposal(proposal)) ?? .zero
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

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        guard let content else { return }
        contentSize = content.measure(contentProposal(ProposedViewSize(rect.size)))
        var origin = rect.origin
        for axis in Axis.allCases where !axes.contains(axis.set) {
            origin[axis] += max(0, (rect.size[axis] - contentSize[axis]) / 2)
        }
        contentFrame = CGRect(origin: origin, size: contentSize)
        content.place(in: contentFrame, transaction: effectiveTransaction(inherited: transaction))
        if drag == nil && motions.isEmpty && programmaticScroll == nil {
            setOffset(clamped(offset))
        }
    }

    /// The offsets the content may rest at along `axis`: 0 up to what the content exceeds the frame by.
    func offsetBounds(_ axis: Axis) -> ClosedRange<CGFloat> {
        guard axes.contains(axis.set) else { return 0...0 }
        return 0...max(0, contentSize[axis] - layoutFrame.size[axis])
    }

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
        for (key, observer) in observers {
            if let node = observer.node { node.scrollRegionDidChange() } else { observers[key] = nil }
        }
    }

    /// Tells `observer` (a lazy container or a scroll transition inside) when the visible region moves.
    func addObserver(_ observer: ScrollRegionObserving) {
        observers[ObjectIdentifier(observer)] = WeakScrollObserver(node: observer)
    }

    // MARK: Drawing and input

    /// Maps content coordinates to root coordinates (what gestures inside undo).
    var rootTransformForHitTesting: CGAffineTransform { CGAffineTransform(translationX: -offset.x, y: -offset.y) }

    override func render(into builder: inout DisplayListBuilder) {
        guard let content else { return }
        let layer = DisplayList.Layer(id: displayID(1), transform: rootTransformForHitTesting,
                                      clip: Path(visibleContentRect))
        builder.beginLayer(layer)
        content.render(into: &builder)
        builder.endLayer()
        if showsIndicators { drawIndicators(into: &builder) }
    }

    override func hitTest(_ point: CGPoint) -> PointerTarget? {
        guard presentedFrame.contains(point) else { return nil }
        let inner = content?.hitTest(CGPoint(x: point.x + offset.x, y: point.y + offset.y))
        guard !axes.isEmpty else { return inner }
        return PointerTarget(handler: ScrollPressTracker(scrollView: self, inner: inner?.handler))
    }

    override func stepAnimations(to time: TimeInterval) -> Bool {
        let framesRunning = super.stepAnimations(to: time)
        return stepScrolling(to: time) || framesRunning
    }

    override func willUnmount() {
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

extension CGPoint {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

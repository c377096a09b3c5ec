import Foundation
import LunaparkCore

/// What a sheet's card and its drag gesture share: the options its content asked for and
/// the heights the card was last laid out with (read by the gesture when a drag ends).
@MainActor
final class SheetMetrics {
    var options = PresentationOptions()
    /// The large detent's height in points (the container's height less the 10-point gap).
    var largeHeight: CGFloat = 0
    /// The height of the detent the card rests at, in points.
    var restingHeight: CGFloat = 0

    nonisolated init() {}

    /// The detents with their heights, smallest first (`[.large]` when none were set).
    var resolvedDetents: [(detent: PresentationDetent, height: CGFloat)] {
        let detents = options.detents.isEmpty ? [.large] : options.detents
        return detents.map { ($0, $0.resolvedHeight(large: largeHeight)) }.sorted { $0.height < $1.height }
    }
}

/// A sheet's card or a full-screen cover: the content on the system background, at the
/// height of its detent, moved by a drag in progress.
struct _SheetCard: View {
    typealias Body = Never

    enum Style: Equatable { case sheet, fullScreenCover }

    let style: Style
    let content: AnyView
    /// The detent chosen by a drag (nil: the smallest, where a sheet opens).
    let detent: PresentationDetent?
    /// The drag's vertical translation in points (down is positive).
    let dragTranslation: CGFloat
    let metrics: SheetMetrics

    /// The gap above a large sheet, in points (UIKit leaves the presenter's top showing).
    static let topGap: CGFloat = 10
    /// The radius of a sheet's top corners (iOS 15 to 18).
    static let cornerRadius: CGFloat = 10

    static func _makeNode(_ view: _SheetCard, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        SheetCardNode(parent: parent, graph: graph)
    }
}

/// The node of a `_SheetCard`: the background, the content and the grabber, placed in the
/// card's rectangle at the bottom of the container. The content's presentation modifiers
/// are gathered after each update of the content, before layout.
@MainActor
final class SheetCardNode: ViewNode {
    private var card: _SheetCard?
    private var background: ViewNode?
    private var content: ViewNode?
    private var grabber: ViewNode?
    private var isUpdatingContent = false
    /// Where the card was last placed, in root coordinates.
    private var cardRect: CGRect = .zero

    override var children: [ViewNode] { [background, content, grabber].compactMap { $0 } }

    override func update(with view: any View, context: UpdateContext) {
        let card = view as! _SheetCard
        self.card = card
        recordUpdate(context)
        isUpdatingContent = true
        content = reconcile(content, with: card.content, context: context)
        isUpdatingContent = false
        buildDecorations(context: context)
        invalidateLayout()
    }

    override func reevaluate(transaction: Transaction) {
        recordUpdate(transaction: transaction)
        buildDecorations(context: UpdateContext(transaction: transaction, environment: environment))
        invalidateLayout()
    }

    /// Called by a presentation modifier inside the content whose value changed.
    func contentDidChangeOptions(transaction: Transaction) {
        guard !isUpdatingContent, isAttached else { return }
        graph.invalidate(self, transaction: transaction)
    }

    private func gatherOptions() -> PresentationOptions {
        var options = PresentationOptions()
        func visit(_ node: ViewNode) {
            if node is SheetCardNode, node !== self { return }
            if let option = node as? PresentationOptionNode { option.model.apply(&options) }
            for child in node.children where !child.isRemoving { visit(child) }
        }
        if let content { visit(content) }
        return options
    }

    private func buildDecorations(context: UpdateContext) {
        guard let card else { return }
        let options = gatherOptions()
        card.metrics.options = options
        let radius = card.style == .sheet ? (options.cornerRadius ?? _SheetCard.cornerRadius) : 0
        background = reconcileOptional(background, with: Self.background(options.background, cornerRadius: radius),
                                       context: context)
        let showsGrabber = card.style == .sheet
            && (options.dragIndicator == .visible || (options.dragIndicator == .automatic && options.detents.count > 1))
        // UIKit's grabber: 36 x 5 points, a quarter-opaque grey (tertiary label), 5 points under the top.
        let grabberView = Capsule().fill(Color.secondary.opacity(0.5)).frame(width: 36, height: 5)
        grabber = reconcileOptional(grabber, with: showsGrabber ? grabberView : nil, context: context)
    }

    /// The card's background: the system background, or what `presentationBackground` set,
    /// in the card's rounded shape. The background's rectangle reaches `2 * cornerRadius`
    /// (the static 10) past the window's bottom edge: a content background is aligned in the
    /// part above it, the card's visible part.
    private static func background(_ background: PresentationBackground?, cornerRadius radius: CGFloat) -> AnyView {
        let shape = RoundedRectangle(cornerRadius: radius)
        switch background {
        case nil: return AnyView(shape.fill(Color.systemBackground))
        case .style(let style)?: return AnyView(shape.fill(style))
        case .content(let content, let alignment)?:
            return AnyView(content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
                .padding(.bottom, _SheetCard.cornerRadius * 2).clipShape(shape))
        }
    }

    /// A sheet is as wide as it is offered and as tall as its detent (so that its slide in
    /// starts right under the bottom edge); a cover fills what it is offered.
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let offered = proposal.replacingUnspecifiedDimensions(by: graph.viewportSize)
        guard let card else { return offered }
        return CGSize(width: offered.width,
                      height: cardHeight(inContainerOfHeight: graph.viewportSize.height, card: card).height)
    }

    /// The card's height in a container `containerHeight` points tall, and how far it is moved
    /// down: at the resting detent's height, followed by the drag (taller up to the largest
    /// detent, then rubber-banded; below the smallest, moved down instead, rubber-banded when
    /// interactive dismissal is disabled).
    private func cardHeight(inContainerOfHeight containerHeight: CGFloat, card: _SheetCard) -> (height: CGFloat, drop: CGFloat) {
        guard card.style == .sheet else { return (containerHeight, 0) }
        let metrics = card.metrics
        metrics.largeHeight = max(0, containerHeight - _SheetCard.topGap)
        let detents = metrics.resolvedDetents
        let selected = metrics.options.selection?.wrappedValue ?? card.detent
        let resting = detents.first { $0.detent == selected }?.height ?? detents[0].height
        metrics.restingHeight = resting
        let smallest = detents[0].height, largest = detents[detents.count - 1].height
        let height = resting - card.dragTranslation
        if height > largest {
            return (ScrollAxisMotion.rubberBanded(height, bounds: smallest...largest, dimension: containerHeight), 0)
        }
        guard height < smallest else { return (height, 0) }
        var drop = smallest - height
        if metrics.options.interactiveDismissDisabled {
            drop = -ScrollAxisMotion.rubberBanded(-drop, bounds: 0...0, dimension: containerHeight)
        }
        return (smallest, drop)
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        guard let card else { return }
        let placing = effectiveTransaction(inherited: transaction)
        // A presentation layer covers the viewport: the card's container is the window.
        let drop = cardHeight(inContainerOfHeight: graph.viewportSize.height, card: card).drop
        let cardRect = rect.offsetBy(dx: 0, dy: drop)
        self.cardRect = cardRect
        // The background reaches past the window's bottom edge, which hides its lower corners.
        background?.place(in: CGRect(x: cardRect.minX, y: cardRect.minY, width: cardRect.width,
                                     height: cardRect.height + _SheetCard.cornerRadius * 2), transaction: placing)
        if let content {
            // The content is centred in the card at the size it chooses, as a window centres its root.
            let size = content.measure(ProposedViewSize(cardRect.size))
            content.place(in: CGRect(x: cardRect.midX - size.width / 2, y: cardRect.midY - size.height / 2,
                                     width: size.width, height: size.height), transaction: placing)
        }
        grabber?.place(in: CGRect(x: cardRect.midX - 18, y: cardRect.minY + 5, width: 36, height: 5),
                       transaction: placing)
    }

    /// Presses hit the card, not the dimmed space above it.
    override func hitShapeContains(_ point: CGPoint) -> Bool? { cardRect.contains(point) }

    override func hitTest(_ point: CGPoint) -> PointerTarget? {
        cardRect.contains(point) ? super.hitTest(point) : nil
    }
}

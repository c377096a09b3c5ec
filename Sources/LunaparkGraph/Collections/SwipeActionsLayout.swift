import Foundation
import LunaparkCore

/// The layout and input of a row's swipe actions (see `swipeActions(edge:allowsFullSwipe:content:)`).
/// Its `offset` animates as the content's offset does (same value, same transaction), so the
/// actions fill exactly the part of the row the content uncovers.
public struct _SwipeActionsLayout: ViewModifier, Animatable {
    public typealias Body = Never
    var offset: CGFloat
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let setOffset: @MainActor (CGFloat) -> Void
    let actions: AnyView

    public var animatableData: CGFloat {
        get { offset }
        set { offset = newValue }
    }

    /// How a row springs open or closed: Lunapark's choice, close to UIKit's (no bounce, 0.4 s).
    static let snapAnimation = Animation.spring(duration: 0.4, bounce: 0)
    /// The share of the row's width past which a release runs the first action.
    static let fullSwipeFraction: CGFloat = 0.6

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        SwipeActionsNode(parent: parent, graph: graph)
    }
}

/// The node of `_SwipeActionsLayout`: its content, and the actions placed in the part of the
/// row's line (given by the list) that the slid content uncovers, drawn over it.
@MainActor
final class SwipeActionsNode: AnimatableModifierNode<_SwipeActionsLayout>, RowChainNode {
    private var actions: ViewNode?
    /// The row's whole line in the last layout (content coordinates; nil: not in a list).
    private(set) var rowLine: CGRect?
    /// The list's row this modifier is on (its outermost node), set with `rowLine`.
    private weak var rowItem: ViewNode?
    /// True while this node asks the whole row what is under a point (see `hitTest(_:)`).
    private var isHitTestingRow = false
    /// Where the content was slid from when the current drag began.
    private var dragStartOffset: CGFloat = 0

    override var children: [ViewNode] { (content.map { [$0] } ?? []) + (actions.map { [$0] } ?? []) }
    var rowChainContent: ViewNode? { content }

    override func modelDidChange(from old: _SwipeActionsLayout?, context: UpdateContext) {
        super.modelDidChange(from: old, context: context)
        actions = reconcile(actions, with: model.actions, context: context)
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        rowLine = nil
        super.placeSubtree(in: rect, transaction: transaction)
    }

    /// Called by the list after it placed the row `item` (whose modifiers include this one):
    /// `line` is the row's cell, insets included.
    func placeRow(in line: CGRect, item: ViewNode) {
        rowLine = line
        rowItem = item
        placeActions()
    }

    override func presentationDidChange() {
        placeActions()
        super.presentationDidChange()
    }

    /// The uncovered part of the row at the presented offset.
    private var revealedRect: CGRect? {
        guard let line = rowLine, let presented else { return nil }
        let width = min(abs(presented.offset), line.width)
        guard width > 0.5 else { return nil }
        let x = model.edge == .trailing ? line.maxX - width : line.minX
        return CGRect(x: x, y: line.minY, width: width, height: line.height)
    }

    private func placeActions() {
        guard let actions, let rect = revealedRect else { return }
        actions.place(in: rect, transaction: Transaction())
    }

    /// The width of the actions side by side at their least widths.
    private func naturalWidth(in line: CGRect) -> CGFloat {
        actions?.measure(ProposedViewSize(width: nil, height: line.height)).width ?? 0
    }

    override func render(into builder: inout DisplayListBuilder) {
        content?.render(into: &builder)
        guard revealedRect != nil, let actions else { return }
        actions.render(into: &builder)
    }

    /// On a row of a list, a press anywhere in the row's line goes to a `SwipeRowHandler` around
    /// what the whole row (with the modifiers outside this one, such as an `onTapGesture`) has
    /// under the point; on the uncovered actions, to the actions.
    override func hitTest(_ point: CGPoint) -> PointerTarget? {
        guard !isHitTestingRow, let line = rowLine, line.contains(point), let rowItem else {
            return content?.hitTest(point)
        }
        if let revealed = revealedRect, revealed.contains(point) { return actions?.hitTest(point) }
        isHitTestingRow = true
        let whole = rowItem.hitTest(point)
        isHitTestingRow = false
        return PointerTarget(handler: SwipeRowHandler(row: self, inner: whole?.handler, isOpen: abs(model.offset) > 0.5))
    }

    // MARK: Dragging (from `SwipeRowHandler`)

    /// Whether a horizontal drag by `dx` points starts a swipe: towards uncovering the actions,
    /// or either way when the row is open.
    func startsSwipe(dx: CGFloat) -> Bool {
        abs(model.offset) > 0.5 || (model.edge == .trailing ? dx < 0 : dx > 0)
    }

    func dragBegan() { dragStartOffset = model.offset }

    func dragChanged(dx: CGFloat) {
        guard let line = rowLine else { return }
        let sign: CGFloat = model.edge == .trailing ? -1 : 1
        // The content moves only towards uncovering the actions; without a full swipe, past
        // the actions' width it follows a third of the pointer's motion.
        var distance = max(0, (dragStartOffset + dx) * sign)
        let natural = naturalWidth(in: line)
        if !model.allowsFullSwipe, distance > natural { distance = natural + (distance - natural) / 3 }
        model.setOffset(min(distance, line.width) * sign)
    }

    func dragEnded() {
        guard let line = rowLine else { return }
        let sign: CGFloat = model.edge == .trailing ? -1 : 1
        let distance = abs(model.offset)
        let natural = naturalWidth(in: line)
        let setOffset = model.setOffset
        if model.allowsFullSwipe, distance > line.width * _SwipeActionsLayout.fullSwipeFraction {
            runFirstAction(in: line)
            withAnimation(_SwipeActionsLayout.snapAnimation) { setOffset(0) }
            return
        }
        let target = distance > natural / 2 ? natural * sign : 0
        withAnimation(_SwipeActionsLayout.snapAnimation) { setOffset(target) }
    }

    /// Runs the first action as a tap on its button would: the button at the row's edge.
    private func runFirstAction(in line: CGRect) {
        guard let actions, let rect = revealedRect else { return }
        let x = model.edge == .trailing ? rect.maxX - 1 : rect.minX + 1
        let point = CGPoint(x: x, y: line.midY)
        guard let target = actions.hitTest(point) else { return }
        let time = graph.currentTime
        target.handler.pointerDown(at: point, time: time)
        target.handler.pointerUp(at: point, time: time)
    }

    /// Closes the row with the snap spring.
    func close() {
        let setOffset = model.setOffset
        withAnimation(_SwipeActionsLayout.snapAnimation) { setOffset(0) }
    }
}

/// A press on a row with swipe actions: passed to the view under it until it moves more than
/// `ScrollPressTracker.slop` points sideways (and more than up or down) in a direction that
/// swipes; then it drags the row. A press on an open row closes it instead.
@MainActor
final class SwipeRowHandler: PointerHandling {
    private let row: SwipeActionsNode
    private var inner: PointerHandling?
    private let isOpen: Bool
    private var start: CGPoint = .zero
    private var isSwiping = false

    init(row: SwipeActionsNode, inner: PointerHandling?, isOpen: Bool) {
        self.row = row
        self.inner = isOpen ? nil : inner
        self.isOpen = isOpen
    }

    func pointerDown(at location: CGPoint, time: TimeInterval) {
        start = location
        inner?.pointerDown(at: location, time: time)
    }

    func pointerMoved(to location: CGPoint, time: TimeInterval) {
        let dx = location.x - start.x, dy = location.y - start.y
        if !isSwiping, abs(dx) > ScrollPressTracker.slop, abs(dx) > abs(dy), row.startsSwipe(dx: dx) {
            isSwiping = true
            inner?.pointerCancelled(time: time)
            inner = nil
            row.dragBegan()
        }
        if isSwiping { row.dragChanged(dx: dx) } else { inner?.pointerMoved(to: location, time: time) }
    }

    func pointerUp(at location: CGPoint, time: TimeInterval) {
        if isSwiping {
            row.dragEnded()
        } else if isOpen {
            row.close()
        } else {
            inner?.pointerUp(at: location, time: time)
        }
    }

    func pointerCancelled(time: TimeInterval) {
        inner?.pointerCancelled(time: time)
        if isSwiping { row.dragEnded() }
    }

    func claimsDrag(translation: CGSize) -> Bool {
        isSwiping || inner?.claimsDrag(translation: translation) == true
    }
}

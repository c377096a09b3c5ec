import Foundation
import LunaparkCore

/// The node of a shape drawn as a view: it animates the shape's
/// `animatableData` and its paint, re-evaluates `path(in:)` only when the
/// presented shape or its size changed, and draws one display-list drawing
/// whose version changes only when the pixels would.
@MainActor
final class ShapeNode<S: Shape>: ViewNode {
    private var shape: S?
    private var presented: S?
    private var animator = Animator<S>()

    private var style = ResolvedShapeStyle(color: Color.primary.resolved)
    private var presentedStyle = ResolvedShapeStyle(color: Color.primary.resolved)
    private var styleAnimation: AnimatedValue<PaintVector>?
    private var mode: _ShapeDrawMode = .fill(FillStyle())
    /// Whether the path drawn is the source path of a `_StrokedShape`, stroked (see `update`).
    private var strokesSource = false

    private var version: UInt64 = 0
    private var cachedPath: Path?
    private var cachedPathSize: CGSize = .zero
    private var lastProposal: ProposedViewSize?

    // A changed shape, paint or mode changes its drawing (`invalidateDrawing()`); an equal one draws the same.
    override var tracksDisplayChanges: Bool { true }

    override func update(with view: any View, context: UpdateContext) {
        recordUpdate(context)

        let newShape: S
        let styleSource: any ShapeStyle
        var newMode: _ShapeDrawMode
        if let parts = view as? ShapeViewParts {
            newShape = parts.anyShape as! S
            styleSource = parts.anyStyle
            newMode = parts.drawMode
        } else {
            newShape = view as! S
            styleSource = ForegroundStyle()
            newMode = .fill(FillStyle())
        }
        // A stroked shape filled (its default) is drawn as a stroke of the shape inside: the same
        // area as filling its `strokedPath`, drawn by the renderer's stroker.
        let wasStrokingSource = strokesSource
        strokesSource = false
        if let stroked = newShape as? StrokedShapeMarker, case .fill = newMode {
            newMode = .stroke(stroked.strokeStyle)
            strokesSource = true
        }
        if strokesSource != wasStrokingSource { cachedPath = nil }

        let time = graph.currentTime
        let transaction = context.transaction
        let newStyle = styleSource._resolve(in: environment)
        let shapeChanged = shape.map { !ViewComparison.isEqual($0, newShape) } ?? true
        guard shapeChanged || newStyle != style || newMode != mode else { return }

        if shapeChanged {
            if let old = shape, let proposal = lastProposal, old.sizeThatFits(proposal) != newShape.sizeThatFits(proposal) {
                invalidateLayout()
            }
            shape = newShape
            let change = animator.setTarget(newShape, transaction: transaction, at: time)
            noteAnimationChange(change, property: type(of: newShape), transaction: transaction)
            presented = animator.presentation(of: newShape, at: time)
        }

        if newStyle != style {
            // A shape's first paint is its own: only later changes animate.
            let isFirstUpdate = version == 0
            let animates = !isFirstUpdate && transaction.animation != nil && !transaction.disablesAnimations
            if animates, newStyle.isCompatible(with: presentedStyle) {
                if styleAnimation == nil { styleAnimation = AnimatedValue(presentedStyle.vector) }
                let change = styleAnimation!.setTarget(newStyle.vector, transaction: transaction, at: time)
                noteAnimationChange(change, property: type(of: newShape), part: .style, transaction: transaction)
                presentedStyle = newStyle.with(styleAnimation!.value(at: time))
            } else {
                if !isFirstUpdate { noteAnimationChange(.snapped, property: type(of: newShape), part: .style, transaction: transaction) }
                styleAnimation = nil
                presentedStyle = newStyle
            }
            style = newStyle
        }
        if newMode != mode { mode = newMode }
        if animator.isAnimating || styleAnimation?.isAnimating == true { graph.registerAnimating(self) }
        invalidateDrawing()
    }

    /// The drawing changed: rewrites it in place in the graph's last display list when it
    /// can (the item is still there and the new drawing is one item too), else asks for a new list.
    private func invalidateDrawing() {
        version &+= 1
        cachedPath = nil
        rewriteDrawing()
    }

    // A new frame moves or resizes the drawing: it is rewritten in place like a new paint.
    override func layoutFrameDidChange() { rewriteDrawing() }

    /// Puts what this node draws now in the graph's last display list, in place when it can.
    private func rewriteDrawing() {
        let graph = graph
        guard let slot = graph.layerSlotForRewrite(drawingSlot) else { return }
        if case .drawing(let index) = slot, let drawing = currentDrawing() {
            graph.rewriteDrawing(drawing, at: index)
        } else {
            graph.setNeedsDisplay()
        }
    }

    override func stepAnimations(to time: TimeInterval) -> Bool {
        var running = super.stepAnimations(to: time)
        if let shape, let step = animator.step(shape, at: time) {
            presented = step.presentation
            running = running || step.isRunning
            invalidateDrawing()
        }
        if var animation = styleAnimation, animation.isAnimating {
            // Taken out while it is stepped, so `value(at:)` updates the only copy of its runs.
            styleAnimation = nil
            presentedStyle = style.with(animation.value(at: time))
            if animation.isAnimating { styleAnimation = animation } else { presentedStyle = style }
            running = running || animation.isAnimating
            invalidateDrawing()
        }
        return running
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        lastProposal = proposal
        return (presented ?? shape)?.sizeThatFits(proposal) ?? proposal.replacingUnspecifiedDimensions()
    }

    /// The outline for the presented shape at `size`, evaluated again only when either changed.
    private func path(for size: CGSize) -> Path {
        if let cachedPath, cachedPathSize == size { return cachedPath }
        guard let presented else { return Path() }
        let rect = CGRect(origin: .zero, size: size)
        let path = strokesSource ? (presented as! StrokedShapeMarker).sourcePath(in: rect) : presented.path(in: rect)
        graph.countPathEvaluation()
        if size != cachedPathSize { version &+= 1 }
        cachedPath = path
        cachedPathSize = size
        return path
    }

    /// The drawing made last time and what it was made for: a shape that did not change
    /// (the common case while effects above it animate) reuses it instead of rebuilding it.
    private var lastDrawing: DisplayList.Drawing?
    private var lastDrawingFrame = CGRect.null
    private var lastDrawingVersion: UInt64 = .max

    /// Where this node's drawing is in the graph's last display list (nil: unknown).
    private var drawingSlot: DisplayListSlot?

    override func render(into builder: inout DisplayListBuilder) {
        guard let drawing = currentDrawing() else {
            drawingSlot = DisplayListSlot.recording(builder.noLayerSlot, over: drawingSlot)
            return
        }
        drawingSlot = DisplayListSlot.recording(builder.nextDrawingSlot, over: drawingSlot)
        builder.draw(drawing)
    }

    /// What this node draws now (nil: nothing, an empty outline), reusing the last drawing made
    /// while neither the shape nor its frame changed.
    private func currentDrawing() -> DisplayList.Drawing? {
        let frame = presentedFrame
        if let lastDrawing, lastDrawingVersion == version, lastDrawingFrame == frame {
            return lastDrawing
        }
        let path = path(for: frame.size)
        guard !path.isEmpty else { return nil }
        let paint = presentedStyle.paint(in: frame.size)
        var bounds = path.boundingRect
        let content: DisplayList.Content
        switch mode {
        case .fill(let fillStyle):
            content = .fill(path, paint, fillStyle)
        case .stroke(let strokeStyle):
            // Miter joins can reach miterLimit * width / 2 beyond the outline.
            let reach = strokeStyle.lineWidth / 2 * (strokeStyle.lineJoin == .miter ? max(1, strokeStyle.miterLimit) : 1.5)
            bounds = bounds.insetBy(dx: -reach, dy: -reach)
            content = .stroke(path, paint, strokeStyle)
        }
        let drawing = DisplayList.Drawing(
            id: displayID(0), version: version,
            transform: CGAffineTransform(translationX: frame.minX, y: frame.minY),
            bounds: bounds, content: content)
        lastDrawing = drawing
        lastDrawingFrame = frame
        lastDrawingVersion = version
        return drawing
    }

    override var animationSummary: String? {
        if animator.isAnimating, let presented { return "\(S.self) = \(presented.animatableData)" }
        if styleAnimation?.isAnimating == true { return "\(S.self) paint" }
        return super.animationSummary
    }

    override func animationPlots(now: TimeInterval) -> [PlottedAnimation] {
        super.animationPlots(now: now) + PlottedAnimation.of(S.self, animator.plot(now: now))
    }

    override var debugDescriptionName: String { "Shape(\(S.self))" }
}

extension Color: View {
    public var body: some View { Rectangle().fill(self) }
}

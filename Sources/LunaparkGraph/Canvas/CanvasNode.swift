import Foundation
import LunaparkCore

/// The node of a `Canvas`: runs the renderer when the canvas was updated or resized, and
/// draws the recorded operations as one display-list drawing. Symbol views are child nodes,
/// laid out at their ideal sizes and rendered into items the renderer can draw; a canvas with
/// symbols records again at every display-list build, so a symbol that animates shows it.
@MainActor
final class CanvasNode<Symbols: View>: ViewNode {
    private var canvas: Canvas<Symbols>?
    /// Changes with every update: renderer closures cannot be compared, so each update redraws.
    private var updateVersion: UInt64 = 0
    private var symbolNodes: [(tag: AnyHashable, type: ObjectIdentifier, node: ViewNode)] = []

    /// The last recording and what it was made for.
    private var operations: [DisplayList.CanvasOperation] = []
    private var recordedVersion: UInt64 = .max
    private var recordedSize = CGSize(width: -1, height: -1)
    private var drawingVersion: UInt64 = 0

    override var children: [ViewNode] { symbolNodes.map(\.node) }

    override func update(with view: any View, context: UpdateContext) {
        recordUpdate(context)
        let canvas = view as! Canvas<Symbols>
        self.canvas = canvas
        updateVersion &+= 1
        updateSymbols(TaggedItem.extract(from: canvas.symbols).filter { $0.tag != nil }, context: context)
        graph.setNeedsDisplay()
    }

    /// Reconciles the symbol nodes with `items` by position; a position whose view type
    /// changed gets a new node.
    private func updateSymbols(_ items: [TaggedItem], context: UpdateContext) {
        var updated: [(tag: AnyHashable, type: ObjectIdentifier, node: ViewNode)] = []
        for (index, item) in items.enumerated() {
            let type = ObjectIdentifier(Swift.type(of: item.label))
            var existing: ViewNode?
            if index < symbolNodes.count {
                if symbolNodes[index].type == type { existing = symbolNodes[index].node } else { symbolNodes[index].node.willUnmount() }
            }
            let node = reconcile(existing, with: item.label, context: context)
            if existing == nil, isMounted { node.didMount() }
            updated.append((item.tag!, type, node))
        }
        for stale in symbolNodes.dropFirst(items.count) { stale.node.willUnmount() }
        if updated.count != symbolNodes.count { graph.setNeedsLayout() }
        symbolNodes = updated
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        let inner = effectiveTransaction(inherited: transaction)
        for symbol in symbolNodes {
            // At the origin: the items captured from it are in the symbol's own coordinates.
            symbol.node.place(in: CGRect(origin: .zero, size: symbol.node.measure(.unspecified)), transaction: inner)
        }
    }

    /// Symbols are drawn by the renderer, not hit: a canvas's elements are not interactive.
    override func hitTest(_ point: CGPoint) -> PointerTarget? { nil }

    override func render(into builder: inout DisplayListBuilder) {
        let frame = presentedFrame
        guard let canvas, frame.width > 0, frame.height > 0 else { return }
        if !symbolNodes.isEmpty || recordedVersion != updateVersion || recordedSize != frame.size {
            record(canvas, size: frame.size, builder: builder)
        }
        let bounds = CGRect(origin: .zero, size: frame.size)
        builder.draw(DisplayList.Drawing(id: displayID(0), version: drawingVersion,
                                         transform: CGAffineTransform(translationX: frame.minX, y: frame.minY),
                                         bounds: bounds, content: .canvas(operations)))
    }

    /// Runs the renderer for `size` and keeps what it recorded.
    private func record(_ canvas: Canvas<Symbols>, size: CGSize, builder: DisplayListBuilder) {
        var symbols: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]
        for symbol in symbolNodes where symbols[symbol.tag] == nil {
            let items = builder.capture { symbol.node.render(into: &$0) }
            symbols[symbol.tag] = GraphicsContext.ResolvedSymbol(size: symbol.node.layoutFrame.size, items: items)
        }
        let resources = CanvasResources(graph: graph)
        let recorder = CanvasRecorder(bounds: CGRect(origin: .zero, size: size), resources: resources, symbols: symbols)
        var context = GraphicsContext(recorder: recorder, environment: environment, state: DisplayList.CanvasState())
        canvas.renderer(&context, size)
        operations = recorder.operations
        recordedVersion = updateVersion
        recordedSize = size
        drawingVersion &+= 1
        graph.countCanvasRecording()
    }

    override var debugDescriptionName: String { "Canvas(\(operations.count) operations)" }
}

import Foundation
import LunaparkCore

/// What a presentation modifier (`sheet`, `alert`, `confirmationDialog`, `popover`,
/// `contextMenu`, `Menu`) adds to its view: a layer drawn over the whole window
/// (see `ViewGraph+Presentations.swift`), and whether something is presented in it now.
/// The view itself is laid out, drawn and hit as it would be without the modifier.
public struct _PresentationModifier: ViewModifier {
    public typealias Body = Never
    /// True while the presentation is shown (not while it slides out after its end).
    let isPresented: Bool
    /// The layer: empty while nothing is presented, the presentation and its dimming otherwise.
    let layer: AnyView
    /// One-line problems found while building the layer (reported once each by the graph).
    let diagnostics: [String]
    /// Where the view was last placed in the window, for presentations drawn next to it (menus).
    let anchor: PresentationAnchor?

    init<Layer: View>(isPresented: Bool, layer: Layer, diagnostics: [String] = [], anchor: PresentationAnchor? = nil) {
        self.isPresented = isPresented
        self.layer = AnyView(layer)
        self.diagnostics = diagnostics
        self.anchor = anchor
    }

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        PresentationModifierNode(parent: parent, graph: graph)
    }
}

/// The node of a `_PresentationModifier`: the content as it is, and the layer, a second
/// child placed over the whole viewport that the graph draws after the root.
@MainActor
final class PresentationModifierNode: SingleChildModifierNode<_PresentationModifier> {
    private(set) var layer: ViewNode?

    var isPresenting: Bool { isAttached && model?.isPresented == true }

    override var children: [ViewNode] {
        guard let layer else { return super.children }
        return super.children + [layer]
    }

    override func update(with view: any View, context: UpdateContext) {
        let wasPresented = model?.isPresented ?? false
        super.update(with: view, context: context)
        for message in model.diagnostics { graph.report(message) }
        let isNew = layer == nil
        layer = reconcile(layer, with: model.layer, context: context)
        if isNew && isMounted { layer?.didMount() }
        if model.isPresented && !wasPresented { graph.bringToFront(presenter: self) }
        if model.isPresented != wasPresented { invalidateLayout() }
    }

    override func didMount() {
        super.didMount()
        graph.register(presenter: self)
        if model.isPresented { graph.bringToFront(presenter: self) }
    }

    override func willUnmount() {
        graph.unregister(presenter: self)
        super.willUnmount()
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        model?.anchor?.frame = windowFrame(of: rect)
        guard let layer else { return }
        let viewport = CGRect(origin: .zero, size: graph.viewportSize)
        _ = layer.measure(ProposedViewSize(viewport.size))
        layer.place(in: viewport, transaction: effectiveTransaction(inherited: transaction))
    }

    // The layer is drawn and hit by the graph, over everything; here only the content counts.
    override func hitTest(_ point: CGPoint) -> PointerTarget? { content?.hitTest(point) }
    override func handleKey(_ press: KeyPress) -> Bool { content?.handleKey(press) ?? false }
    override func findTransition() -> TransitionNode? { content?.findTransition() }
}

/// The frame of a presenting view in the window (points, scroll offsets applied), written by
/// its presentation node at each placement and read when the presentation's layer is built:
/// a menu opening next to its button reads where the button was last placed.
@MainActor
final class PresentationAnchor {
    var frame: CGRect = .zero

    nonisolated init() {}
}

import Foundation
import LunaparkCore

/// Presentations (`sheet`, `fullScreenCover`, `alert`, `confirmationDialog`, `popover`,
/// `contextMenu`, `Menu`) are drawn over the whole window, as UIKit presents them in a window
/// of their own: each presenter keeps its layer as a child (so the layer's state, environment
/// and animations live in the tree like any view's), places it over the viewport, and the
/// graph draws the layers after the root, most recently presented last.
///
/// A presented layer is modal: input goes to the frontmost layer that is presented, and
/// what it does not take stops there instead of reaching the views behind. Layers whose
/// presentation ended (still sliding out) take only what they hit.
extension ViewGraph {
    func register(presenter: PresentationModifierNode) {
        guard !presenters.contains(where: { $0 === presenter }) else { return }
        presenters.append(presenter)
    }

    func unregister(presenter: PresentationModifierNode) {
        presenters.removeAll { $0 === presenter }
        setNeedsDisplay()
    }

    /// Moves `presenter` to the front: it was just presented.
    func bringToFront(presenter: PresentationModifierNode) {
        guard let index = presenters.firstIndex(where: { $0 === presenter }), index != presenters.count - 1 else { return }
        presenters.remove(at: index)
        presenters.append(presenter)
        setNeedsDisplay()
    }

    func renderPresentationLayers(into builder: inout DisplayListBuilder) {
        for presenter in presenters { presenter.layer?.render(into: &builder) }
    }

    /// The layers to offer input to, frontmost first, down to the first presented one; and
    /// whether that one blocks the root (something is presented).
    private var inputLayers: (layers: [ViewNode], isModal: Bool) {
        var layers: [ViewNode] = []
        for presenter in presenters.reversed() {
            guard let layer = presenter.layer else { continue }
            layers.append(layer)
            if presenter.isPresenting { return (layers, true) }
        }
        return (layers, false)
    }

    /// The handler a press at `point` (root coordinates) goes to.
    func hitTestThroughPresentations(_ point: CGPoint) -> PointerTarget? {
        let (layers, isModal) = inputLayers
        for layer in layers {
            if let target = layer.hitTest(point) { return target }
        }
        return isModal ? nil : root.hitTest(point)
    }

    func scrollTargetThroughPresentations(at point: CGPoint, delta: CGSize) -> ScrollViewNode? {
        let (layers, isModal) = inputLayers
        for layer in layers {
            if let target = layer.scrollTarget(at: point, delta: delta) { return target }
        }
        return isModal ? nil : root.scrollTarget(at: point, delta: delta)
    }

    func handleKeyThroughPresentations(_ press: KeyPress) -> Bool {
        let (layers, isModal) = inputLayers
        for layer in layers where layer.handleKey(press) { return true }
        return isModal ? false : root.handleKey(press)
    }

    /// True while a presentation (a sheet, an alert, a menu...) is shown.
    public var isPresenting: Bool { presenters.contains { $0.isPresenting } }
}

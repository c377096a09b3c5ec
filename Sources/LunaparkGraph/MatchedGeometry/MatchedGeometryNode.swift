import Foundation
import LunaparkCore

/// The node of `matchedGeometryEffect`: a member of a group in the graph's
/// `MatchedGeometryRegistry`. It never changes its parent's layout; it chooses the rect its
/// content is placed in (root coordinates), so every view below animates its frame from where it
/// was to where it goes with the layout's transaction, as any layout change does.
@MainActor
final class MatchedGeometryNode: SingleChildModifierNode<_MatchedGeometryEffect> {
    private var registeredKey: MatchedGeometryRegistry.Key?
    /// The rect the parent gave this node in the latest layout: a source's geometry.
    private(set) var ownRect: CGRect = .zero
    /// False until the first layout places the node (a source inserted then may start a hero move).
    private(set) var hasBeenPlaced = false
    /// The rect the content was last placed in.
    private var contentRect: CGRect?
    /// The transaction of the layout that last placed this node (a non-source follows its source with it).
    private var layoutTransaction = Transaction()

    var isSource: Bool { model.isSource }

    /// True when this node or an ancestor is being removed (kept on screen by a removal transition).
    var isBeingRemoved: Bool {
        var node: ViewNode? = self
        while let n = node {
            if n.isRemoving { return true }
            node = n.parent
        }
        return false
    }

    override func modelDidChange(from old: _MatchedGeometryEffect?, context: UpdateContext) {
        let key = model.key
        if key != registeredKey {
            if let registeredKey { graph.matchedGeometry.unregister(self, from: registeredKey) }
            graph.matchedGeometry.register(self, in: key)
            registeredKey = key
            graph.setNeedsLayout()
        } else if let old, old.isSource != model.isSource || old.properties != model.properties || old.anchor != model.anchor {
            graph.setNeedsLayout()
        }
    }

    override func willUnmount() {
        if let registeredKey { graph.matchedGeometry.unregister(self, from: registeredKey) }
        registeredKey = nil
        super.willUnmount()
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        setLayoutFrame(rect, transaction: transaction)
        let t = contentTransaction(effectiveTransaction(inherited: transaction))
        let isFirstPlacement = !hasBeenPlaced
        ownRect = rect
        hasBeenPlaced = true
        layoutTransaction = t
        let registry = graph.matchedGeometry
        guard isSource else {
            placeContent(in: matchedRect(following: registry.source(of: model.key)), transaction: t)
            // The source may be placed later in this pass: follow its final frame afterwards.
            registry.followerWasPlaced(self)
            return
        }
        if isFirstPlacement, !isBeingRemoved, let departed = registry.departingSources(of: model.key).first {
            // A hero move: start in the removed view's geometry (placed without animation, as a
            // first placement is), then go to this view's own with the change's animation; the
            // removed view goes to this one's geometry with the same animation.
            placeContent(in: model.properties.rect(own: rect, source: departed.ownRect, anchor: model.anchor),
                         transaction: Transaction())
            placeContent(in: rect, transaction: t)
            departed.takeGeometry(of: rect, transaction: t)
        } else {
            placeContent(in: rect, transaction: t)
        }
    }

    /// The rect a non-source's content takes: its own, with `properties` copied from `source`.
    private func matchedRect(following source: MatchedGeometryNode?) -> CGRect {
        guard let source else { return ownRect }
        return model.properties.rect(own: ownRect, source: source.ownRect, anchor: model.anchor)
    }

    /// Moves this (departing) view's content to the geometry of a source laid out in `sourceRect`.
    func takeGeometry(of sourceRect: CGRect, transaction: Transaction) {
        placeContent(in: model.properties.rect(own: ownRect, source: sourceRect, anchor: model.anchor),
                     transaction: transaction)
    }

    /// Places a non-source again if its source's frame changed after it was placed in this pass.
    func followSource() {
        guard hasBeenPlaced, !isSource else { return }
        let target = matchedRect(following: graph.matchedGeometry.source(of: model.key))
        if target != contentRect { placeContent(in: target, transaction: layoutTransaction) }
    }

    /// Places the content in `target`: offered `target`'s size and centred in it, as a frame does.
    private func placeContent(in target: CGRect, transaction: Transaction) {
        contentRect = target
        guard let content else { return }
        guard target != ownRect else {
            content.place(in: target, transaction: transaction)
            return
        }
        let size = content.measure(ProposedViewSize(target.size))
        content.place(in: CGRect(x: target.midX - size.width / 2, y: target.midY - size.height / 2,
                                 width: size.width, height: size.height),
                      transaction: transaction)
    }

    override var debugDescriptionName: String { "MatchedGeometry(\(model.id))" }
}

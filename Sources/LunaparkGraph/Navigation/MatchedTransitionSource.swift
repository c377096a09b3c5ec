import Foundation
import LunaparkCore

/// A zoom transition's source: an id in a namespace (`matchedTransitionSource(id:in:)`).
public struct _TransitionSourceKey: Hashable, @unchecked Sendable {
    // `@unchecked`: the id comes from a `Hashable` argument compared only on the main actor.
    let id: AnyHashable
    let namespace: Namespace.ID
}

/// `matchedTransitionSource(id:in:)`: marks the view a zoom transition grows out of.
public struct _MatchedTransitionSourceModifier: ViewModifier {
    public typealias Body = Never
    let key: _TransitionSourceKey
    /// The configuration's clip, background and shadow, which the zoom carries.
    let style: _TransitionSourceStyle

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        MatchedTransitionSourceNode(parent: parent, graph: graph)
    }
}

/// The node of a transition source: registered with the graph while attached, drawn as nothing
/// while a view zoomed out of it is shown.
@MainActor
final class MatchedTransitionSourceNode: SingleChildModifierNode<_MatchedTransitionSourceModifier> {
    override var tracksDisplayChanges: Bool { true }

    override func modelDidChange(from old: _MatchedTransitionSourceModifier?, context: UpdateContext) {
        if let old, old.key != model.key { TransitionSourceRegistry.shared.unregister(self, key: old.key) }
        TransitionSourceRegistry.shared.register(self, key: model.key)
    }

    override func render(into builder: inout DisplayListBuilder) {
        guard !TransitionSourceRegistry.shared.isHidden(model.key) else { return }
        super.render(into: &builder)
    }

    override func willUnmount() {
        TransitionSourceRegistry.shared.unregister(self, key: model.key)
        super.willUnmount()
    }
}

/// The transition sources on screen, and those hidden by a view zoomed out of them. One for
/// the process: namespace ids are unique across graphs (`Namespace.ID` comes from one counter).
@MainActor
final class TransitionSourceRegistry {
    static let shared = TransitionSourceRegistry()

    private var sources: [_TransitionSourceKey: WeakTransitionSource] = [:]
    /// The sources each navigation stack hides: those its levels zoomed out of.
    private var hiddenByStack: [ObjectIdentifier: Set<_TransitionSourceKey>] = [:]

    func register(_ node: MatchedTransitionSourceNode, key: _TransitionSourceKey) {
        sources[key] = WeakTransitionSource(node: node)
    }

    func unregister(_ node: MatchedTransitionSourceNode, key: _TransitionSourceKey) {
        if sources[key]?.node === node { sources[key] = nil }
    }

    /// Where the source with `key` is drawn, in window points, with its style (nil: none attached).
    func source(_ key: _TransitionSourceKey) -> (frame: CGRect, style: _TransitionSourceStyle)? {
        guard let node = sources[key]?.node, node.isAttached else { return nil }
        return (node.screenFrame, node.model.style)
    }

    func isHidden(_ key: _TransitionSourceKey) -> Bool { hiddenByStack.values.contains { $0.contains(key) } }

    /// The sources `stack`'s pushed levels zoomed out of, hidden until they are popped (a popped
    /// level shrinks over its source, which it covers all the way).
    func setHidden(_ keys: Set<_TransitionSourceKey>, by stack: AnyObject) {
        let id = ObjectIdentifier(stack)
        guard hiddenByStack[id, default: []] != keys else { return }
        let changed = keys.symmetricDifference(hiddenByStack[id, default: []])
        hiddenByStack[id] = keys.isEmpty ? nil : keys
        for key in changed { sources[key]?.node?.graph.setNeedsDisplay() }
    }
}

@MainActor
struct WeakTransitionSource {
    weak var node: MatchedTransitionSourceNode?
}

extension View {
    /// Marks this view as the source a `.zoom(sourceID:in:)` navigation transition grows out of
    /// and shrinks back into (SwiftUI's `matchedTransitionSource(id:in:)`, iOS 18). The zoom
    /// starts from where this view is drawn, with square corners; the view is not drawn while a
    /// view zoomed out of it is shown. Of several sources with one id, the last one made counts.
    /// `matchedTransitionSource(id:in:configuration:)` gives it a clip shape, a background and a shadow.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
        modifier(_MatchedTransitionSourceModifier(key: _TransitionSourceKey(id: AnyHashable(id), namespace: namespace),
                                                  style: _TransitionSourceStyle()))
    }
}

import Foundation
import LunaparkCore

/// `statusBarHidden(_:)` and `persistentSystemOverlays(_:)`: Lunapark draws no status
/// bar and no home indicator, so the content is drawn and laid out unchanged; the request
/// is kept on the node, and `ViewGraph.systemOverlayRequests` reads what the views on
/// screen ask for (as `accessibilityElements` reads the accessibility modifiers).
public struct _SystemOverlayModifier: ViewModifier {
    public typealias Body = Never
    let apply: @MainActor (inout SystemOverlayRequests) -> Void

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        SystemOverlayNode(parent: parent, graph: graph)
    }
}

@MainActor
final class SystemOverlayNode: PassThroughModifierNode<_SystemOverlayModifier> {}

/// What the views on screen ask of the system's overlays (Lunapark's own type; it draws
/// none of them, so nothing is hidden).
public struct SystemOverlayRequests: Equatable, Sendable {
    /// True when a view asked for the status bar to be hidden (`statusBarHidden()`).
    public var statusBarHidden = false
    /// What a view asked for the home indicator and other persistent overlays
    /// (`.automatic` when none asked).
    public var persistentSystemOverlays = Visibility.automatic

    /// Requests with these values (none by default: the status bar shown, overlays automatic).
    public init(statusBarHidden: Bool = false, persistentSystemOverlays: Visibility = .automatic) {
        self.statusBarHidden = statusBarHidden
        self.persistentSystemOverlays = persistentSystemOverlays
    }
}

extension ViewGraph {
    /// The requests of the `statusBarHidden(_:)` and `persistentSystemOverlays(_:)`
    /// modifiers in the views now in the tree, applied outermost first in drawing order,
    /// so the innermost and last request wins.
    public var systemOverlayRequests: SystemOverlayRequests {
        var requests = SystemOverlayRequests()
        func visit(_ node: ViewNode) {
            guard !node.isRemoving else { return }
            if let overlay = node as? SystemOverlayNode { overlay.model.apply(&requests) }
            for child in node.children { visit(child) }
        }
        visit(root)
        return requests
    }
}

extension View {
    /// Asks for the status bar to be hidden while this view is shown (true by default).
    /// Lunapark draws no status bar: the request is kept (`ViewGraph.systemOverlayRequests`)
    /// and nothing changes on screen.
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        modifier(_SystemOverlayModifier { $0.statusBarHidden = hidden })
    }

    /// Asks for the home indicator and other persistent system overlays to be shown,
    /// hidden or left to the system while this view is shown. Lunapark draws none: the
    /// request is kept (`ViewGraph.systemOverlayRequests`) and nothing changes on screen.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        modifier(_SystemOverlayModifier { $0.persistentSystemOverlays = visibility })
    }
}

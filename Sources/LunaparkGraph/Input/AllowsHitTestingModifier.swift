import Foundation
import LunaparkCore

/// `allowsHitTesting(_:)`: when false, presses pass through the view and
/// everything inside it to whatever lies behind.
public struct _AllowsHitTestingModifier: ViewModifier {
    public typealias Body = Never
    let enabled: Bool

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        AllowsHitTestingNode(parent: parent, graph: graph)
    }
}

@MainActor
final class AllowsHitTestingNode: SingleChildModifierNode<_AllowsHitTestingModifier> {
    override func hitTest(_ point: CGPoint) -> PointerTarget? {
        model.enabled ? super.hitTest(point) : nil
    }
}

extension View {
    /// Whether presses can hit this view and the views inside it (true by
    /// default); false lets them through to the views behind. As in SwiftUI, an
    /// outer `false` wins over an inner `true`.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(_AllowsHitTestingModifier(enabled: enabled))
    }
}

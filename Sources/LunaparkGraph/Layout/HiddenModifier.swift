import Foundation
import LunaparkCore

/// `hidden()`: the content keeps its place in layout but draws nothing and takes no presses.
public struct _HiddenModifier: ViewModifier {
    public typealias Body = Never

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        HiddenNode(parent: parent, graph: graph)
    }
}

@MainActor
final class HiddenNode: SingleChildModifierNode<_HiddenModifier> {
    // Nothing of the content reaches the display list (its nodes still lay out and keep state).
    override func render(into builder: inout DisplayListBuilder) {}

    override func hitTest(_ point: CGPoint) -> PointerTarget? { nil }
}

extension View {
    /// Hides this view unconditionally (SwiftUI's `hidden()`): it is still laid out and takes the
    /// same space, its state and animations go on, but nothing of it is drawn and presses pass
    /// through it. To remove a view from layout, leave it out with an `if` instead.
    public func hidden() -> some View { modifier(_HiddenModifier()) }
}

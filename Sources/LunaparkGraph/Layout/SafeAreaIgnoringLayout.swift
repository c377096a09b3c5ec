import Foundation
import LunaparkCore

/// `ignoresSafeArea(_:edges:)`: the view is offered the size it is offered, and placed, on
/// each of `edges` where its frame touches the safe area's edge, grown to the unsafe area's
/// outer edge (the window's edge under the window's insets; a `safeAreaInset` bar's far edge).
public struct _SafeAreaIgnoringLayout: ViewModifier, Equatable {
    public typealias Body = Never
    let regions: SafeAreaRegions
    let edges: Edge.Set

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        SafeAreaIgnoringNode(parent: parent, graph: graph)
    }
}

/// The node of `ignoresSafeArea`: keeps the frame its container gives it and places its
/// content in that frame grown into the unsafe area.
@MainActor
final class SafeAreaIgnoringNode: SingleChildModifierNode<_SafeAreaIgnoringLayout> {
    override var tracksDisplayChanges: Bool { true }
    override func layoutFrameDidChange() {}

    override func modelDidChange(from old: _SafeAreaIgnoringLayout?, context: UpdateContext) {
        if old != model { invalidateLayout() }
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        setLayoutFrame(rect, transaction: transaction)
        // Only container safe areas exist (there is no software keyboard).
        let grown = model.regions.contains(.container) ? expandingIntoSafeArea(rect, edges: model.edges) : rect
        content?.place(in: grown, transaction: effectiveTransaction(inherited: transaction))
    }
}

extension View {
    /// Lets the view reach under the safe area on `edges` (SwiftUI's `ignoresSafeArea(_:edges:)`):
    /// where the frame its container gives it touches the safe area's edge, it is laid out to
    /// the unsafe area's outer edge (the window's edge, or the far side of a `safeAreaInset`
    /// bar), as a full-screen background is. Its container's layout does not change. With the
    /// zero safe area of a desktop window this changes nothing. `regions` without `.container`
    /// ignores nothing: Lunapark has no software keyboard.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_SafeAreaIgnoringLayout(regions: regions, edges: edges))
    }

    /// The older name of `ignoresSafeArea(.all, edges:)`. SwiftUI marks it deprecated in a
    /// future release (no warning today), as this declaration does by saying so here only.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }
}

import Foundation
import LunaparkCore

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

extension EnvironmentValues {
    /// The appearance views in the subtree are drawn in (default `.light`):
    /// adaptive colours (`Color.primary`, `.secondary`, the standard colours,
    /// `ShapeStyle.background`) resolve to its values where they are drawn.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

/// `preferredColorScheme(_:)`: the scheme of its content, and the scheme a host
/// draws the window background in (`ViewGraph.preferredColorScheme`).
public struct _PreferredColorSchemeModifier: ViewModifier, Equatable {
    public typealias Body = Never
    let colorScheme: ColorScheme?

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        PreferredColorSchemeNode(parent: parent, graph: graph)
    }
}

extension _PreferredColorSchemeModifier: AppliesToWholeList {}

@MainActor
final class PreferredColorSchemeNode: PassThroughModifierNode<_PreferredColorSchemeModifier> {
    override func contentContext(_ context: UpdateContext) -> UpdateContext {
        guard let scheme = model.colorScheme else { return context }
        var context = context
        context.environment.colorScheme = scheme
        return context
    }
}

extension ViewGraph {
    /// The colour scheme the content prefers for its window: the first non-nil
    /// `preferredColorScheme(_:)` in the tree, outer modifiers before inner ones and
    /// earlier views before later ones (SwiftUI's rule for conflicting preferences);
    /// nil when none is set.
    public var preferredColorScheme: ColorScheme? {
        let node = root.find { node in
            !node.isRemoving && (node as? PreferredColorSchemeNode)?.model?.colorScheme != nil
        }
        return (node as? PreferredColorSchemeNode)?.model?.colorScheme
    }
}

extension View {
    /// Sets the colour scheme of this view and its descendants, and the one the
    /// window prefers (its background follows it); nil states no preference.
    ///
    /// In SwiftUI the preference also reaches views outside this one in the same
    /// presentation; here views above the modifier keep the scheme of their own
    /// environment, so apply it at the root of the content (where it is usually written).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_PreferredColorSchemeModifier(colorScheme: colorScheme))
    }
}

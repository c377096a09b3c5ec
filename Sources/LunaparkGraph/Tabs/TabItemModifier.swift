import Foundation
import LunaparkCore

/// `tabItem(_:)`: the label of a tab in its `TabView`'s tab bar. It changes nothing of the
/// view it is written on; the tab view reads it.
public struct _TabItemModifier<Label: View>: ViewModifier {
    public typealias Body = Never
    let label: Label

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        SingleChildModifierNode<_TabItemModifier<Label>>(parent: parent, graph: graph)
    }
}

extension _TabItemModifier: TabItemCarrying {
    var tabItemLabel: AnyView { AnyView(label) }
}

extension View {
    /// Sets the item that stands for this view in the tab bar of the `TabView` it is a tab
    /// of (SwiftUI's `tabItem(_:)`): a `Label` or an `Image` and a `Text`, drawn as iOS
    /// draws tab bar items (the icon over a 10-point title, tinted with the accent colour
    /// when the tab is selected, grey otherwise). Other views in `label` are drawn as they
    /// are, under the icon. Written anywhere but on a direct child of a `TabView`, it has no
    /// effect.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_TabItemModifier(label: label()))
    }
}

import Foundation
import LunaparkCore

/// The modifiers that feed a navigation level's title bar (`navigationTitle`,
/// `navigationBarTitleDisplayMode`, `toolbar`...). The content is unchanged;
/// the node tells the enclosing level when what it contributes changes, and
/// a title also becomes the window title when it is the innermost one shown.
public struct _NavigationBarModifier: ViewModifier {
    public typealias Body = Never
    let contribution: NavigationBarContribution

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        NavigationBarModifierNode(parent: parent, graph: graph)
    }
}

extension _NavigationBarModifier: AppliesToWholeList {}

@MainActor
final class NavigationBarModifierNode: PassThroughModifierNode<_NavigationBarModifier> {
    override var navigationTitle: String? { super.navigationTitle ?? model.contribution.titleString }

    /// Whether this node is in `ViewGraph.navigationTitleNodeCount`.
    private var isCounted = false

    override func modelDidChange(from old: _NavigationBarModifier?, context: UpdateContext) {
        if !isCounted {
            isCounted = true
            graph.navigationTitleNodeCount += 1
        }
        enclosingLevel?.contentDidChangeBar(transaction: context.transaction)
    }

    override func willUnmount() {
        if isCounted {
            isCounted = false
            graph.navigationTitleNodeCount -= 1
        }
        enclosingLevel?.contentDidChangeBar(transaction: Transaction())
        super.willUnmount()
    }

    private var enclosingLevel: NavigationLevelNode? { nearestAncestor(NavigationLevelNode.self) }
}

extension View {
    /// Sets the title of the navigation level this view is in (shown in its
    /// title bar and as the window title while it is the innermost title shown).
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(_NavigationBarModifier(contribution: .title(Text(title))))
    }

    /// Sets the title of the navigation level this view is in, from a key shown as
    /// it is (there are no string tables).
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(_NavigationBarModifier(contribution: .title(Text(titleKey.key))))
    }

    /// Sets the title of the navigation level this view is in, as styled text.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(_NavigationBarModifier(contribution: .title(title)))
    }

    /// Sets the title of the navigation level (deprecated in SwiftUI for `navigationTitle(_:)`).
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(_NavigationBarModifier(contribution: .title(Text(title))))
    }

    /// Sets the title of the navigation level, as styled text (deprecated in SwiftUI).
    public func navigationBarTitle(_ title: Text) -> some View {
        modifier(_NavigationBarModifier(contribution: .title(title)))
    }

    /// Sets the title of the navigation level from a key (deprecated in SwiftUI).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(_NavigationBarModifier(contribution: .title(Text(titleKey.key))))
    }

    /// Sets the title from a key, and how the bar shows it (deprecated in SwiftUI).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey,
                                   displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(_NavigationBarModifier(contribution: .titleAndDisplayMode(Text(titleKey.key), displayMode)))
    }

    /// Sets the title and how the bar shows it (deprecated in SwiftUI).
    public func navigationBarTitle<S: StringProtocol>(_ title: S,
                                                      displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(_NavigationBarModifier(contribution: .titleAndDisplayMode(Text(title), displayMode)))
    }

    /// Sets the title, as styled text, and how the bar shows it (deprecated in SwiftUI).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(_NavigationBarModifier(contribution: .titleAndDisplayMode(title, displayMode)))
    }

    /// Sets how the title bar of this view's level shows its title.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(_NavigationBarModifier(contribution: .displayMode(displayMode)))
    }

    /// Sets how the title bar of this view's level shows its title (iOS 17 name).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        modifier(_NavigationBarModifier(contribution: .displayMode(mode.mode)))
    }

    /// Places items in the title bar of this view's level.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(_NavigationBarModifier(contribution: .toolbar(content()._toolbarEntries)))
    }

    /// Places views in the trailing end of the title bar of this view's level.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = ToolbarItemGroup(placement: .automatic, content: content)
        return modifier(_NavigationBarModifier(contribution: .toolbar(items._toolbarEntries)))
    }

    /// Places views at the ends of the title bar (deprecated in SwiftUI for `toolbar`).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(_NavigationBarModifier(contribution: .toolbar([
            ToolbarEntry(placement: .navigationBarLeading, view: AnyView(leading)),
            ToolbarEntry(placement: .navigationBarTrailing, view: AnyView(trailing)),
        ])))
    }

    /// Places a view at the leading end of the title bar (deprecated in SwiftUI).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(_NavigationBarModifier(contribution: .toolbar([
            ToolbarEntry(placement: .navigationBarLeading, view: AnyView(leading))])))
    }

    /// Places a view at the trailing end of the title bar (deprecated in SwiftUI).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(_NavigationBarModifier(contribution: .toolbar([
            ToolbarEntry(placement: .navigationBarTrailing, view: AnyView(trailing))])))
    }

    /// Hides the back button of this view's level (a level pushed on a stack).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(_NavigationBarModifier(contribution: .backButtonHidden(hidesBackButton)))
    }

    /// Hides the title bar of this view's level (deprecated in SwiftUI).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(_NavigationBarModifier(contribution: .barHidden(hidden)))
    }
}

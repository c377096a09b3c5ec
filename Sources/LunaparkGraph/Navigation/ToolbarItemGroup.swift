import Foundation
import LunaparkCore

/// Several views placed together in the title bar (SwiftUI's `ToolbarItemGroup`),
/// 16 points apart.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    /// A group at `placement` (trailing by default).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var _toolbarEntries: [ToolbarEntry] {
        [ToolbarEntry(placement: placement, view: AnyView(HStack(spacing: 16) { content }))]
    }
}

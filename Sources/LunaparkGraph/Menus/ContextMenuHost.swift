import Foundation
import LunaparkCore

/// A view with a context menu (`contextMenu(menuItems:)`): a long press (0.5 s) on the view lifts it (scaled to 1.05 with
/// the menu's spring) over the dimmed window and opens a menu of `menuItems` next to it, as
/// iOS does; choosing a row closes the menu, lowers the view and runs the row's action; a tap
/// anywhere else closes it. A secondary (right) click on the view opens the same menu at once,
/// as on macOS (`InputEvent.secondaryClick`). With a `preview`, the preview is shown over the view's place on a
/// rounded card instead of the view itself. Empty `menuItems` disable the menu, as in SwiftUI.
public struct _ContextMenuHost<Content: View, MenuItems: View, Preview: View>: View {
    let content: Content
    let menuItems: MenuItems
    let preview: Preview?
    @State private var isPresented = false
    @State private var anchor = PresentationAnchor()

    /// How much the view grows when lifted (UIKit's context menu preview lift, about 5 %).
    static var liftScale: CGFloat { 1.05 }

    public var body: some View {
        var diagnostics: [String] = []
        let items = MenuItem.extract(from: menuItems) { diagnostics.append($0) }
        let shown = isPresented && !items.isEmpty
        let lifted = anchor.frame.insetBy(dx: -anchor.frame.width * (Self.liftScale - 1) / 2,
                                          dy: -anchor.frame.height * (Self.liftScale - 1) / 2)
        let close: @MainActor () -> Void = { isPresented = false }
        return content
            .scaleEffect(shown && preview == nil ? Self.liftScale : 1)
            .animation(_MenuLayer.animation, value: shown)
            .simultaneousGesture(LongPressGesture(minimumDuration: 0.5).onEnded { _ in
                if !items.isEmpty { isPresented = true }
            })
            .modifier(_SecondaryClickModifier(open: { if !items.isEmpty { isPresented = true } }))
            .modifier(_PresentationModifier(
                isPresented: shown,
                layer: ZStack(alignment: .topLeading) {
                    _MenuLayer(items: shown ? items : nil, anchor: lifted, dimmed: true, dismiss: close)
                    if shown, let preview {
                        preview
                            .frame(width: lifted.width, height: lifted.height)
                            .background(Color.systemBackground)
                            .clipShape(RoundedRectangle(cornerRadius: 13))
                            .offset(x: lifted.minX, y: lifted.minY)
                            .transition(.opacity)
                    }
                }
                .animation(_MenuLayer.animation, value: shown),
                diagnostics: shown ? diagnostics : [], anchor: anchor))
    }
}

extension View {
    /// Adds a context menu to this view (SwiftUI's `contextMenu(menuItems:)`): a long press
    /// (as on iOS) or a right click (as on macOS) lifts the view and opens a menu of
    /// `menuItems` next to it (see `_ContextMenuHost`).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        _ContextMenuHost<Self, MenuItems, EmptyView>(content: self, menuItems: menuItems(), preview: nil)
    }

    /// Adds a context menu whose long press shows `preview` in the view's place, on a rounded
    /// card, above the menu (SwiftUI's `contextMenu(menuItems:preview:)`).
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        _ContextMenuHost(content: self, menuItems: menuItems(), preview: preview())
    }
}

import Foundation
import LunaparkCore

extension View {
    /// Presents `content` in a sheet while `isPresented` is true (SwiftUI's
    /// `sheet(isPresented:onDismiss:content:)`), drawn after iOS: a card with 10-point top
    /// corners on the system background slides up from the bottom edge over the whole
    /// window and the window behind dims (black at 20 %), with UIKit's presentation spring
    /// whatever the change's transaction. The content is offered the card's size and
    /// centred in it, and inherits this view's environment.
    ///
    /// It is dismissed, sliding down, by `isPresented` set to false, by `dismiss()` from
    /// `@Environment(\.dismiss)` inside it, by a tap on the dimmed window, or by a drag
    /// down past half its height (or a flick); `onDismiss` then runs. While presented,
    /// the views behind take no input. See `presentationDetents(_:)` for smaller sheets.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        let shown = isPresented.wrappedValue
        return modifier(_PresentationModifier(isPresented: shown, layer: _SheetLayer(
            style: .sheet, presented: shown ? AnyView(content()) : nil, identity: nil,
            dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss)))
    }

    /// Presents a sheet for `item` while it is not nil (SwiftUI's `sheet(item:onDismiss:content:)`),
    /// drawn and dismissed as `sheet(isPresented:onDismiss:content:)` describes; dismissing
    /// sets `item` to nil. An item with another `id` replaces the sheet: the old card slides
    /// down as the new one slides up.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let current = item.wrappedValue
        return modifier(_PresentationModifier(isPresented: current != nil, layer: _SheetLayer(
            style: .sheet, presented: current.map { AnyView(content($0)) }, identity: current.map { AnyHashable($0.id) },
            dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss)))
    }

    /// Presents `content` over the whole window while `isPresented` is true (SwiftUI's
    /// `fullScreenCover(isPresented:onDismiss:content:)`): it slides up from the bottom edge
    /// on the system background, with no dimming, no corners and no drag to dismiss; it is
    /// dismissed by the binding or by `dismiss()`, sliding down.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        let shown = isPresented.wrappedValue
        return modifier(_PresentationModifier(isPresented: shown, layer: _SheetLayer(
            style: .fullScreenCover, presented: shown ? AnyView(content()) : nil, identity: nil,
            dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss)))
    }

    /// Presents a full-screen cover for `item` while it is not nil (SwiftUI's
    /// `fullScreenCover(item:onDismiss:content:)`); dismissing sets `item` to nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let current = item.wrappedValue
        return modifier(_PresentationModifier(isPresented: current != nil, layer: _SheetLayer(
            style: .fullScreenCover, presented: current.map { AnyView(content($0)) },
            identity: current.map { AnyHashable($0.id) },
            dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss)))
    }
}

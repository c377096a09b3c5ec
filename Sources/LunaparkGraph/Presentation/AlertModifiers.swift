import Foundation
import LunaparkCore

extension View {
    /// Shows an alert titled `titleKey` while `isPresented` is true (SwiftUI's
    /// `alert(_:isPresented:actions:)`), drawn after iOS (see `_AlertCard`): centred over the
    /// window dimmed 20 %, growing in from 1.15 times its size as it fades in, fading out when
    /// it goes. Its buttons are the `Button`s of `actions` (with their roles); any of them
    /// sets `isPresented` to false and runs its action. Without buttons it shows "OK". The views
    /// behind take no input while it is shown, and a tap on the dimming does nothing.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        alertPresentation(Text(titleKey.key), isPresented: isPresented, actions: actions(), message: nil)
    }

    /// An alert titled with a string (see `alert(_:isPresented:actions:)`).
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View {
        alertPresentation(Text(title), isPresented: isPresented, actions: actions(), message: nil)
    }

    /// An alert titled with styled text (see `alert(_:isPresented:actions:)`).
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alertPresentation(title, isPresented: isPresented, actions: actions(), message: nil)
    }

    /// An alert with a message under its title (SwiftUI's `alert(_:isPresented:actions:message:)`).
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alertPresentation(Text(titleKey.key), isPresented: isPresented, actions: actions(), message: AnyView(message()))
    }

    /// An alert titled with a string, with a message.
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        alertPresentation(Text(title), isPresented: isPresented, actions: actions(), message: AnyView(message()))
    }

    /// An alert titled with styled text, with a message.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        alertPresentation(title, isPresented: isPresented, actions: actions(), message: AnyView(message()))
    }

    /// An alert for `data` while `isPresented` is true and `data` is not nil
    /// (SwiftUI's `alert(_:isPresented:presenting:actions:message:)`).
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A,
                                           @ViewBuilder message: (T) -> M) -> some View {
        let shown = data.map { (actions($0), AnyView(message($0))) }
        return alertPresentation(Text(titleKey.key), isPresented: shown == nil ? .constant(false) : isPresented,
                                 actions: shown?.0, message: shown?.1)
    }

    /// An alert for `data` without a message (SwiftUI's `alert(_:isPresented:presenting:actions:)`).
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        alertPresentation(Text(titleKey.key), isPresented: data == nil ? .constant(false) : isPresented,
                          actions: data.map(actions), message: nil)
    }

    /// Shows the alert `content` makes while `isPresented` is true (SwiftUI's deprecated
    /// `alert(isPresented:content:)`, with the `Alert` structure).
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = isPresented.wrappedValue ? content() : nil
        return alertPresentation(alert?.title ?? Text(""), isPresented: isPresented,
                                 actions: alert?.actionsView, message: alert?.message.map { AnyView($0) })
    }

    /// Shows the alert `content` makes for `item` while it is not nil (SwiftUI's deprecated
    /// `alert(item:content:)`); closing it sets `item` to nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let isPresented = Binding(get: { item.wrappedValue != nil },
                                  set: { if !$0 { item.wrappedValue = nil } })
        return alertPresentation(alert?.title ?? Text(""), isPresented: isPresented,
                                 actions: alert?.actionsView, message: alert?.message.map { AnyView($0) })
    }

    private func alertPresentation<A: View>(_ title: Text, isPresented: Binding<Bool>, actions: A?,
                                            message: AnyView?) -> some View {
        let shown = isPresented.wrappedValue && actions != nil
        var diagnostics: [String] = []
        let card = actions.map { actions in
            _AlertCard(title: title, message: message,
                       actions: PresentationAction.extract(from: actions, report: { diagnostics.append($0) }),
                       dismiss: { isPresented.wrappedValue = false })
        }
        return modifier(_PresentationModifier(
            isPresented: shown,
            layer: _DimmedLayer(presented: shown ? card.map { AnyView($0) } : nil, alignment: .center,
                                transition: _AlertCard.transition, animation: _AlertCard.animation,
                                onDimmingTap: nil),
            diagnostics: diagnostics))
    }
}

import Foundation
import LunaparkCore

/// A confirmation dialog drawn as iOS draws it on an iPhone (an action sheet): a group of
/// rows 57 points tall in 20-point text on a platter with 13-point corners, under the title
/// (semibold 13 points, grey, when shown) and the message; the cancel button in a platter of
/// its own 8 points below, semibold; 8-point margins. A dialog without a cancel button gets
/// a "Cancel" one, as on iOS. It slides up from the bottom edge over the dimmed window; a
/// tap on the dimming cancels it.
struct _DialogCard: View {
    let title: Text?
    let message: AnyView?
    let actions: [PresentationAction]
    let dismiss: @MainActor () -> Void

    var body: some View {
        let cancel = actions.first(where: \.isCancel)
            ?? PresentationAction(view: AnyView(Button("Cancel", role: .cancel) {}), role: .cancel)
        let others = actions.filter { !$0.isCancel }
        return VStack(spacing: 8) {
            VStack(spacing: 0) {
                if title != nil || message != nil {
                    VStack(spacing: 4) {
                        if let title { title.font(Font.footnote.weight(.semibold)) }
                        if let message { message.font(.footnote) }
                    }
                    .multilineTextAlignment(.center)
                    .foregroundColor(.secondary)
                    .padding(.horizontal, 16)
                    .padding(.vertical, 14)
                    .frame(maxWidth: .infinity)
                    if !others.isEmpty { Divider() }
                }
                ForEach(0..<others.count, id: \.self) { index in
                    if index > 0 { Divider() }
                    row(others[index])
                }
            }
            .background(Color.presentationPlatter)
            .clipShape(RoundedRectangle(cornerRadius: 13))
            row(cancel)
                .background(Color.systemBackground)
                .clipShape(RoundedRectangle(cornerRadius: 13))
        }
        .padding(.horizontal, 8)
        .padding(.bottom, 8)
    }

    private func row(_ action: PresentationAction) -> some View {
        action.view
            .font(action.isCancel ? Font.title3.weight(.semibold) : Font.title3)
            .foregroundColor(action.isDestructive ? Color.red : Color.accentColor)
            .buttonStyle(_PresentationRowButtonStyle(dismiss: dismiss))
            .frame(height: 57)
    }
}

extension View {
    /// Shows a confirmation dialog while `isPresented` is true (SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:)`), drawn as an iPhone's
    /// action sheet (see `_DialogCard`). `titleVisibility` `.automatic` hides the title, as
    /// on iPhone; `.visible` shows it. Any button sets `isPresented` to false and runs its
    /// action; so does a tap on the dimmed window, as the cancel button.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        dialogPresentation(Text(titleKey.key), isPresented: isPresented, titleVisibility: titleVisibility,
                           actions: actions(), message: nil)
    }

    /// A confirmation dialog titled with a string.
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        dialogPresentation(Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
                           actions: actions(), message: nil)
    }

    /// A confirmation dialog titled with styled text.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        dialogPresentation(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(), message: nil)
    }

    /// A confirmation dialog with a message above its buttons
    /// (SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`).
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        dialogPresentation(Text(titleKey.key), isPresented: isPresented, titleVisibility: titleVisibility,
                           actions: actions(), message: AnyView(message()))
    }

    /// A confirmation dialog titled with a string, with a message.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        dialogPresentation(Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
                           actions: actions(), message: AnyView(message()))
    }

    private func dialogPresentation<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility,
                                             actions: A, message: AnyView?) -> some View {
        let shown = isPresented.wrappedValue
        var diagnostics: [String] = []
        let dismiss: @MainActor () -> Void = { isPresented.wrappedValue = false }
        let card = shown ? _DialogCard(title: titleVisibility == .visible ? title : nil, message: message,
                                       actions: PresentationAction.extract(from: actions, report: { diagnostics.append($0) }),
                                       dismiss: dismiss) : nil
        return modifier(_PresentationModifier(
            isPresented: shown,
            layer: _DimmedLayer(presented: card.map { AnyView($0) }, alignment: .bottom,
                                transition: .move(edge: .bottom), animation: _SheetLayer.animation,
                                onDimmingTap: dismiss),
            diagnostics: diagnostics))
    }
}

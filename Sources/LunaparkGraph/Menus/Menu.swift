import Foundation
import LunaparkCore

/// A button that opens a menu of actions (SwiftUI's `Menu`), drawn as on iOS: the label as a
/// borderless button (the accent colour), and, when pressed, a card of the content's buttons
/// next to it (see `_MenuLayer` and `_MenuCard`). Choosing a row closes the menu and runs the
/// row's action; a tap outside closes it. The content's buttons may carry a role (destructive
/// rows are red), `Label`s and modifiers; `Divider` and `Section` separate groups. Other views
/// (pickers, toggles, nested menus) are not shown, and a warning line names them once.
///
/// With a `primaryAction`, a tap runs it and a long press (0.5 s) opens the menu, as iOS does.
public struct Menu<Label: View, Content: View>: View {
    let content: Content
    let label: Label
    let primaryAction: (@MainActor () -> Void)?
    @State private var isPresented = false
    @State private var anchor = PresentationAnchor()
    /// Set when a long press opened the menu, so that the release does not run the primary action.
    @State private var openedByLongPress = false

    /// A menu of `content` opened by a button showing `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.primaryAction = nil
    }

    /// A menu whose button runs `primaryAction` when tapped and opens the menu when long-pressed.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                primaryAction: @escaping @MainActor () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        var diagnostics: [String] = []
        let items = isPresented ? MenuItem.extract(from: content) { diagnostics.append($0) } : nil
        let primaryAction = self.primaryAction
        let close: @MainActor () -> Void = { isPresented = false }
        return Button {
            if openedByLongPress {
                openedByLongPress = false
            } else if let primaryAction {
                primaryAction()
            } else {
                isPresented = true
            }
        } label: {
            label
        }
        .simultaneousGesture(LongPressGesture(minimumDuration: 0.5).onEnded { _ in
            openedByLongPress = true
            isPresented = true
        }, including: primaryAction == nil ? .subviews : .all)
        .modifier(_PresentationModifier(
            isPresented: isPresented,
            layer: _MenuLayer(items: items, anchor: anchor.frame, dimmed: false, dismiss: close),
            diagnostics: diagnostics, anchor: anchor))
    }
}

extension Menu where Label == Text {
    /// A menu whose button shows the text of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu whose button shows `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu whose button shows the text of `titleKey` and runs `primaryAction` when tapped.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
                primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// A menu whose button shows `title` and runs `primaryAction` when tapped.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content,
                                   primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == LunaparkGraph.Label<Text, Image> {
    /// A menu whose button shows the text of `titleKey` with a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) {
            LunaparkGraph.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
        }
    }

    /// A menu whose button shows `title` with a symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { LunaparkGraph.Label(title, systemImage: systemImage) }
    }
}

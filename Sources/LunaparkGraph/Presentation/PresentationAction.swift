import Foundation
import LunaparkCore

/// One button of an alert, a confirmation dialog or a menu: a view of the `actions` view
/// builder (a `Button`, with the modifiers written on it), which the presentation draws as
/// one of its rows (as SwiftUI does), and the button's role.
struct PresentationAction {
    let view: AnyView
    let role: ButtonRole?

    var isCancel: Bool { role == .cancel }
    var isDestructive: Bool { role == .destructive }

    /// The buttons in `view`: through tuples, `ForEach`, `if`, `Group` and modifiers on a button.
    /// Other views (a `TextField` in an alert) are not shown, and `report` names them once.
    @MainActor
    static func extract(from view: any View, report: (String) -> Void) -> [PresentationAction] {
        if let button = view as? PresentationActionConvertible { return [PresentationAction(view: AnyView(view), role: button.actionRole)] }
        if let any = view as? AnyView { return extract(from: any.wrapped, report: report) }
        if let list = view as? ListContent { return list.listChildren.flatMap { extract(from: $0.view, report: report) } }
        if let modified = view as? ModifiedContentParts {
            // Modifiers written on a button stay on its row.
            let inner = extract(from: modified.contentView, report: report)
            if inner.count == 1 { return [PresentationAction(view: AnyView(view), role: inner[0].role)] }
            return inner
        }
        if !(view is EmptyView) {
            report("\(type(of: view)) in the actions of an alert, dialog or menu is not shown (only buttons are)")
        }
        return []
    }
}

/// Views that stand for one presentation action (`Button`).
@MainActor
protocol PresentationActionConvertible {
    var actionRole: ButtonRole? { get }
}

extension Button: PresentationActionConvertible {
    var actionRole: ButtonRole? { role }
}

/// The button style of the rows of alerts, dialogs and menus: the label filling the row, a
/// grey highlight while pressed; a release inside the row closes the presentation
/// (`dismiss`) and runs the button's action, as SwiftUI's alert buttons do. Menu rows put
/// their label at the leading edge, 16 points in (`alignment` `.leading`).
struct _PresentationRowButtonStyle: PrimitiveButtonStyle {
    let dismiss: @MainActor () -> Void
    var alignment: Alignment = .center

    func makeBody(configuration: Configuration) -> some View {
        _PresentationRow(configuration: configuration, dismiss: dismiss, alignment: alignment)
    }
}

struct _PresentationRow: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let dismiss: @MainActor () -> Void
    let alignment: Alignment
    @State private var isPressed = false
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let enabled = isEnabled
        let configuration = self.configuration
        let dismiss = self.dismiss
        return configuration.label
            .padding(.horizontal, alignment == .center ? 0 : 16)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
            .background(isPressed ? Color.gray.opacity(0.25) : Color.clear)
            .contentShape(Rectangle())
            .gesture(_PressGesture(onPressingChanged: { pressed in if enabled { isPressed = pressed } },
                                   onRelease: { if enabled { dismiss(); configuration.trigger() } }))
    }
}

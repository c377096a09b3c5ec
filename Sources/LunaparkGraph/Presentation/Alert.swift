import Foundation
import LunaparkCore

/// An alert described as a value (SwiftUI's `Alert`, deprecated since iOS 15 for
/// `alert(_:isPresented:actions:message:)` but common in older code), shown by
/// `alert(isPresented:content:)` and `alert(item:content:)` and drawn as they are.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (`dismissButton`, or "OK" when nil).
    @MainActor public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons side by side (a cancel button on the leading side).
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    /// A button of an `Alert` or an `ActionSheet`: its label, its role and its action.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button in the accent colour.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A semibold button that cancels.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A "Cancel" button.
        @MainActor public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A red button for an action that destroys data.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    /// The buttons as the `actions` view of the newer alert modifiers.
    @MainActor var actionsView: some View {
        ForEach(0..<buttons.count, id: \.self) { index in
            let button = buttons[index]
            LunaparkGraph.Button(role: button.role, action: { button.action?() }) { button.label }
        }
    }
}

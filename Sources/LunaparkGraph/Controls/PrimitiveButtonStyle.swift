import Foundation
import LunaparkCore

/// A look and interaction for buttons (SwiftUI's `PrimitiveButtonStyle`):
/// the style decides how a press is recognized and calls `configuration.trigger()`
/// to run the button's action. The built-in styles (`.automatic`, `.plain`,
/// `.borderless`, `.bordered`, `.borderedProminent`) are primitive styles.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view a button in this style is drawn as.
    associatedtype Body: View
    /// The button as `configuration` describes it; the view must call
    /// `configuration.trigger()` for the action to run.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a button passes to its primitive style.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a button passes to a `PrimitiveButtonStyle` (SwiftUI's `PrimitiveButtonStyleConfiguration`).
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view of its own.
    public typealias Label = ButtonStyleConfiguration.Label
    /// The button's role, nil for an ordinary button.
    public let role: ButtonRole?
    /// The label to draw.
    public let label: Label
    let action: @MainActor () -> Void

    /// Runs the button's action (nothing when the button is disabled).
    @MainActor public func trigger() { action() }
}

import Foundation
import LunaparkCore

/// A look for buttons that keeps the standard interaction (SwiftUI's
/// `ButtonStyle`): the button recognizes the press and passes `isPressed` to
/// `makeBody(configuration:)`, which is evaluated again each time it changes,
/// so a style can animate the pressed look with `.animation(_:value:)`.
///
/// Set with `.buttonStyle(_:)`; it applies to every button (and
/// `NavigationLink`) in the subtree.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view a button in this style is drawn as.
    associatedtype Body: View
    /// The button as `configuration` describes it (label, pressed state, role).
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a button passes to its style.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a button passes to a `ButtonStyle` (SwiftUI's `ButtonStyleConfiguration`).
public struct ButtonStyleConfiguration {
    /// The button's label, as a view of its own (SwiftUI's `ButtonStyleConfiguration.Label`).
    public struct Label: _StyledPart {
        public let _content: AnyView
    }

    /// The button's role, nil for an ordinary button.
    public let role: ButtonRole?
    /// The label to draw.
    public let label: Label
    /// True from the press on the button until its release or until the
    /// pointer moves more than 20 points outside it.
    public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: ListContent {}

import Foundation
import LunaparkCore

/// How text fields are drawn (SwiftUI's `TextFieldStyle`); set with
/// `.textFieldStyle(_:)`. The built-in styles are the only ones: as in
/// SwiftUI, the protocol has no public requirements.
@MainActor @preconcurrency
public protocol TextFieldStyle {
    /// The look this style stands for.
    var _kind: TextFieldStyleKind { get }
}

/// The looks a text field can have.
public enum TextFieldStyleKind: Hashable, Sendable {
    case plain, roundedBorder
}

/// The text alone, no border or padding (SwiftUI's `PlainTextFieldStyle`, `.plain`).
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain style.
    public init() {}
    public var _kind: TextFieldStyleKind { .plain }
}

/// The text in a white rounded rectangle (corner radius 5) with a half-point
/// border of white 0.8, 7 points of padding horizontally and 6 vertically, as
/// iOS draws it (SwiftUI's `RoundedBorderTextFieldStyle`, `.roundedBorder`).
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded border style.
    public init() {}
    public var _kind: TextFieldStyleKind { .roundedBorder }
}

/// The platform's style: plain, as on iOS (SwiftUI's `DefaultTextFieldStyle`, `.automatic`).
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The default style.
    public init() {}
    public var _kind: TextFieldStyleKind { .plain }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text alone.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The text in a rounded, bordered box.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's style (plain).
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey {
    static let defaultValue = TextFieldStyleKind.plain
}

private struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [@MainActor () -> Void] { [] }
}

extension EnvironmentValues {
    var textFieldStyle: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }

    /// The `onSubmit` actions around a view, outermost first.
    var submitActions: [@MainActor () -> Void] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

/// What submits a form's text (SwiftUI's `SubmitTriggers`): only text fields here.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Return pressed in a text field.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Return pressed in a search field (there are none here).
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

extension View {
    /// Sets the style of text fields in this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, style._kind)
    }

    /// Runs `action` when Return is pressed in a text field inside this view
    /// (with `.text` among `triggers`); inner actions run before outer ones.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        transformEnvironment(\.submitActions) { actions in
            if triggers.contains(.text) { actions.append(action) }
        }
    }
}

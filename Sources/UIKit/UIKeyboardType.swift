import Foundation
import LunaparkGraph

/// The kind of software keyboard a text input asks for (UIKit's
/// `UIKeyboardType`), set with `keyboardType(_:)`.
///
/// Lunapark has no software keyboard: text comes from the physical keyboard,
/// which types any character whatever the kind (as a hardware keyboard does on
/// iOS). The kind is kept in the environment for code that reads it.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad
    case namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// Another name for `asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The meaning of a text input's content (UIKit's `UITextContentType`), set
/// with `textContentType(_:)`: iOS uses it to offer AutoFill. Lunapark has no
/// AutoFill; the type is kept in the environment for code that reads it.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "given-name")
    public static let familyName = UITextContentType(rawValue: "family-name")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let organizationName = UITextContentType(rawValue: "organization")
    public static let jobTitle = UITextContentType(rawValue: "job-title")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let URL = UITextContentType(rawValue: "url")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "address-line2")
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    public static let addressState = UITextContentType(rawValue: "address-level1")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    public static let countryName = UITextContentType(rawValue: "country-name")
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
}

private struct KeyboardTypeKey: EnvironmentKey {
    static let defaultValue = UIKeyboardType.default
}

private struct TextContentTypeKey: EnvironmentKey {
    static let defaultValue: UITextContentType? = nil
}

extension EnvironmentValues {
    /// The keyboard kind `keyboardType(_:)` asked for here (`.default` without one).
    public var keyboardType: UIKeyboardType {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }

    /// The content type `textContentType(_:)` gave the text inputs here (nil without one).
    public var textContentType: UITextContentType? {
        get { self[TextContentTypeKey.self] }
        set { self[TextContentTypeKey.self] = newValue }
    }
}

extension View {
    /// Asks for the software keyboard of `type` (`.numberPad`, `.emailAddress`...)
    /// for the text inputs in this view. Lunapark has no software keyboard: any
    /// character can still be typed; the kind is kept as the environment's
    /// `keyboardType`.
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        environment(\.keyboardType, type)
    }

    /// Says what the text inputs in this view hold (`.emailAddress`, `.password`...),
    /// which iOS uses for AutoFill; nil says nothing. Lunapark has no AutoFill: the
    /// type is kept as the environment's `textContentType`.
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        environment(\.textContentType, textContentType)
    }
}

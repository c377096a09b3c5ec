import Foundation
import LunaparkCore

/// When the software keyboard shifts to capitals as text is typed (SwiftUI's
/// `TextInputAutocapitalization`), set with `textInputAutocapitalization(_:)`.
///
/// Lunapark has no software keyboard, but it does what iOS's keyboard's shift
/// does to the letters typed into a `TextField`, `SecureField` or `TextEditor`:
/// a lowercase letter typed where the keyboard would have shifted is entered as
/// a capital. Letters typed as capitals, and text set through the binding, stay
/// as they are. Without the modifier, text is entered as typed (as from a
/// hardware keyboard on iOS).
public struct TextInputAutocapitalization: Hashable, Sendable {
    enum Rule: Hashable, Sendable { case never, words, sentences, characters }
    let rule: Rule

    /// Letters are entered as typed.
    public static var never: TextInputAutocapitalization { .init(rule: .never) }
    /// The first letter of each word is a capital: at the start of the text and
    /// after a space or line break.
    public static var words: TextInputAutocapitalization { .init(rule: .words) }
    /// The first letter of each sentence is a capital: at the start of the text,
    /// after a line break, and after a space that follows `.`, `!` or `?`.
    public static var sentences: TextInputAutocapitalization { .init(rule: .sentences) }
    /// Every letter is a capital.
    public static var characters: TextInputAutocapitalization { .init(rule: .characters) }

    /// `typed` as entered after `preceding` (the text before the cursor): each
    /// lowercase letter where this rule shifts is made a capital.
    func apply(to typed: String, after preceding: Substring) -> String {
        guard rule != .never else { return typed }
        var previous = Array(preceding.suffix(2))
        var result = ""
        for character in typed {
            let shifts: Bool
            switch rule {
            case .never: shifts = false
            case .characters: shifts = true
            case .words: shifts = previous.last.map { $0.isWhitespace } ?? true
            case .sentences:
                shifts = switch (previous.count >= 2 ? previous[previous.count - 2] : nil, previous.last) {
                case (_, nil): true
                case (_, let last?) where last.isNewline: true
                case (let before?, let last?) where last.isWhitespace: ".!?".contains(before)
                case (nil, let last?): last.isWhitespace
                default: false
                }
            }
            let entered = shifts && character.isLowercase ? Character(character.uppercased()) : character
            result.append(entered)
            previous = Array((previous + [entered]).suffix(2))
        }
        return result
    }
}

private struct TextInputAutocapitalizationKey: EnvironmentKey {
    static let defaultValue: TextInputAutocapitalization? = nil
}

private struct AutocorrectionDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// What `textInputAutocapitalization(_:)` set (nil: letters entered as typed).
    var textInputAutocapitalization: TextInputAutocapitalization? {
        get { self[TextInputAutocapitalizationKey.self] }
        set { self[TextInputAutocapitalizationKey.self] = newValue }
    }

    /// Whether `autocorrectionDisabled(_:)` turned autocorrection off for this
    /// view hierarchy (false by default). Lunapark never corrects what is
    /// typed, so this only records what the code asked for.
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }
}

extension View {
    /// Sets when letters typed into the text inputs in this view become capitals
    /// (see `TextInputAutocapitalization`); nil leaves them as typed.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        environment(\.textInputAutocapitalization, autocapitalization)
    }

    /// Turns autocorrection off for the text inputs in this view when `disable`
    /// is true. Lunapark has no autocorrection (nor software keyboard): the value
    /// is kept in the environment as `autocorrectionDisabled` for code that
    /// reads it, and typed text is never changed by it.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.autocorrectionDisabled, disable)
    }

    /// Turns autocorrection off when `disable` is true (deprecated in iOS 16 for
    /// `autocorrectionDisabled(_:)`, which it sets; nil means false here).
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        autocorrectionDisabled(disable ?? false)
    }
}

import Foundation
import LunaparkCore
import LunaparkGraph

/// UIKit's capitalization styles (`UITextAutocapitalizationType`), for the
/// pre-iOS 15 `autocapitalization(_:)` modifier that many samples still use.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Letters are entered as typed.
    case none
    /// The first letter of each word is a capital.
    case words
    /// The first letter of each sentence is a capital.
    case sentences
    /// Every letter is a capital.
    case allCharacters
}

extension TextInputAutocapitalization {
    /// The SwiftUI capitalization of a UIKit style (iOS 15's `init?(_:)`; every UIKit style has one here).
    public init?(_ type: UITextAutocapitalizationType) {
        switch type {
        case .none: self = .never
        case .words: self = .words
        case .sentences: self = .sentences
        case .allCharacters: self = .characters
        }
    }
}

extension View {
    /// Sets when typed letters become capitals, with UIKit's styles (deprecated in iOS 16
    /// for `textInputAutocapitalization(_:)`, which it sets; see `TextInputAutocapitalization`).
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        textInputAutocapitalization(TextInputAutocapitalization(style))
    }
}

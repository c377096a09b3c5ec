import Foundation
import LunaparkCore

/// How a view animates a change of its own content, such as a `Text`'s string, font or colour
/// (SwiftUI's `ContentTransition`).
///
/// It applies only inside an animated transaction: without an animation the new content
/// replaces the old at once, whatever the transition. Lunapark's `Text` implements all of them
/// (`symbolEffect` as `.opacity`); symbol images implement `symbolEffect`, which plays whatever
/// the transaction; other views show content changes as they always do.
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate
        /// Rolling digits: `value` gives the direction by comparison with the previous value;
        /// without it `countsDown` does.
        case numericText(countsDown: Bool, value: Double?)
        /// Symbol images replace their symbol with a symbol effect (text fades, as `.opacity`).
        case symbolReplace(ReplaceSymbolEffect.Style, speed: Double)
    }

    let kind: Kind

    /// Content changes do not animate: the new content replaces the old at once.
    public static let identity = ContentTransition(kind: .identity)

    /// The old content fades out while the new content fades in, in the same place (the default).
    public static let opacity = ContentTransition(kind: .opacity)

    /// Text with the same string animates its colour and point size; any other change (a new
    /// string, another design, italic or not) fades as `.opacity` does, as Apple documents.
    public static let interpolate = ContentTransition(kind: .interpolate)

    /// For text showing a number: characters that stay keep their place (sliding as the text
    /// widens or narrows); each changed character rolls, the old one moving up and fading out
    /// while the new one comes up from below and fades in (down instead when `countsDown`).
    /// Characters are paired from the end of the string, so units stay over units.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown, value: nil))
    }

    /// Numeric text that rolls up when `value` grew since the text last changed and down when
    /// it shrank (see `numericText(countsDown:)`).
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: false, value: value))
    }
}

private struct ContentTransitionKey: EnvironmentKey {
    static let defaultValue = ContentTransition.opacity
}

extension EnvironmentValues {
    /// How views in the subtree animate changes of their content (default `.opacity`).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// Sets how the content of the views in this subtree animates when it changes inside an
    /// animated transaction (SwiftUI's `contentTransition(_:)`).
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}

import Foundation
import LunaparkCore

/// Why the content of a view is hidden (SwiftUI's `RedactionReasons`), set with
/// `redacted(reason:)` and read from `EnvironmentValues.redactionReasons`.
///
/// Under `.placeholder`, `Text` draws each of its lines as a rounded bar of the line's
/// width and `Image` as a rounded rectangle of its frame, in `Color.primary` at 16 %
/// opacity, laid out as the real content (a skeleton of the screen). `.privacy` and
/// `.invalidated` are carried for views that read them and change nothing by themselves
/// (SwiftUI draws them only for `privacySensitive` views and widgets).
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Content shown as a placeholder while the real data loads.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Content hidden because it is private.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is out of date.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

extension EnvironmentValues {
    /// Why content in the subtree is redacted (empty: it is not).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether text and images here draw as placeholders.
    var isRedactedAsPlaceholder: Bool { redactionReasons.contains(.placeholder) }
}

/// How placeholders are drawn (Lunapark's measures, close to iOS's skeletons).
enum RedactionPlaceholder {
    /// The opacity of `Color.primary` bars and boxes are drawn in.
    static let opacity: Double = 0.16
    /// A text bar's height as a fraction of the line height, centred on the line.
    static let barHeightFraction: CGFloat = 0.7
    /// Corner radius of a bar, as a fraction of its height.
    static let cornerFraction: CGFloat = 0.25

    /// The colour of placeholders in `environment`.
    @MainActor
    static func color(in environment: EnvironmentValues) -> Color.Resolved {
        Color.primary.opacity(opacity).resolve(in: environment)
    }
}

extension View {
    /// Redacts this view for `reason` (added to the reasons already in force): under
    /// `.placeholder` its text and images draw as grey placeholders of their size.
    /// An empty set changes nothing.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Shows this view's content even inside a redacted view.
    public func unredacted() -> some View { environment(\.redactionReasons, []) }
}

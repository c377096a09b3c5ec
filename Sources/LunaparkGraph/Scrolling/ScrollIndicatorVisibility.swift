import Foundation

/// Whether a scroll view draws its scroll bars (SwiftUI's `ScrollIndicatorVisibility`).
public struct ScrollIndicatorVisibility: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
    let kind: Kind

    /// The platform's choice: Lunapark's overlay bars, shown while the content moves.
    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    /// Shown (as overlay bars, which still fade out when the content rests, as on iOS).
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    /// Hidden (SwiftUI may still show them where the platform requires; Lunapark never does).
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(kind: .never)

    public var description: String { "\(kind)" }

    /// Whether a scroll view draws the bars.
    var isShown: Bool { kind == .automatic || kind == .visible }
}

/// Whether a scroll view bounces (rubber-bands) along an axis (SwiftUI's `ScrollBounceBehavior`).
public struct ScrollBounceBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, always, basedOnSize }
    let kind: Kind

    /// The platform's choice: as `.always` (iOS scroll views bounce along their axes).
    public static let automatic = ScrollBounceBehavior(kind: .automatic)
    /// Content can be pulled past its edges even when it fits the scroll view.
    public static let always = ScrollBounceBehavior(kind: .always)
    /// Content bounces only when it is larger than the scroll view along the axis.
    public static let basedOnSize = ScrollBounceBehavior(kind: .basedOnSize)
}

/// Where `contentMargins(_:_:for:)` adds its margins (SwiftUI's `ContentMarginPlacement`).
public struct ContentMarginPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
    let kind: Kind

    /// Both the content and the scroll bars.
    public static let automatic = ContentMarginPlacement(kind: .automatic)
    /// The scroll view's content only.
    public static let scrollContent = ContentMarginPlacement(kind: .scrollContent)
    /// The scroll bars only.
    public static let scrollIndicators = ContentMarginPlacement(kind: .scrollIndicators)
}

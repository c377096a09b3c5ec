import Foundation
import LunaparkCore

/// One thing an accessibility modifier says about a view.
enum AccessibilityProperty {
    case label(Text)
    case hint(Text)
    case value(Text)
    case help(Text)
    case identifier(String)
    case hidden(Bool)
    case children(AccessibilityChildBehavior)
    case addTraits(AccessibilityTraits)
    case removeTraits(AccessibilityTraits)
    case action(name: String, handler: @MainActor () -> Void)

    func apply(to element: inout AccessibilityElement) {
        switch self {
        case .label(let text): element.label = text.string
        case .hint(let text): element.hint = text.string
        case .value(let text): element.value = text.string
        case .help(let text): element.help = text.string
        case .identifier(let id): element.identifier = id
        case .hidden(let hidden): element.isHidden = hidden
        case .children(let behavior): element.children = behavior
        case .addTraits(let traits): element.traits.formUnion(traits)
        case .removeTraits(let traits): element.traits.subtract(traits)
        case .action(let name, let handler):
            element.actionNames.append(name)
            element.actions.append(handler)
        }
    }
}

/// How an accessibility element treats the elements inside it (SwiftUI's
/// `AccessibilityChildBehavior`), for `accessibilityElement(children:)`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, contain, combine }
    let kind: Kind

    /// The element stands alone: the views inside it are not elements.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The element contains the elements inside it.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// The element merges the elements inside it: their labels, joined with ", ",
    /// become its label when it has none, and their actions become its own.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}

/// What an element is (SwiftUI's `AccessibilityTraits`), for
/// `accessibilityAddTraits(_:)` and `accessibilityRemoveTraits(_:)`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 6)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 7)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 8)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 9)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 10)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 11)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 12)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 13)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 14)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 15)
}

/// The kinds of named action (SwiftUI's `AccessibilityActionKind`).
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String

    private init(name: String) { self.name = name }

    /// The element's main action (activating it).
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Escaping or dismissing.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The "magic tap" of VoiceOver.
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// A custom action with a name of its own.
    public init(named name: Text) { self.name = name.string }
}

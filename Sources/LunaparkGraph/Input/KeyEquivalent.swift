import Foundation
import LunaparkCore
/// A key (SwiftUI's `KeyEquivalent`): a character for printable keys, or a
/// private-use character for special keys (`.escape`, `.leftArrow`, ...).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral, CustomStringConvertible {
    /// The character the key types without modifiers, or, for keys that type
    /// none, a private-use character (U+F700 and up, AppKit's function-key
    /// codes, as SwiftUI uses).
    public var character: Character

    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Escape (U+001B).
    public static let escape = KeyEquivalent("\u{1B}")
    /// Backspace, the key that deletes backwards (U+0008).
    public static let delete = KeyEquivalent("\u{8}")
    /// The key that deletes forwards (Delete on PC keyboards).
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear (U+F739): SDL's Clear key and the keypad's Clear.
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    /// Return (U+000D); the keypad's Enter gives it too.
    public static let `return` = KeyEquivalent("\r")

    /// A short name for legends and logs: `esc`, `space`, `return`, `tab`,
    /// arrows as `←` `→` `↑` `↓`, other keys their character.
    public var description: String {
        switch self {
        case .escape: "esc"
        case .space: "space"
        case .return: "return"
        case .tab: "tab"
        case .leftArrow: "←"
        case .rightArrow: "→"
        case .upArrow: "↑"
        case .downArrow: "↓"
        default: String(character)
        }
    }
}

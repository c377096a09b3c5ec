import Foundation
import LunaparkCore
/// A key press delivered to `onKeyPress` handlers (SwiftUI's `KeyPress`).
public struct KeyPress: Sendable, Hashable {
    public var key: KeyEquivalent
    public var modifiers: EventModifiers
    /// The text the key produces.
    public var characters: String { String(key.character) }

    public init(key: KeyEquivalent, modifiers: EventModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Whether a handler consumed the press (SwiftUI's `KeyPress.Result`).
    public enum Result: Sendable, Hashable {
        case handled, ignored
    }
}

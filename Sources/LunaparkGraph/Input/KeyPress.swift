import Foundation
import LunaparkCore
/// A key press delivered to `onKeyPress` handlers (SwiftUI's `KeyPress`).
public struct KeyPress: Sendable, Hashable {
    /// The key pressed, as it types without modifiers: Shift-A arrives as "a"
    /// with `.shift` in `modifiers`.
    public var key: KeyEquivalent
    /// The modifier keys held, including Caps Lock while it is on.
    public var modifiers: EventModifiers
    /// `key`'s character as a string. Since hosts report keys unshifted, this
    /// is not the typed text SwiftUI gives (Shift-A gives "a", not "A").
    public var characters: String { String(key.character) }

    /// A press of `key` with `modifiers` held (what hosts and tests deliver).
    public init(key: KeyEquivalent, modifiers: EventModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Whether a handler consumed the press (SwiftUI's `KeyPress.Result`).
    public enum Result: Sendable, Hashable {
        case handled, ignored
    }
}

import Foundation
import LunaparkCore
/// A key press delivered to `onKeyPress` handlers (SwiftUI's `KeyPress`).
public struct KeyPress: Sendable, Hashable {
    /// The phases of a key press a handler can ask for (SwiftUI's `KeyPress.Phases`).
    public struct Phases: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key is held and the keyboard repeats it (at the system's repeat rate).
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key went up.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// The key pressed, as it types without modifiers: Shift-A arrives as "a"
    /// with `.shift` in `modifiers`.
    public var key: KeyEquivalent
    /// The modifier keys held, including Caps Lock while it is on.
    public var modifiers: EventModifiers
    /// Which phase of the press this is: one of `.down`, `.repeat` and `.up`.
    public var phase: Phases
    /// `key`'s character as a string. Since hosts report keys unshifted, this
    /// is not the typed text SwiftUI gives (Shift-A gives "a", not "A").
    public var characters: String { String(key.character) }

    /// A press of `key` with `modifiers` held, in `phase` (what hosts and tests deliver).
    public init(key: KeyEquivalent, modifiers: EventModifiers = [], phase: Phases = .down) {
        self.key = key
        self.modifiers = modifiers
        self.phase = phase
    }

    /// Whether a handler consumed the press (SwiftUI's `KeyPress.Result`).
    public enum Result: Sendable, Hashable {
        case handled, ignored
    }
}

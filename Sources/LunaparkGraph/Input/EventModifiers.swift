import Foundation
import LunaparkCore
/// Modifier keys held during an event (SwiftUI's `EventModifiers`).
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on (it counts as held for as long as it is locked).
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option; Alt on PC keyboards.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command; the Super (Windows) key on PC keyboards.
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command]
}

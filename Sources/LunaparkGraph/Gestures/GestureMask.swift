import Foundation
import LunaparkCore

/// Which gestures a gesture modifier enables (SwiftUI's `GestureMask`): the one it adds
/// (`gesture`), those of the views inside it (`subviews`), both (`all`, the default) or none.
public struct GestureMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Neither the modifier's gesture nor the subviews' receive presses.
    public static let none: GestureMask = []
    /// The modifier's own gesture.
    public static let gesture = GestureMask(rawValue: 1 << 0)
    /// The gestures of the views inside the modified view.
    public static let subviews = GestureMask(rawValue: 1 << 1)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}

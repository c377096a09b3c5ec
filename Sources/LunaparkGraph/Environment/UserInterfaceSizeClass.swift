import Foundation
import LunaparkCore

/// A coarse description of how much room a window gives in one direction
/// (SwiftUI's `UserInterfaceSizeClass`), read as the environment's
/// `horizontalSizeClass` and `verticalSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Constrained room: an iPhone's width in portrait, its height in landscape.
    case compact
    /// Ample room: an iPad's width and height.
    case regular

    /// The horizontal class of a window `width` points wide: compact below 700
    /// points. Lunapark's rule, after iOS: iPhones in portrait (320-440 points)
    /// and iPad split views up to two thirds of an 11-inch iPad (about 690) are
    /// compact, full-screen iPads (744 and more) regular.
    static func horizontal(forWidth width: CGFloat) -> UserInterfaceSizeClass {
        width < 700 ? .compact : .regular
    }

    /// The vertical class of a window `height` points tall: compact below 500
    /// points. Lunapark's rule, after iOS: iPhones in landscape (320-440 points
    /// tall) are compact, iPhones in portrait and iPads (667 and more) regular.
    static func vertical(forHeight height: CGFloat) -> UserInterfaceSizeClass {
        height < 500 ? .compact : .regular
    }
}

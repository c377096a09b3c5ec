import Foundation

/// The kinds of safe area a view can ignore (SwiftUI's `SafeAreaRegions`).
///
/// Lunapark's windows have container safe areas only: the host's insets (`ViewGraph.safeAreaInsets`,
/// zero in a desktop window) and what `safeAreaInset` and `safeAreaPadding` add. There is no
/// software keyboard, so the keyboard region is always empty: ignoring only `.keyboard` changes nothing.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The safe area of the window and of the containers around the view (bars, insets).
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area a software keyboard covers (always empty in Lunapark).
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

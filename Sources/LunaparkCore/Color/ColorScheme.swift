import Foundation

/// The light or dark appearance (SwiftUI's `ColorScheme`).
///
/// Adaptive colours such as `Color.primary`, `Color.secondary` and the
/// standard colours resolve to one value per scheme; the graph's
/// `EnvironmentValues.colorScheme` says which one applies (light by default).
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Dark content on a light background.
    case light
    /// Light content on a dark background.
    case dark
}

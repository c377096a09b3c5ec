import Foundation

/// Whether a piece of system decoration is shown (SwiftUI's `Visibility`), as
/// `listRowSeparator(_:edges:)` takes it.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The container decides: in a list, separators are shown.
    case automatic
    /// Shown.
    case visible
    /// Not shown.
    case hidden
}

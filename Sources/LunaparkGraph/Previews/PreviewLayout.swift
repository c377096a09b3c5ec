import Foundation

/// The size of a preview (SwiftUI's `PreviewLayout`, for `previewLayout(_:)` and the layout traits).
public enum PreviewLayout: Sendable, Equatable {
    /// A device's screen.
    case device
    /// The view's ideal size.
    case sizeThatFits
    /// `width` x `height` points.
    case fixed(width: CGFloat, height: CGFloat)
}

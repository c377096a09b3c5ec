import Foundation

/// Haptics for a selection moving (UIKit's `UISelectionFeedbackGenerator`),
/// as a picker wheel's ticks. A desktop, like an iPad, has no haptic engine,
/// so `selectionChanged()` plays nothing (see `UIFeedbackGenerator`).
@MainActor
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection tick. With no haptic engine, nothing.
    public func selectionChanged() {}
}

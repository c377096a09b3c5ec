import Foundation

/// Haptics telling that a task succeeded, failed or needs attention (UIKit's
/// `UINotificationFeedbackGenerator`). A desktop, like an iPad, has no haptic
/// engine, so `notificationOccurred(_:)` plays nothing (see `UIFeedbackGenerator`).
@MainActor
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome the feedback tells.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays the pattern of `notificationType`. With no haptic engine, nothing.
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

import Foundation

/// What the haptic feedback generators share (UIKit's `UIFeedbackGenerator`).
///
/// A desktop has no haptic engine, as an iPad has none: on such a device iOS
/// accepts every call and plays nothing, and so do these generators. They are
/// here so that code written for an iPhone compiles and runs unchanged; no
/// call has any effect.
@MainActor
open class UIFeedbackGenerator {
    public init() {}

    /// Readies the haptic engine for feedback soon. With no engine, does nothing.
    open func prepare() {}
}

import Foundation

/// Haptics for a physical impact (UIKit's `UIImpactFeedbackGenerator`): a
/// tap of a given weight. A desktop, like an iPad, has no haptic engine, so
/// `impactOccurred()` plays nothing (see `UIFeedbackGenerator`).
@MainActor
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The weight of the impact.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// The weight given at creation.
    public let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts, as UIKit's `init()`.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// Plays an impact of the generator's style. With no haptic engine, nothing.
    public func impactOccurred() {}

    /// Plays an impact at `intensity` (0...1) of the style. With no haptic engine, nothing.
    public func impactOccurred(intensity: CGFloat) {}
}

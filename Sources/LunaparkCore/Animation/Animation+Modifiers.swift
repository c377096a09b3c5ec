import Foundation

/// Modifiers that change when, how fast and how often an animation plays.
extension Animation {
    /// This animation started `delay` seconds later; until then the change
    /// covers nothing (the old value shows).
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(DelayAnimation(base: self, delay: delay))
    }

    /// This animation with its clock running `speed` times as fast: 2 takes
    /// half the time, 0.5 twice the time, 0 never progresses.
    public func speed(_ speed: Double) -> Animation {
        Animation(SpeedAnimation(base: self, speed: speed))
    }

    /// This animation played `repeatCount` times. With `autoreverses` (the
    /// default) every second play runs backwards; the reversals count
    /// towards `repeatCount`. When the repeats end, the new value shows
    /// (after an even count with reversal, that is a jump, as in SwiftUI).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: repeatCount, autoreverses: autoreverses))
    }

    /// This animation played over and over while the property exists, going
    /// back and forth when `autoreverses` (the default). It never completes.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: nil, autoreverses: autoreverses))
    }

    /// This animation, reporting logical completion after `duration` seconds
    /// if it has not done so before. It does not extend the animation, and if
    /// the animation ends first, that is when completion is reported.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(LogicalCompletionAnimation(base: self, duration: duration))
    }
}

import Foundation

/// Timing-curve animations. They cover the change along a `UnitCurve` in a
/// fixed duration (0.35 s by default, as in SwiftUI), never merge, and add
/// up when they overlap on the same property.
extension Animation {
    /// Constant speed over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation {
        timingCurve(.linear, duration: duration)
    }

    /// Constant speed over 0.35 seconds.
    public static var linear: Animation { linear(duration: 0.35) }

    /// Starts slowly and speeds up (Bézier (0.42, 0), (1, 1)) over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation {
        timingCurve(.easeIn, duration: duration)
    }

    /// Starts slowly and speeds up, over 0.35 seconds.
    public static var easeIn: Animation { easeIn(duration: 0.35) }

    /// Starts quickly and slows down (Bézier (0, 0), (0.58, 1)) over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation {
        timingCurve(.easeOut, duration: duration)
    }

    /// Starts quickly and slows down, over 0.35 seconds.
    public static var easeOut: Animation { easeOut(duration: 0.35) }

    /// Slow, fast, slow (Bézier (0.42, 0), (0.58, 1)) over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation {
        timingCurve(.easeInOut, duration: duration)
    }

    /// Slow, fast, slow, over 0.35 seconds.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }

    /// A cubic Bézier timing curve through the control points (p1x, p1y) and
    /// (p2x, p2y), as CSS `cubic-bezier()`; x values are clamped to 0...1, y
    /// values outside 0...1 overshoot.
    ///
    /// - Parameters:
    ///   - p1x: the first control point's x (progress of time), clamped to 0...1.
    ///   - p1y: the first control point's y (progress of the value).
    ///   - p2x: the second control point's x, clamped to 0...1.
    ///   - p2y: the second control point's y.
    ///   - duration: seconds to cover the change (0.35 by default);
    ///     0 or less finishes at once.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                   duration: TimeInterval = 0.35) -> Animation {
        timingCurve(.bezier(startControlPoint: UnitPoint(x: p1x, y: p1y),
                            endControlPoint: UnitPoint(x: p2x, y: p2y)), duration: duration)
    }

    /// An animation following `curve` over `duration` seconds (0.35 by default).
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval = 0.35) -> Animation {
        Animation(BezierAnimation(curve: curve, duration: duration))
    }
}

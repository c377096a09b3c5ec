import Foundation

/// Spring animations.
///
/// `spring`, `interactiveSpring`, `smooth`, `snappy`, `bouncy` and `default`
/// are *persistent* springs: a new one on a property that is still animating
/// replaces the running animation and keeps its position and velocity, so a
/// retargeted motion never jerks. `interpolatingSpring` behaves like a timing
/// curve instead: each change adds its own spring, and their effects add up.
extension Animation {
    /// The default animation, used by `withAnimation` when none is given:
    /// `spring(response: 0.55, dampingFraction: 1, blendDuration: 0)`.
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)

    /// A persistent spring with a perceptual `duration` (seconds) and `bounce`
    /// (0 none, up to 1; negative for over-damped), see `Spring(duration:bounce:)`.
    ///
    /// - Parameters:
    ///   - duration: the perceptual duration, seconds (0.5 by default).
    ///   - bounce: 0 for no bounce, up to 1; negative values are over-damped.
    ///   - blendDuration: accepted for SwiftUI compatibility; Lunapark's
    ///     closed-form springs switch to the new spring at the merge instant
    ///     (position and velocity stay continuous) instead of blending responses.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0,
                              blendDuration: Double = 0) -> Animation {
        spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
    }

    /// A persistent spring from its response (seconds, the undamped period)
    /// and damping fraction (ζ: 1 critical, below 1 bouncy). A response of 0
    /// or less arrives at once. See `spring(duration:bounce:blendDuration:)`
    /// for `blendDuration`.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: TimeInterval = 0) -> Animation {
        spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
    }

    /// A persistent spring animation of `spring`.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(SpringAnimation(spring: spring, blendDuration: blendDuration))
    }

    /// `spring(response: 0.5, dampingFraction: 0.825)`.
    public static var spring: Animation { spring(response: 0.5, dampingFraction: 0.825) }

    /// A stiff, persistent spring for following a finger:
    /// response 0.15 s, damping fraction 0.86, blend duration 0.25 s.
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A stiff, persistent spring: `spring(duration: duration, bounce: 0.15 + extraBounce)`.
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// `interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)`.
    public static var interactiveSpring: Animation { interactiveSpring(response: 0.15, dampingFraction: 0.86) }

    /// A smooth persistent spring: `spring(duration: duration, bounce: extraBounce)`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// `smooth(duration: 0.5, extraBounce: 0)`.
    public static var smooth: Animation { smooth() }

    /// A snappy persistent spring: `spring(duration: duration, bounce: 0.15 + extraBounce)`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// `snappy(duration: 0.5, extraBounce: 0)`.
    public static var snappy: Animation { snappy() }

    /// A bouncy persistent spring: `spring(duration: duration, bounce: 0.3 + extraBounce)`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// `bouncy(duration: 0.5, extraBounce: 0)`.
    public static var bouncy: Animation { bouncy() }

    /// An additive spring from physical coefficients (see
    /// `Spring(mass:stiffness:damping:allowOverDamping:)`, here allowing over-damping).
    ///
    /// - Parameters:
    ///   - mass: the moving mass (1 by default; > 0).
    ///   - stiffness: the spring constant (force per unit of displacement).
    ///   - damping: the friction coefficient (force per unit of velocity).
    ///   - initialVelocity: the starting speed as a fraction of the
    ///     change per second (1 = the whole change per second).
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
                            initialVelocity: initialVelocity)
    }

    /// An additive spring with a perceptual `duration` and `bounce`; see
    /// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0,
                                           initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// An additive animation of `spring` starting with `initialVelocity`
    /// (fraction of the change per second).
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(InterpolatingSpringAnimation(spring: spring, initialVelocity: initialVelocity))
    }

    /// `interpolatingSpring(duration: 0.5, bounce: 0)`.
    public static var interpolatingSpring: Animation { interpolatingSpring(duration: 0.5, bounce: 0) }
}

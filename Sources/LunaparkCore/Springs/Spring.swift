import Foundation

/// A damped harmonic oscillator: the motion of a mass on a spring with
/// friction (SwiftUI's `Spring`).
///
/// A spring is stored by its natural angular frequency ω₀ = √(k/m), its
/// damping ratio ζ = c / (2√(km)) and its mass m; the other
/// parametrisations are conversions, following Apple's documented ones
/// (WWDC23 "Animate with springs", and the `Spring` page's examples):
///
/// - `duration` (= `response`) is the period of the undamped oscillation,
///   2π/ω₀, so stiffness k = m·(2π/duration)²;
/// - `bounce` = 1 - ζ for ζ ≤ 1, and 1/ζ - 1 for ζ > 1 (over-damped springs
///   have negative bounce), so with m = 1 damping c = 4π(1 - bounce)/duration
///   for bounce ≥ 0, and 4π/(duration·(1 + bounce)) for bounce < 0.
///
/// `Spring(duration: 0.5, bounce: 0.3)` therefore has mass 1, stiffness
/// (4π)² ≈ 157.9 and damping 4π·0.7/0.5 ≈ 17.6, and
/// `Spring(mass: 1, stiffness: 100, damping: 10)` has duration 2π/10 ≈ 0.63
/// and bounce 1 - 10/(2·10) = 0.5, as Apple's documentation states.
///
/// Positions and velocities come from the closed-form solution of
/// m·x'' + c·x' + k·x = 0 (see `value(target:initialVelocity:time:)`), so
/// they do not depend on how often they are sampled.
@frozen
public struct Spring: Hashable, Sendable {
    /// Natural (undamped) angular frequency ω₀ in radians per second;
    /// `.infinity` for a spring of zero duration, which arrives instantly.
    @usableFromInline let naturalFrequency: Double
    /// ζ: 0 undamped, below 1 under-damped, 1 critically damped, above 1 over-damped.
    @usableFromInline let ratio: Double
    @usableFromInline let storedMass: Double
    /// Decay rate α = ζ·ω₀ (1/s).
    @usableFromInline let decay: Double
    /// ω₀·√|1 - ζ²|: the damped angular frequency when ζ < 1, the spread of
    /// the two decay rates when ζ > 1, 0 when critically damped.
    @usableFromInline let dampedFrequency: Double

    /// A spring from its natural angular frequency (rad/s), damping ratio and mass.
    @usableFromInline
    init(naturalFrequency: Double, dampingRatio: Double, mass: Double) {
        let omega = naturalFrequency.isNaN || naturalFrequency <= 0 ? .infinity : naturalFrequency
        let zeta = dampingRatio.isNaN ? 1 : max(dampingRatio, 0)
        self.naturalFrequency = omega
        self.ratio = zeta
        self.storedMass = mass > 0 && mass.isFinite ? mass : 1
        self.decay = zeta * omega
        self.dampedFrequency = zeta == 1 ? 0 : omega * abs(1 - zeta * zeta).squareRoot()
    }

    /// The damping ratio that gives `bounce` (Apple's mapping): 1 - bounce for
    /// bounce ≥ 0, 1/(1 + bounce) below 0.
    @usableFromInline
    static func dampingRatio(bounce: Double) -> Double {
        bounce >= 0 ? 1 - min(bounce, 1) : 1 / (1 + max(bounce, -0.999_999))
    }

    /// A spring that settles in about `duration` seconds and bounces by `bounce`.
    ///
    /// - Parameters:
    ///   - duration: the perceptual duration in seconds, the period of the
    ///     undamped oscillation (2π/ω₀); for very bouncy springs, the period
    ///     of their oscillation. 0 or less makes a spring that arrives at once.
    ///   - bounce: 0 for no bounce (critically damped), up to 1 for an
    ///     undamped oscillation that never settles, down to -1 (exclusive;
    ///     clamped to -0.999999) for increasingly over-damped, sluggish motion.
    ///     Values above 1 are clamped to 1.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.init(naturalFrequency: 2 * .pi / duration, dampingRatio: Self.dampingRatio(bounce: bounce), mass: 1)
    }

    /// A spring from its response and damping ratio (mass 1).
    ///
    /// - Parameters:
    ///   - response: the period of the undamped oscillation in seconds (the
    ///     same as `duration`); 0 or less arrives at once.
    ///   - dampingRatio: ζ, the fraction of critical damping: 1 does not
    ///     overshoot, below 1 oscillates, above 1 is over-damped; negative
    ///     values are treated as 0.
    public init(response: Double, dampingRatio: Double) {
        self.init(naturalFrequency: 2 * .pi / response, dampingRatio: dampingRatio, mass: 1)
    }

    /// A spring from its physical coefficients: m·x'' + c·x' + k·x = 0.
    ///
    /// - Parameters:
    ///   - mass: m, the mass on the spring (positive; 1 by default).
    ///   - stiffness: k, the spring constant (force per unit of displacement).
    ///   - damping: c, the friction coefficient (force per unit of velocity).
    ///   - allowOverDamping: when `false` (the default), damping beyond
    ///     critical (c > 2√(km)) is reduced to critical damping, as SwiftUI does.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let m = mass > 0 ? mass : 1
        var zeta = damping / (2 * (stiffness * m).squareRoot())
        if !allowOverDamping { zeta = min(zeta, 1) }
        self.init(naturalFrequency: (stiffness / m).squareRoot(), dampingRatio: zeta, mass: m)
    }

    /// A spring with damping ratio `dampingRatio` whose unit motion (from 0
    /// to 1 at rest) stays within `epsilon` of 1 after `settlingDuration` seconds.
    ///
    /// For a fixed damping ratio the motion depends on time only through ω₀·t,
    /// so the settling time is inversely proportional to ω₀: the response is
    /// the settling duration divided by the settling time of a spring with
    /// response 1. An undamped ratio (0) never settles; it then gets a
    /// response equal to `settlingDuration`.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let unit = Spring(response: 1, dampingRatio: dampingRatio)
        let unitSettling = unit.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: epsilon)
        let response = unitSettling.isFinite && unitSettling > 0 ? settlingDuration / unitSettling : settlingDuration
        self.init(response: response, dampingRatio: dampingRatio)
    }

    // MARK: - Presets (Apple's values: duration 0.5 and bounce 0, 0.15, 0.3)

    /// A smooth spring with no bounce: `Spring(duration: 0.5, bounce: 0)`.
    public static var smooth: Spring { smooth() }

    /// A smooth spring: `Spring(duration: duration, bounce: extraBounce)`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring with a little bounce: `Spring(duration: 0.5, bounce: 0.15)`.
    public static var snappy: Spring { snappy() }

    /// A snappy spring: `Spring(duration: duration, bounce: 0.15 + extraBounce)`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring: `Spring(duration: 0.5, bounce: 0.3)`.
    public static var bouncy: Spring { bouncy() }

    /// A bouncy spring: `Spring(duration: duration, bounce: 0.3 + extraBounce)`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    // MARK: - Characteristics

    /// The perceptual duration in seconds: the period of the undamped
    /// oscillation, 2π/ω₀ = 2π√(m/k). 0 for a spring that arrives at once.
    public var duration: TimeInterval { naturalFrequency.isFinite ? 2 * .pi / naturalFrequency : 0 }

    /// The same as `duration`: the stiffness expressed as a period in seconds.
    public var response: Double { duration }

    /// How bouncy the spring is: 1 - ζ for ζ ≤ 1 (0 critically damped, 1
    /// undamped), 1/ζ - 1 for over-damped springs (in -1..<0).
    public var bounce: Double { ratio <= 1 ? 1 - ratio : 1 / ratio - 1 }

    /// ζ, the damping as a fraction of critical damping: c / (2√(km)).
    public var dampingRatio: Double { ratio }

    /// m, the mass on the spring (1 unless created with another mass).
    public var mass: Double { storedMass }

    /// k = m·ω₀², the spring constant. Infinite for a zero-duration spring.
    public var stiffness: Double { storedMass * naturalFrequency * naturalFrequency }

    /// c = 2ζ·m·ω₀, the friction coefficient.
    public var damping: Double { 2 * ratio * storedMass * naturalFrequency }

    /// The time in seconds for a motion from 0 to 1, starting at rest, to stay
    /// within 0.001 of 1: `settlingDuration(target: 1.0, initialVelocity: 0, epsilon: 0.001)`.
    /// Found once per spring (`SpringSettlingCache`).
    public var settlingDuration: TimeInterval {
        SpringSettlingCache.shared.unitSettlingDuration(of: self)
    }
}

extension Spring: CustomStringConvertible {
    /// `Spring(duration: …, bounce: …)` plus mass when it is not 1.
    public var description: String {
        storedMass == 1 ? "Spring(duration: \(duration), bounce: \(bounce))"
            : "Spring(duration: \(duration), bounce: \(bounce), mass: \(storedMass))"
    }
}

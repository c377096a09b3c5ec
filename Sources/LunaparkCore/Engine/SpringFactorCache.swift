import Foundation

/// The scalar factors of the last spring evaluated by the engine, so that
/// the runs of one transaction (every property it changed, each with its own
/// interval but the same spring and start time) compute `exp`, `cos` and
/// `sin` once per frame instead of once per property.
///
/// Profile of the graph benchmark (10,000 views × 3 springs): before the
/// cache, the factors were evaluated 30,000 times a frame with identical
/// arguments. Results are identical to `Spring.factors(time:)`: a cached
/// entry is only used for a bit-identical spring and time.
@MainActor
enum SpringFactorCache {
    typealias Factors = (p: Double, q: Double, r: Double, s: Double)

    private static var spring: Spring?
    private static var time: TimeInterval = .nan
    private static var factors: Factors = (0, 0, 0, 0)

    /// `spring.factors(time: time)`, from the cache when the previous call had the same arguments.
    static func factors(of spring: Spring, time: TimeInterval) -> Factors {
        if time.bitPattern == Self.time.bitPattern, let cached = Self.spring, cached.isBitIdentical(to: spring) {
            return factors
        }
        let result = spring.factors(time: time)
        Self.spring = spring
        Self.time = time
        Self.factors = result
        return result
    }
}

extension Spring {
    /// True when every stored parameter has the same bits (so evaluations agree exactly, signed zeros included).
    fileprivate func isBitIdentical(to other: Spring) -> Bool {
        naturalFrequency.bitPattern == other.naturalFrequency.bitPattern
            && ratio.bitPattern == other.ratio.bitPattern
            && storedMass.bitPattern == other.storedMass.bitPattern
            && decay.bitPattern == other.decay.bitPattern
            && dampedFrequency.bitPattern == other.dampedFrequency.bitPattern
    }
}

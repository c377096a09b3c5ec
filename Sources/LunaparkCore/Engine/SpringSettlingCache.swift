import Foundation

/// The settling time of a unit move from rest (`Spring.settlingDuration`), found once per
/// spring. Every `Animation.spring(...)` value needs it (`SpringAnimation.freshSettlingTime`),
/// and code that re-arms animations makes a new one for each change: in the stress suite's
/// springs3 workload (10,000 views re-arming offset, rotation and opacity springs) the search,
/// a few hundred evaluations of `exp` and `cos`, ran once per restarted leg.
///
/// Results are identical to `Spring.settlingDuration(target: 1.0, initialVelocity: 0.0,
/// epsilon: 0.001)`: an entry is only used for an equal spring. Any thread may ask (animations
/// are values that can be made anywhere), so the table is behind a lock; it holds at most
/// `capacity` springs and starts again when full (an app uses a handful).
final class SpringSettlingCache: @unchecked Sendable {
    static let shared = SpringSettlingCache()
    private static let capacity = 256

    private let lock = NSLock()
    private var durations: [Spring: TimeInterval] = [:]

    /// `spring.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 1e-3)`.
    func unitSettlingDuration(of spring: Spring) -> TimeInterval {
        if let known = lock.withLock({ durations[spring] }) { return known }
        let duration = spring.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 1e-3)
        lock.withLock {
            if durations.count >= Self.capacity { durations.removeAll(keepingCapacity: true) }
            durations[spring] = duration
        }
        return duration
    }
}

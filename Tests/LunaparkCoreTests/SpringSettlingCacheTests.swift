import Foundation
@testable import LunaparkCore
import Testing

/// `SpringSettlingCache`: a spring's unit settling time is searched once and then read back,
/// with exactly the value the search gives, for every parametrisation and from any thread.
struct SpringSettlingCacheTests {
    private let springs = [
        Spring(duration: 1, bounce: 0.3), Spring(duration: 0.5, bounce: 0), Spring(duration: 0.8, bounce: -0.4),
        Spring(mass: 2, stiffness: 120, damping: 9), Spring(response: 0.3, dampingRatio: 0.6),
    ]

    @Test func cachedDurationsEqualTheSearch() {
        for spring in springs {
            let searched = spring.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 1e-3)
            #expect(spring.settlingDuration == searched)
            #expect(spring.settlingDuration == searched, "read from the cache the second time")
        }
    }

    @Test func aSpringAnimationsEndUsesTheCachedDuration() {
        for spring in springs {
            let animation = Animation.spring(spring)
            var context = AnimationContext<Double>()
            let settle = spring.settlingDuration
            #expect(animation.animate(value: 10.0, time: settle - 1e-6, context: &context) != nil)
            #expect(animation.animate(value: 10.0, time: settle + 1e-6, context: &context) == nil)
        }
    }

    @Test func concurrentReadersAgree() async {
        let spring = Spring(duration: 0.73, bounce: 0.21)
        let expected = spring.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 1e-3)
        let results = await withTaskGroup(of: Double.self, returning: [Double].self) { group in
            for _ in 0..<8 { group.addTask { spring.settlingDuration } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8 && results.allSatisfy { $0 == expected })
    }
}

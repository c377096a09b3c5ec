import XCTest
@testable import LunaparkSDL

final class PreciseSleeperTests: XCTestCase {
    func testMarginFollowsObservedLateness() {
        var sleeper = PreciseSleeper()
        for _ in 0..<32 { sleeper.recordWakeLateness(0.000_05) }
        XCTAssertEqual(sleeper.spinMargin, PreciseSleeper.marginRange.lowerBound, accuracy: 1e-12)
        for _ in 0..<32 { sleeper.recordWakeLateness(0.000_8) }
        XCTAssertEqual(sleeper.spinMargin, 0.000_9, accuracy: 1e-9)
        for _ in 0..<32 { sleeper.recordWakeLateness(0.010) }
        XCTAssertEqual(sleeper.spinMargin, PreciseSleeper.marginRange.upperBound, accuracy: 1e-12)
    }

    func testRareLateWakeUpsDoNotWidenTheMargin() {
        var sleeper = PreciseSleeper()
        for index in 0..<32 { sleeper.recordWakeLateness(index == 7 ? 0.005 : 0.000_2) }
        XCTAssertEqual(sleeper.spinMargin, 0.000_3, accuracy: 1e-9, "the 90th percentile ignores one outlier in 32")
    }

    func testSleepReturnsAtTheDeadline() {
        var sleeper = PreciseSleeper()
        var lateness: [TimeInterval] = []
        for _ in 0..<20 {
            let deadline = HostClock.now() + 0.004
            let late = sleeper.sleep(until: deadline)
            XCTAssertGreaterThanOrEqual(HostClock.now(), deadline)
            lateness.append(late)
        }
        // Generous bound for a shared CI machine; the benchmark measures the real figure.
        XCTAssertLessThan(lateness.sorted()[10], 0.001)
    }

    func testPastDeadlineReturnsAtOnce() {
        var sleeper = PreciseSleeper()
        let start = HostClock.now()
        sleeper.sleep(until: start - 1)
        XCTAssertLessThan(HostClock.now() - start, 0.001)
    }
}

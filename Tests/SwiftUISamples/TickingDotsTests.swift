import Foundation
import Lunapark
import XCTest

/// The ticking dots on pixels, with the timer on the main run loop.
///
/// XCTest rather than Swift Testing on purpose: `Timer.publish(every:on: .main, in:)` fires
/// only while the main thread runs the main run loop, which `HeadlessHost.advanceInRealTime`
/// does when called on the main thread. XCTest runs its tests there; Swift Testing runs
/// main-actor tests on the main queue drained by another thread, where no one runs the
/// main run loop.
/// The class is not `@MainActor` (XCTest on Linux cannot call a synchronous main-actor test
/// method); the test asserts it runs on the main thread and enters the main actor from there.
final class TickingDotsTests: XCTestCase {
    /// The reddest of the four dots (the HStack is centred: dots 40 points apart, on the
    /// centre row), or nil when none is red at all. While a tick's 0.1 s colour change runs,
    /// the dot it moves to or from may be the reddest.
    @MainActor
    private static func litDot(_ host: HeadlessHost) -> Int? {
        let image = host.render()
        let redness = (0..<4).map { index -> Int in
            let p = image.pixel(x: 100 - 60 + 40 * index, y: 50)
            return Int(p.r) - Int(p.g)
        }
        guard let best = redness.indices.max(by: { redness[$0] < redness[$1] }), redness[best] > 100 else { return nil }
        return best
    }

    func testTheTimerMovesTheLitDotEveryQuarterSecond() throws {
        try XCTSkipUnless(Thread.isMainThread, "the main run loop can only be served from the main thread")
        try MainActor.assumeIsolated { try Self.checkTheTimerMovesTheLitDot() }
    }

    @MainActor
    private static func checkTheTimerMovesTheLitDot() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) { TickingDots() }
        XCTAssertEqual(litDot(host), 0)
        // Ticks at about 0.25, 0.5 and 0.75 s of wall time; 0.6 s gives two, whatever the load
        // adds to each frame (a tick is late, never early).
        host.advanceInRealTime(by: 0.6)
        let afterTwo = try XCTUnwrap(litDot(host))
        XCTAssertTrue(afterTwo == 2 || afterTwo == 1, "lit dot \(afterTwo) after 0.6 s")
        host.advanceInRealTime(by: 0.5)
        let later = try XCTUnwrap(litDot(host))
        XCTAssertNotEqual(later, afterTwo, "the timer kept ticking")
    }
}

import Foundation
import Lunapark
import Testing

/// The `import Combine` sample: its publishers deliver through Dispatch and RunLoop schedulers.
///
/// Under `swift test` the main actor runs on the main dispatch queue, drained by a worker
/// thread, and nothing runs the main run loop; so the timer runs on a thread of its own
/// that runs its run loop, and main-queue deliveries are awaited.
@MainActor
struct CombineTickerTests {
    /// Suspends (letting the main queue run) until `condition` or `timeout` seconds.
    private func waitOnMainQueue(timeout: TimeInterval, until condition: () -> Bool) async throws {
        let end = Date().addingTimeInterval(timeout)
        while !condition(), Date() < end { try await Task.sleep(nanoseconds: 5_000_000) }
    }

    @Test func subjectsJustAndNotificationsDeliver() async throws {
        let ticker = CombineTicker()
        #expect(ticker.log == ["ready"])
        #expect(ticker.level == 0.25)
        ticker.levelSubject.send(0.75)
        #expect(ticker.level == 0.75)
        ticker.pushed.send(21)
        // `receive(on: DispatchQueue.main)` delivers on a later turn of the main queue.
        #expect(ticker.log == ["ready"])
        try await waitOnMainQueue(timeout: 30) { ticker.log.count == 2 }
        #expect(ticker.log == ["ready", "pushed 42"])

        ticker.ticks = 7
        NotificationCenter.default.post(name: .tickerReset, object: nil)
        try await waitOnMainQueue(timeout: 30) { ticker.ticks == 0 }
        #expect(ticker.ticks == 0)
    }

    @Test func timerPublishTicksOnItsRunLoop() {
        nonisolated(unsafe) var ticks = 0
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let ticker = CombineTicker()
            ticker.start(every: 0.02, on: RunLoop.current)
            let end = Date().addingTimeInterval(5)
            while ticker.ticks < 3, Date() < end { _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.01)) }
            ticker.stop()
            ticks = ticker.ticks
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(ticks >= 3)
    }

    @Test func objectWillChangeFiresBeforeEachPublishedChange() {
        let ticker = CombineTicker()
        var seen: [Int] = []
        let subscription = ticker.objectWillChange.sink { seen.append(ticker.ticks) }
        ticker.ticks = 1
        ticker.ticks = 2
        #expect(seen == [0, 1])
        subscription.cancel()
    }
}

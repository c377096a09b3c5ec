import Dispatch
import Foundation
import LunaparkGraph
import XCTest
@testable import LunaparkSDL

/// The main run loop as the window's event loop serves it: main-queue work,
/// timers and main-actor tasks run on time while the host waits, and waiting
/// costs no CPU.
///
/// XCTest, not Swift Testing: only the main thread's run loop serves the main
/// queue, and not from inside a main-queue block. corelibs-xctest runs
/// synchronous tests on the main thread outside the main queue (as an app's
/// `main()` runs); Swift Testing runs main-actor tests as main-queue jobs,
/// where a nested `RunLoop.main.run` never runs main-queue work (measured).
final class MainRunLoopWaiterTests: XCTestCase {
    func testIdleWithATimerEverySecondUsesAlmostNoCPU() { MainActor.assumeIsolated { Self.checkIdleWithATimerEverySecondUsesAlmostNoCPU() } }
    func testDisplayConnectionWakesTheWait() { MainActor.assumeIsolated { Self.checkDisplayConnectionWakesTheWait() } }
    func testMainQueueWorkFromAnotherThreadWakesTheWait() { MainActor.assumeIsolated { Self.checkMainQueueWorkFromAnotherThreadWakesTheWait() } }
    func testTaskSleepResumesWithinAnIntervalOfItsTime() { MainActor.assumeIsolated { Self.checkTaskSleepResumesWithinAnIntervalOfItsTime() } }
    func testIdleHostServesDispatchTimersAndTasks() throws { try MainActor.assumeIsolated { try Self.checkIdleHostServesDispatchTimersAndTasks() } }

    /// One refresh interval at 60 Hz, seconds.
    static let interval = FrameClock.defaultRefreshInterval

    /// CPU time of the calling thread, seconds.
    static func threadCPUTime() -> TimeInterval {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9
    }

    /// A pipe standing for the display connection: the read end is watched.
    final class FakeConnection: @unchecked Sendable {
        let readEnd: Int32
        let writeEnd: Int32
        init() {
            var ends: [Int32] = [0, 0]
            precondition(pipe(&ends) == 0)
            readEnd = ends[0]
            writeEnd = ends[1]
        }
        deinit { close(readEnd); close(writeEnd) }
        func send() { _ = write(writeEnd, "e", 1) }
        func drain() {
            var byte: UInt8 = 0
            _ = read(readEnd, &byte, 1)
        }
    }

    @MainActor
    static func checkIdleWithATimerEverySecondUsesAlmostNoCPU() {
        let connection = FakeConnection()
        let waiter = MainRunLoopWaiter(displayConnection: connection.readEnd) { connection.drain() }
        XCTAssertTrue(waiter.watchesDisplayConnection)
        final class Ticks: @unchecked Sendable { var times: [TimeInterval] = [] }
        let ticks = Ticks()
        let start = HostClock.now()
        // (corelibs' `Timer(timeInterval:repeats:block:)` fires at once; `scheduledTimer` after the interval.)
        let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in ticks.times.append(HostClock.now() - start) }
        defer { timer.invalidate() }
        let cpuStart = threadCPUTime()
        var wakes = 0
        while HostClock.now() < start + 3.2 {
            waiter.wait(until: start + 3.2)
            wakes += 1
        }
        let cpu = threadCPUTime() - cpuStart
        XCTAssertEqual(ticks.times.count, 3, "the timer fired every second: \(ticks.times)")
        // Each wait ends at a timer's fire date or the deadline: a handful of wake-ups, not a polling loop.
        XCTAssertLessThanOrEqual(wakes, 8, "woke \(wakes) times in 3.2 s")
        XCTAssertLessThan(cpu / 3.2, 0.005, "CPU while idle: \(String(format: "%.3f", cpu * 1000)) ms in 3.2 s")
    }

    @MainActor
    static func checkDisplayConnectionWakesTheWait() {
        let connection = FakeConnection()
        var readAt: TimeInterval?
        let waiter = MainRunLoopWaiter(displayConnection: connection.readEnd) {
            connection.drain()
            readAt = HostClock.now()
        }
        let sentAt = HostClock.now() + 0.2
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { connection.send() }
        let start = HostClock.now()
        while readAt == nil, HostClock.now() < start + 5 { waiter.wait(until: start + 5) }
        let read = try? XCTUnwrap(readAt)
        XCTAssertNotNil(read, "the connection's data was read")
        if let read { XCTAssertLessThan(HostClock.now() - read, interval, "the wait ended as soon as the event was read") }
        XCTAssertLessThan(HostClock.now() - sentAt, 1, "woken by the event, not by the 5 s deadline")
    }

    @MainActor
    static func checkMainQueueWorkFromAnotherThreadWakesTheWait() {
        let waiter = MainRunLoopWaiter(displayConnection: nil) {}
        XCTAssertFalse(waiter.watchesDisplayConnection)
        final class Flag: @unchecked Sendable { var ranAt: TimeInterval? }
        let flag = Flag()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) {
            // A model change made on a background queue, hopped to the main queue.
            DispatchQueue.main.async { flag.ranAt = HostClock.now() }
        }
        let start = HostClock.now()
        while flag.ranAt == nil, HostClock.now() < start + 5 { waiter.wait(until: nil) }
        XCTAssertNotNil(flag.ranAt)
        XCTAssertLessThan(HostClock.now() - start, 1)
    }

    /// The loop adds at most one refresh interval to the system's own timer
    /// latency: a main-actor task sleeping 1 s is compared with a task on the
    /// global pool sleeping the same second at the same time (on a loaded
    /// machine both come late, by the kernel's and Dispatch's doing).
    @MainActor
    static func checkTaskSleepResumesWithinAnIntervalOfItsTime() {
        let waiter = MainRunLoopWaiter(displayConnection: nil) {}
        final class Times: @unchecked Sendable { var main: TimeInterval?; var pool: TimeInterval? }
        let times = Times()
        let start = HostClock.now()
        Task { @MainActor in
            try await Task.sleep(for: .seconds(1))
            times.main = HostClock.now()
        }
        Task.detached {
            try await Task.sleep(for: .seconds(1))
            times.pool = HostClock.now()
        }
        while times.main == nil, HostClock.now() < start + 5 { waiter.wait(until: nil) }
        while times.pool == nil, HostClock.now() < start + 5 { usleep(1_000) }
        guard let main = times.main, let pool = times.pool else { return XCTFail("a sleeping task never resumed") }
        let lateness = main - (start + 1)
        XCTAssertGreaterThanOrEqual(lateness, 0)
        XCTAssertLessThan(lateness, max(0, pool - (start + 1)) + interval,
                          String(format: "main actor %.1f ms late, global pool %.1f ms", lateness * 1000, (pool - start - 1) * 1000))
    }

    /// The whole host, idle on the dummy driver (no display connection: waits
    /// of at most `fallbackWaitLimit`): `asyncAfter`, a `Timer` and a
    /// main-actor `Task.sleep` each run within an interval of their time.
    @MainActor
    static func checkIdleHostServesDispatchTimersAndTasks() throws {
        let content = IdleContent()
        let host = try SDLHost(title: "run loop", size: CGSize(width: 320, height: 240), content: content,
                               rasterizer: BlankRasterizer(), configuration: SDLHost.Configuration(videoDriver: "dummy"))
        XCTAssertFalse(host.waiter.watchesDisplayConnection)
        let start = HostClock.now()
        var ran: [String: TimeInterval] = [:]
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { ran["asyncAfter"] = HostClock.now() - start - 0.3 }
        let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
            MainActor.assumeIsolated { ran["timer"] = HostClock.now() - start - 0.5 }
        }
        defer { timer.invalidate() }
        Task { @MainActor in
            try await Task.sleep(for: .seconds(0.7))
            ran["task"] = HostClock.now() - start - 0.7
            content.request = .nextVSync
            content.stopAfterNextFrame = { [unowned host] in host.stop() }
        }
        host.run()
        XCTAssertEqual(Set(ran.keys), ["asyncAfter", "timer", "task"])
        // Dispatch coalesces timers within a tenth of their delay (libdispatch's default leeway), and
        // the machine may be loaded: the bound is generous; the test is that they run at all, idle.
        for (name, lateness) in ran { XCTAssertLessThan(lateness, 0.25, "\(name) ran \(lateness * 1000) ms late") }
        XCTAssertGreaterThanOrEqual(content.frameTimes.count, 2, "the task's change was drawn")
        XCTAssertGreaterThan(content.frameTimes.last ?? 0, start + 0.7)
    }
}

/// Content that asks for no frame until told to.
@MainActor
private final class IdleContent: FrameProducing {
    var viewportSize: CGSize = .zero
    var request: FrameRequest = .idle
    var frameTimes: [TimeInterval] = []
    var stopAfterNextFrame: (() -> Void)?

    func frame(at time: TimeInterval) -> DisplayList {
        frameTimes.append(time)
        if let stop = stopAfterNextFrame, frameTimes.count > 1 { stop() }
        if frameTimes.count > 1 { request = .idle }
        return DisplayList()
    }

    func handle(_ event: InputEvent, at time: TimeInterval) {}
    var frameRequest: FrameRequest { request }
    var title: String? { nil }
}

/// A rasterizer that draws nothing.
@MainActor
private final class BlankRasterizer: FrameRasterizer {
    nonisolated(unsafe) private var buffer = UnsafeMutableRawPointer.allocate(byteCount: 4, alignment: 4)
    private var byteCount = 4
    deinit { buffer.deallocate() }
    func rasterize(_ list: DisplayList, pixelSize: PixelSize, scale: Double) -> RasterizedFrame? {
        let needed = max(4, pixelSize.width * pixelSize.height * 4)
        if needed != byteCount {
            buffer.deallocate()
            buffer = UnsafeMutableRawPointer.allocate(byteCount: needed, alignment: 4)
            buffer.initializeMemory(as: UInt8.self, repeating: 0, count: needed)
            byteCount = needed
        }
        return RasterizedFrame(pixels: UnsafeRawPointer(buffer), bytesPerRow: pixelSize.width * 4)
    }
}

import Foundation
import Testing
@testable import LunaparkSDL

/// A small seeded generator (SplitMix64), so the synthetic jitter is the same on every run.
struct SeededJitter {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A uniform value in 0..<1.
    mutating func next() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }
}

/// The delay-locked loop over callback times, fed synthetic jittered timestamps.
@Suite struct CallbackTimeFilterTests {
    static let frames: Int64 = 240
    /// The device runs 80 ppm fast against the host clock, as a real sound card may.
    static let trueRate = 48_000 * (1 + 80e-6)
    static var period: Double { Double(frames) / trueRate }

    @Test func filtersUpToAMillisecondOfWakeUpJitterToUnderATenthOfAMillisecond() {
        var filter = CallbackTimeFilter(frequency: 48_000)
        var jitter = SeededJitter(seed: 7)
        var rawSpread = (low: Double.infinity, high: -Double.infinity)
        var worst = 0.0
        let start = 1_000.0
        for k in 0..<4_000 {  // 20 s of 5 ms buffers
            // The callback runs 0 to 1 ms after its buffer is due (scheduler and server wake-ups).
            let late = jitter.next() * 0.001
            filter.observe(frame: Int64(k) * Self.frames, at: start + Double(k) * Self.period + late)
            guard k >= 600 else { continue }  // 3 s to settle
            rawSpread = (min(rawSpread.low, late), max(rawSpread.high, late))
            // On the line through the callbacks' mean lateness (0.5 ms): that is the constant output latency.
            let ideal = start + Double(k) * Self.period + 0.0005
            worst = max(worst, abs(filter.anchorTime - ideal))
        }
        #expect(rawSpread.high - rawSpread.low > 0.00095, "the raw callback times do spread by about 1 ms")
        #expect(worst < 0.0001, "filtered: \(worst * 1000) ms from the line at worst")
        #expect(abs(filter.frequency / Self.trueRate - 1) < 10e-6, "the device's own rate, to 10 ppm")
        #expect(filter.isLocked)
        #expect(filter.restarts == 1, "only the first callback started the loop")
    }

    @Test func aServerThatWakesTheThreadForTwoBuffersAtOnceIsAveraged() {
        // Callbacks in pairs: the second 0.1 ms after the first, every two periods (a server that
        // asks for 10 ms at a time). The frames still play on a straight line.
        var filter = CallbackTimeFilter(frequency: 48_000)
        var worst = 0.0
        for k in 0..<4_000 {
            let pairStart = Double(k / 2) * 2 * Self.period
            filter.observe(frame: Int64(k) * Self.frames, at: 50 + pairStart + (k % 2 == 1 ? 0.0001 : 0))
            guard k >= 1_000 else { continue }
            // The line through the pairs: the mean of the times (0.05 ms) minus half a period's offset.
            let ideal = 50 + Double(k) * Self.period + 0.00005 - Self.period / 2
            worst = max(worst, abs(filter.anchorTime - ideal))
        }
        #expect(worst < 0.0001, "\(worst * 1000) ms from the line at worst")
    }

    @Test func reLocksWithinOneBufferAfterASuspension() throws {
        var filter = CallbackTimeFilter(frequency: 48_000)
        var jitter = SeededJitter(seed: 11)
        var frame: Int64 = 0
        for k in 0..<800 {
            filter.observe(frame: frame, at: 10 + Double(k) * Self.period + (jitter.next() - 0.5) * 0.0002)
            frame += Self.frames
        }
        let rate = filter.frequency
        // Suspended 3.0123 s; the frame count did not move meanwhile. Resumed at `wake`: the stream
        // refills with two callbacks 0.4 ms apart, then one every period (PulseAudio, measured).
        let wake = 10 + 800 * Self.period + 3.0123
        filter.restart(frame: frame, at: wake)
        #expect(!filter.isLocked, "no phase yet")
        frame += Self.frames
        filter.observe(frame: frame, at: wake + 0.0004)
        #expect(!filter.isLocked, "still filling the buffer")
        let burstFrame = frame
        for k in 1...40 {
            frame += Self.frames
            filter.observe(frame: frame, at: wake + 0.0004 + Double(k) * Self.period + (jitter.next() - 0.5) * 0.0002)
            #expect(filter.isLocked, "locked from the first steady callback on")
            // Where host times fall now: the line from the burst's last callback, at the device's rate.
            let time = wake + 0.0004 + 0.1 + Double(k) * Self.period
            let expected = Double(burstFrame) + (time - wake - 0.0004) * Self.trueRate
            let found = try #require(filter.frame(at: time))
            #expect(abs(found - expected) < 4.8, "callback \(k) after the burst: \(found - expected) frames off (0.1 ms is 4.8)")
        }
        #expect(abs(filter.frequency - rate) / rate < 20e-6, "the rate survives the suspension")
        #expect(filter.restarts == 2)
    }

    @Test func aCallbackFarOffTheLineRestartsTheLoop() {
        var filter = CallbackTimeFilter(frequency: 48_000)
        for k in 0..<100 { filter.observe(frame: Int64(k) * Self.frames, at: Double(k) * Self.period) }
        #expect(filter.restarts == 1)
        // The thread starved for 20 ms (the server ran dry and plays on from new data): a new phase.
        filter.observe(frame: 100 * Self.frames, at: 100 * Self.period + 0.020)
        #expect(filter.restarts == 2)
        #expect(!filter.isLocked)
        filter.observe(frame: 101 * Self.frames, at: 101 * Self.period + 0.020)
        #expect(filter.isLocked)
        #expect(abs(filter.anchorTime - (101 * Self.period + 0.020)) < 1e-6)
    }

    @Test func noMappingBeforeTheFirstSteadyCallback() {
        var filter = CallbackTimeFilter(frequency: 48_000)
        #expect(filter.frame(at: 1) == nil)
        filter.observe(frame: 0, at: 1)
        #expect(filter.frame(at: 1) == nil, "one callback gives no phase: it may be the first of a burst")
        #expect(filter.time(ofFrame: 0) == nil)
    }
}

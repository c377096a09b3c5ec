import Foundation
import Lunapark

/// Order statistics of a set of samples (any unit).
struct Summary {
    let samples: [Double]

    init(_ samples: [Double]) { self.samples = samples.sorted() }

    /// The value below which `p` (0...1) of the samples lie (nearest rank).
    func percentile(_ p: Double) -> Double {
        guard !samples.isEmpty else { return .nan }
        let rank = Int((p * Double(samples.count)).rounded(.up)) - 1
        return samples[Swift.min(Swift.max(rank, 0), samples.count - 1)]
    }

    var median: Double { percentile(0.5) }
    var mean: Double { samples.isEmpty ? .nan : samples.reduce(0, +) / Double(samples.count) }
    var min: Double { samples.first ?? .nan }
    var max: Double { samples.last ?? .nan }
}

/// Prints one figure as an aligned `name  value unit  (note)` line.
func report(_ name: String, _ value: Double, _ unit: String, _ note: String = "") {
    let padded = name.padding(toLength: 52, withPad: " ", startingAt: 0)
    let number = String(format: "%10.2f", value)
    print("\(padded) \(number) \(unit)\(note.isEmpty ? "" : "  (\(note))")")
    fflush(nil)
}

/// Runs `body` `repetitions` times and returns the time of each run in nanoseconds.
func timeRuns(_ repetitions: Int, _ body: () -> Void) -> [Double] {
    var times: [Double] = []
    times.reserveCapacity(repetitions)
    for _ in 0..<repetitions {
        let start = HostClock.now()
        body()
        times.append((HostClock.now() - start) * 1e9)
    }
    return times
}

/// Runs `body` `repetitions` times and returns the CPU time this thread spent in each run, in
/// nanoseconds (`CLOCK_THREAD_CPUTIME_ID`): on a shared machine the wall time also counts the
/// time other processes held the core.
func cpuTimeRuns(_ repetitions: Int, _ body: () -> Void) -> [Double] {
    func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
    }
    var times: [Double] = []
    times.reserveCapacity(repetitions)
    for _ in 0..<repetitions {
        let start = now()
        body()
        times.append(now() - start)
    }
    return times
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

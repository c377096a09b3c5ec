import Foundation

/// Matches sounds played for known host times with onsets found in a
/// recording that runs on the same clock at a known rate (a PulseAudio null
/// sink consumes frames on the monotonic clock, as `HostClock` reads it), so
/// frame = offset + rate * time for one unknown `offset`: the recording's
/// start and the server's constant latency. The offset is the one that puts
/// the most sounds within `window` of an onset (then the median of their
/// residuals), so a few stray or late sounds cannot move it; each sound's
/// residual is its onset's distance from that line, in frames.
struct OnsetAlignment {
    /// One sound and where it was heard.
    struct Match {
        /// The sound's index in the times given.
        var index: Int
        /// The onset nearest to the line (nil when none is within `window`).
        var onset: OnsetDetector.Onset?
        /// Onset frame minus `offset + rate * time`, frames (nan without an onset).
        var residual: Double
    }

    /// Frames per host second of the recording.
    let rate: Double
    /// How far from the line an onset still counts as the sound's, frames.
    let window: Double
    /// The frame of host time 0 on the recording's clock.
    private(set) var offset = Double.nan
    /// One match per time, in order.
    private(set) var matches: [Match] = []

    /// Aligns `times` (host seconds) with `onsets`; `judged` says which times fix the offset
    /// (sounds placed on their frame); the others are matched too, for the report.
    init(times: [TimeInterval], judged: [Bool], onsets: [OnsetDetector.Onset], rate: Double, window: Double) {
        self.rate = rate
        self.window = window
        guard !onsets.isEmpty else {
            matches = times.indices.map { Match(index: $0, onset: nil, residual: .nan) }
            return
        }
        let fixing = times.indices.filter { judged[$0] }
        // Every (sound, onset) pair proposes an offset; the best is the one most sounds agree with.
        var best = (count: -1, spread: Double.infinity, offset: 0.0)
        for i in fixing {
            for onset in onsets {
                let candidate = Double(onset.frame) - rate * times[i]
                let distances = fixing.compactMap { k in
                    Self.nearest(onsets, to: candidate + rate * times[k], within: window)
                        .map { abs(Double($0.frame) - candidate - rate * times[k]) }
                }
                let count = distances.count
                let spread = distances.reduce(0, +)
                if count > best.count || (count == best.count && spread < best.spread) {
                    best = (count, spread, candidate)
                }
            }
        }
        // The median residual of the agreeing sounds centres the line.
        let agreeing = fixing.compactMap { i in
            Self.nearest(onsets, to: best.offset + rate * times[i], within: window).map { Double($0.frame) - best.offset - rate * times[i] }
        }.sorted()
        let median = agreeing.isEmpty ? 0 : agreeing[agreeing.count / 2]
        offset = best.offset + median
        matches = times.indices.map { i in
            let expected = offset + rate * times[i]
            let onset = Self.nearest(onsets, to: expected, within: window)
            return Match(index: i, onset: onset, residual: onset.map { Double($0.frame) - expected } ?? .nan)
        }
    }

    /// The onset nearest to `frame`, if within `window` frames.
    static func nearest(_ onsets: [OnsetDetector.Onset], to frame: Double, within window: Double) -> OnsetDetector.Onset? {
        guard let onset = onsets.min(by: { abs(Double($0.frame) - frame) < abs(Double($1.frame) - frame) }),
              abs(Double(onset.frame) - frame) <= window else { return nil }
        return onset
    }
}

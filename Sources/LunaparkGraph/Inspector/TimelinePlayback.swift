import Foundation
import LunaparkCore

/// Where the inspector's timeline strip stands in a `FrameHistory`: on the
/// scene's own frame (the newest), or on a recorded one, maybe replaying the
/// recording from there at `rate`.
struct TimelinePlayback {
    /// The replay speeds `s` cycles through while the strip is shown.
    static let rates: [Double] = [1, 0.25, 0.1]

    /// The recorded frame shown; nil: the scene's own frame (the newest).
    private(set) var index: Int?
    /// The replay speed: 1, 0.25 or 0.1.
    private(set) var rate = 1.0
    /// While replaying: the host time replay started at and the recorded host time it started from.
    private var replayOrigin: (host: TimeInterval, recorded: TimeInterval)?
    /// True while the pointer drags the playhead.
    var isDragging = false

    var isReplaying: Bool { replayOrigin != nil }

    /// Back to the scene's own frame, replay stopped (the rate stays).
    mutating func goLive() {
        index = nil
        replayOrigin = nil
        isDragging = false
    }

    /// Shows frame `newIndex` of `history`, clamped to its frames; the newest is the scene's own.
    /// Stops a replay.
    mutating func show(_ newIndex: Int, in history: FrameHistory) {
        replayOrigin = nil
        let newest = history.frames.count - 1
        guard newest >= 0 else { index = nil; return }
        let clamped = min(max(newIndex, 0), newest)
        index = clamped == newest ? nil : clamped
    }

    /// Moves `delta` frames (negative: back), stopping a replay.
    mutating func step(by delta: Int, in history: FrameHistory) {
        show((index ?? history.frames.count - 1) + delta, in: history)
    }

    /// Shows the frame at `fraction` (0 the oldest recorded time, 1 the newest) of `history`.
    mutating func scrub(to fraction: Double, in history: FrameHistory) {
        guard let first = history.frames.first, let last = history.frames.last else { return }
        let time = first.hostTime + min(max(fraction, 0), 1) * (last.hostTime - first.hostTime)
        if let found = history.index(at: time) { show(found, in: history) }
    }

    /// Starts replaying at host time `host` from the frame shown (from the oldest when the
    /// newest is shown), or stops a replay.
    mutating func toggleReplay(in history: FrameHistory, at host: TimeInterval) {
        if replayOrigin != nil {
            replayOrigin = nil
            return
        }
        guard history.frames.count > 1 else { return }
        let start = index ?? 0
        index = start
        replayOrigin = (host, history.frames[start].hostTime)
    }

    /// The next replay speed (1 -> 0.25 -> 0.1 -> 1); a running replay goes on from the frame shown.
    mutating func nextRate(in history: FrameHistory, at host: TimeInterval) {
        let position = Self.rates.firstIndex(of: rate) ?? 0
        rate = Self.rates[(position + 1) % Self.rates.count]
        if replayOrigin != nil, let index { replayOrigin = (host, history.frames[index].hostTime) }
    }

    /// Moves a replay to host time `host`: the recorded frame due `rate` times the time since
    /// it started after its first frame. Reaching the newest frame ends it there.
    mutating func advanceReplay(to host: TimeInterval, in history: FrameHistory) {
        guard let origin = replayOrigin else { return }
        // A microsecond of slack: the sum of frame steps may fall a hair short of a frame's time.
        let recorded = origin.recorded + max(0, host - origin.host) * rate + 1e-6
        guard let found = history.index(at: recorded) else { return goLive() }
        if found >= history.frames.count - 1 {
            goLive()
        } else {
            index = found
        }
    }
}

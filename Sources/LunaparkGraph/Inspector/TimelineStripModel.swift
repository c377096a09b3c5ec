import Foundation
import LunaparkCore
import Observation

/// What the inspector's timeline strip shows, written only when it changes
/// (an @Observable write redraws the strip even when the value is equal).
@Observable
@MainActor
final class TimelineStripModel {
    /// Each recorded frame's place on the track: 0 the oldest, 1 the newest.
    private(set) var frameFractions: [Double] = []
    /// The playhead's place on the track, 0...1.
    private(set) var playheadFraction = 1.0
    /// The frame shown and its time: "frame 12 of 600   -2.350 s".
    private(set) var title = ""
    /// The replay state and speed: "replay x0.25", or "paused".
    private(set) var status = ""
    /// The running animations and their values in the frame shown.
    private(set) var animations: [String] = []
    /// The frame lane: each frame's phases and hitches against the budget.
    private(set) var lane = FrameLaneData()

    /// Shows `history` with the playhead on `playback`'s frame, its frame lane against `budget` seconds.
    func update(history: FrameHistory, playback: TimelinePlayback, budget: TimeInterval = 1.0 / 60) {
        set(\.lane, to: FrameLaneData(history: history, budget: budget))
        let frames = history.frames
        guard let first = frames.first, let last = frames.last else {
            set(\.frameFractions, to: [])
            set(\.playheadFraction, to: 1)
            set(\.title, to: "no frames recorded")
            set(\.status, to: "paused")
            set(\.animations, to: [])
            return
        }
        let span = last.hostTime - first.hostTime
        func fraction(_ time: TimeInterval) -> Double { span > 0 ? (time - first.hostTime) / span : 1 }
        if frameFractions.count != frames.count || frameFractions.first != fraction(first.hostTime) {
            set(\.frameFractions, to: frames.map { fraction($0.hostTime) })
        }
        let index = playback.index ?? frames.count - 1
        let shown = frames[index]
        set(\.playheadFraction, to: fraction(shown.hostTime))
        set(\.title, to: String(format: "frame %d of %d   %+.3f s", index + 1, frames.count, shown.hostTime - last.hostTime))
        let speed = String(format: "x%g", playback.rate)
        set(\.status, to: playback.isReplaying ? "replay " + speed : "paused, replay " + speed)
        set(\.animations, to: shown.animations.prefix(2).map(InspectorModel.rounded))
    }

    private func set<Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<TimelineStripModel, Value>, to value: Value) {
        if self[keyPath: keyPath] != value { self[keyPath: keyPath] = value }
    }
}

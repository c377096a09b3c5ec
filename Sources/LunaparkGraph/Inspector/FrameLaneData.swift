import Foundation
import LunaparkCore

/// What the timeline strip's frame lane shows of a `FrameHistory`: for each recorded frame,
/// its place on the track, its phases (or its interval when the host reported none), and
/// whether it is a hitch against the frame budget.
struct FrameLaneData: Equatable {
    /// The frame budget, seconds (1/60 s at 60 Hz): the lane spans 0 to twice it.
    var budget: TimeInterval = 1.0 / 60
    /// Each frame's place on the track: 0 the oldest, 1 the newest.
    var fractions: [Double] = []
    /// Each frame's phases, when the host reported them.
    var phases: [FramePhaseTimes?] = []
    /// Each frame's interval since the frame before (nil after an idle time).
    var intervals: [TimeInterval?] = []
    /// Whether each frame is a hitch: late, or after dropped frames.
    var hitches: [Bool] = []

    init() {}

    /// The lane of `history` against `budget` seconds (a budget that is not positive counts as 1/60 s).
    init(history: FrameHistory, budget: TimeInterval) {
        self.budget = budget > 0 ? budget : 1.0 / 60
        let frames = history.frames
        guard let first = frames.first, let last = frames.last else { return }
        let span = last.hostTime - first.hostTime
        fractions = frames.map { span > 0 ? ($0.hostTime - first.hostTime) / span : 1 }
        phases = frames.map(\.phases)
        intervals = frames.map(\.interval)
        hitches = frames.map { $0.isHitch(budget: self.budget) }
    }

    /// The number of hitches.
    var hitchCount: Int { hitches.reduce(0) { $0 + ($1 ? 1 : 0) } }

    /// The frame whose bar lies nearest window-track x `fraction` (0...1 along the track): a
    /// hitch within `snap` (a fraction of the track) wins over a nearer frame that is not one,
    /// so that a slow frame is easy to hit among its neighbours. Nil without frames.
    func frameIndex(near fraction: Double, snap: Double) -> Int? {
        guard !fractions.isEmpty else { return nil }
        var nearest = 0
        var nearestHitch: Int?
        for index in fractions.indices {
            let distance = abs(fractions[index] - fraction)
            if distance < abs(fractions[nearest] - fraction) { nearest = index }
            if hitches[index], distance <= snap,
               nearestHitch.map({ distance < abs(fractions[$0] - fraction) }) ?? true {
                nearestHitch = index
            }
        }
        return nearestHitch ?? nearest
    }
}

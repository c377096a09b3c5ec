import Foundation
import LunaparkCore

extension FrameHistory {
    /// Gives the recorded frame built for `hostTime` (seconds, as passed to `record`) the
    /// phases the host measured for it; returns false when no such frame is kept (it was not
    /// recorded, or has gone). The newest frames are searched first: a host reports a frame's
    /// phases once it is presented, a frame or two after it was built.
    @discardableResult
    public mutating func setPhases(_ phases: FramePhaseTimes, forFrameAt hostTime: TimeInterval) -> Bool {
        for index in frames.indices.reversed() {
            let time = frames[index].hostTime
            if abs(time - hostTime) <= 1e-9 {
                frames[index].phases = phases
                return true
            }
            if time < hostTime { return false }
        }
        return false
    }

    /// The recorded frames that are hitches against `budget` seconds (late, or after dropped
    /// frames: `RecordedFrame.isHitch(budget:)`), by index.
    public func hitchIndices(budget: TimeInterval) -> [Int] {
        frames.indices.filter { frames[$0].isHitch(budget: budget) }
    }
}

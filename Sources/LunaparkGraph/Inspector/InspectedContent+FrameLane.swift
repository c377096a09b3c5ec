import Foundation
import LunaparkCore

/// The timeline strip's frame lane: how long each recorded frame took, by phase, against
/// `frameBudget`, with hitches marked. Clicking the lane shows the frame under the pointer
/// (a hitch within 4 points wins over a nearer frame), as dragging the playhead would.
extension InspectedContent {
    /// Gives the recorded frame built for host time `hostTime` (seconds: the time passed to
    /// `frame(at:)`) the phases the host measured for it, for the frame lane; the panel's
    /// phase line takes them too when that frame is the scene's latest (`recordPhases(_:)`).
    /// Returns false when that frame is not kept (frames are kept only while recording).
    @discardableResult
    public func recordPhases(_ phases: FramePhaseTimes, forFrameAt hostTime: TimeInterval) -> Bool {
        recordPhases([("build", phases.build), ("raster", phases.raster),
                      ("upload", phases.upload), ("present", phases.present)])
        return history.setPhases(phases, forFrameAt: hostTime)
    }

    /// Whether `point` (window points) lies on the frame lane while the strip is shown.
    func isOnFrameLane(_ point: CGPoint) -> Bool {
        let top = viewportSize.height - TimelineStrip.height + TimelineStrip.topPadding
            + TimelineStrip.headerHeight + TimelineStrip.spacing
        return point.y >= top && point.y < top + FrameLane.height
    }

    /// The recorded frame whose bar is under window x coordinate `x` on the lane, preferring a
    /// hitch within 4 points; nil when nothing is recorded.
    func laneFrameIndex(at x: CGFloat) -> Int? {
        let width = viewportSize.width - 2 * TimelineStrip.trackInset
        let lane = FrameLaneData(history: history, budget: frameBudget)
        return lane.frameIndex(near: trackFraction(x), snap: width > 0 ? Double(4 / width) : 0)
    }
}

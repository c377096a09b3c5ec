import Foundation
import LunaparkCore

/// One frame the scene presented, kept by `FrameHistory` as what it was built
/// from: its display list and the values its animations showed, not pixels.
/// Rendering `displayList` again gives the frame's pixels exactly.
public struct RecordedFrame: Sendable {
    /// The host time the frame was built for (its target presentation time), seconds.
    public var hostTime: TimeInterval
    /// The scene's time at that moment (it follows slow motion and pause), seconds.
    public var sceneTime: TimeInterval
    /// What the scene drew (the inspector's panel and strip are not part of it).
    public var displayList: DisplayList
    /// The running animations and the values they showed, one line each
    /// (`ViewGraph.animatingPropertySummaries`), at most `FrameHistory.animationLinesPerFrame`.
    public var animations: [String]
    /// The time since the frame before it, seconds, when the scene asked for frames without
    /// pause in between; nil after an idle time (no frame interval then).
    public var interval: TimeInterval? = nil
    /// How long the window took to build, rasterize, upload and present it, once the host
    /// has reported it (`InspectedContent.recordPhases(_:forFrameAt:)`); nil until then.
    public var phases: FramePhaseTimes? = nil
    /// The bytes this frame holds on its own (its item array and lines; drawings shared
    /// with other recorded frames are counted once, in `FrameHistory.estimatedBytes`).
    public var ownBytes: Int
}

import Foundation
import LunaparkCore

/// Where the time of one presented frame went, seconds, as a window host measures it: the
/// inspector's frame lane stacks these against the frame budget.
public struct FramePhaseTimes: Equatable, Sendable {
    /// `InspectedContent.frame(at:)`: state, animations, layout, display list (and the inspector's own drawing).
    public var build: TimeInterval
    /// Turning the display list into pixels.
    public var raster: TimeInterval
    /// Copying the pixels to the screen's texture.
    public var upload: TimeInterval
    /// The present call (a vsync wait inside it included).
    public var present: TimeInterval

    /// A breakdown of one frame, seconds (negative or non-finite values count as 0).
    public init(build: TimeInterval, raster: TimeInterval, upload: TimeInterval, present: TimeInterval) {
        func clean(_ seconds: TimeInterval) -> TimeInterval { seconds.isFinite ? max(seconds, 0) : 0 }
        self.build = clean(build)
        self.raster = clean(raster)
        self.upload = clean(upload)
        self.present = clean(present)
    }

    /// The four phases' sum, seconds.
    public var total: TimeInterval { build + raster + upload + present }

    /// The frame's own work before its present, seconds: build, raster and upload. The present
    /// is left out: under real vsync it waits in the call for the next refresh.
    public var work: TimeInterval { build + raster + upload }

    /// The phases in drawing order, bottom to top of a lane's bar.
    var stacked: [TimeInterval] { [build, raster, upload, present] }
}

extension RecordedFrame {
    /// Frames the window skipped before this one: its interval over the frame budget, rounded,
    /// less one (an interval of 1.5 budgets or more means at least one refresh showed nothing
    /// new); 0 without an interval (the first frame after an idle time).
    public func droppedFrameCount(budget: TimeInterval) -> Int {
        guard let interval, budget > 0, interval >= 1.5 * budget else { return 0 }
        return max(1, Int((interval / budget).rounded()) - 1)
    }

    /// Whether this frame's work before its present (`phases.work`) took longer than `budget` seconds.
    public func isLate(budget: TimeInterval) -> Bool {
        guard let phases else { return false }
        return phases.work > budget
    }

    /// Whether this frame is a hitch: late, or shown after dropped frames.
    public func isHitch(budget: TimeInterval) -> Bool {
        isLate(budget: budget) || droppedFrameCount(budget: budget) > 0
    }
}

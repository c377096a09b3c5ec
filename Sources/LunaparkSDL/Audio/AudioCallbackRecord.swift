import Foundation

/// One mix callback, as the audio thread saw it: which frames it mixed and
/// when (for the sync test and diagnostics).
public struct AudioCallbackRecord: Sendable, Hashable {
    /// The output frame index of the buffer's first frame.
    public var firstFrame: Int64
    /// Frames in the buffer.
    public var frames: Int
    /// The host time (seconds, `HostClock`) at which the callback ran.
    public var hostTime: TimeInterval

    /// Creates a record.
    public init(firstFrame: Int64, frames: Int, hostTime: TimeInterval) {
        self.firstFrame = firstFrame
        self.frames = frames
        self.hostTime = hostTime
    }
}

import Foundation

/// The timing of one frame, as `CADisplayLink` reports it: host times in
/// seconds (`HostClock`).
public struct FrameTime: Sendable, Hashable {
    /// The slot one refresh interval before `targetTimestamp`, seconds: where the frame
    /// before it is shown (or will be, when frames are pipelined).
    public var timestamp: TimeInterval
    /// When this frame's pixels are to be shown, seconds: `timestamp + duration`.
    /// Animations are evaluated at this time.
    public var targetTimestamp: TimeInterval

    /// The refresh interval this frame was planned with, seconds.
    public var duration: TimeInterval { targetTimestamp - timestamp }

    /// Creates a frame time; `targetTimestamp` should follow `timestamp` by one or more refresh intervals.
    public init(timestamp: TimeInterval, targetTimestamp: TimeInterval) {
        self.timestamp = timestamp
        self.targetTimestamp = targetTimestamp
    }
}

import Foundation
import LunaparkGraph

/// A `FrameRasterizer` that rasterizes on a thread of its own, so that
/// `SDLHost` builds the next frame while the one before is rasterized: the
/// host hands each frame's display list over as soon as it is built
/// (`beginRasterizing`) and takes the pixels just before presenting it
/// (`finishRasterizing`), an interval later with its one-frame pipeline.
///
/// Slots are the host's texture slots (0..<`FramePipeline.depth`): a slot's
/// pixels stay unchanged from `finishRasterizing` until the next
/// `beginRasterizing` into that slot. Frames may begin in one slot while
/// another slot's frame is still being rasterized; they are rasterized in the
/// order they began.
@MainActor
public protocol PipelinedFrameRasterizer: FrameRasterizer {
    /// Starts rasterizing `list` (in points) into `slot` at `pixelSize` and `scale`
    /// pixels per point, and returns at once. The list is a value: later changes to
    /// the scene do not reach it.
    func beginRasterizing(_ list: DisplayList, pixelSize: PixelSize, scale: Double, slot: Int)

    /// Waits until the frame begun last in `slot` is rasterized, then calls `deliver`
    /// with its pixels (valid during the call) unless none could be made (a size too
    /// large for a buffer) or nothing was begun there. Returns the rasterization's own
    /// duration and how long this call waited for it, seconds.
    @discardableResult
    func finishRasterizing(slot: Int, deliver: (RasterizedFrame) -> Void) -> RasterTiming
}

/// How long a frame's rasterization took and how long the host waited for it, seconds.
public struct RasterTiming: Sendable, Hashable {
    /// The raster thread's time for the frame (all bands), 0 when nothing was rasterized.
    public var duration: TimeInterval
    /// How long `finishRasterizing` blocked waiting for it.
    public var waited: TimeInterval

    /// A timing, seconds.
    public init(duration: TimeInterval = 0, waited: TimeInterval = 0) {
        self.duration = duration
        self.waited = waited
    }
}

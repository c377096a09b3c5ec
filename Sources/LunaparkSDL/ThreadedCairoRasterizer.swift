import Dispatch
import Foundation
import LunaparkCore
import LunaparkGraph
import LunaparkRender
import Synchronization

/// The cairo renderer on a raster thread of its own (`PipelinedFrameRasterizer`):
/// while the main thread builds frame N+2, frame N+1 is rasterized on this
/// thread; with a `bandCount` above 1, a frame taller than
/// `BandedRenderer.minimumBandRows` a band is split into that many bands
/// drawn at once (`BandedRenderer`).
///
/// Each texture slot has a `FramePixels` buffer of its own, so the pixels
/// the host uploads for frame N+1 are never those being drawn for N+2. The
/// display list crosses to the raster thread as a value (`DisplayList` is
/// `Sendable`); the renderers, with their layer caches and text engines, are
/// made for and used only by the raster threads. Uploading stays on the main
/// thread (SDL's texture calls must), in `SDLHost` when it presents.
@MainActor
public final class ThreadedCairoRasterizer: PipelinedFrameRasterizer {
    /// What shows where the content draws nothing: the window background.
    public let background: Color.Resolved
    /// The bands a large frame is split into (1: one raster thread, no split).
    public var bandCount: Int { renderer.bandCount }
    private let renderer: BandedRenderer
    /// Jobs run one at a time, in the order they began.
    private let queue = DispatchQueue(label: "lunapark.raster", qos: .userInteractive)
    private var slots: [Int: Slot] = [:]

    /// A frame begun in a slot: its buffer and the job's completion.
    private struct Slot {
        var pixels: FramePixels?
        var job: RasterJob?
    }

    /// A rasterizer drawing over `background` (opaque white by default, the
    /// light-mode window background) with frames split into `bandCount` bands,
    /// 1...16. One by default: each band's renderer walks the whole display
    /// list, so two bands of the Stress scene's 10,000 dots cost 1.35-1.4 times
    /// the CPU of one pass (`LunaparkBenchmarks stress`), which pays only when a
    /// core is idle while a frame is rasterized; on a 2-core machine the main
    /// thread is building the next frame on the other one.
    public init(background: Color.Resolved = Color.Resolved(red: 1, green: 1, blue: 1),
                bandCount: Int = 1) {
        self.background = background
        renderer = BandedRenderer(bandCount: bandCount)
    }

    /// Counters of each band's renderer for the last frame it drew (read on the main
    /// thread; waits while a band is being drawn).
    public var statistics: [RenderStatistics] { renderer.statistics }

    public func beginRasterizing(_ list: DisplayList, pixelSize: PixelSize, scale: Double, slot index: Int) {
        var slot = slots[index] ?? Slot()
        if slot.pixels?.width != pixelSize.width || slot.pixels?.height != pixelSize.height {
            // A job still drawing into the old buffer keeps it alive until it ends.
            slot.pixels = pixelSize.isEmpty ? nil : FramePixels(width: pixelSize.width, height: pixelSize.height)
        }
        let job = RasterJob()
        slot.job = job
        slots[index] = slot
        let (renderer, background, pixels) = (renderer, background, slot.pixels)
        queue.async {
            let start = DispatchTime.now().uptimeNanoseconds
            var drawn = false
            if let pixels {
                drawn = renderer.render(list, into: pixels, scale: CGFloat(scale), background: background)
            }
            job.complete(drawn: drawn, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
    }

    @discardableResult
    public func finishRasterizing(slot index: Int, deliver: (RasterizedFrame) -> Void) -> RasterTiming {
        guard let slot = slots[index], let job = slot.job else { return RasterTiming() }
        let start = DispatchTime.now().uptimeNanoseconds
        let result = job.wait()
        let waited = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        if result.drawn, let pixels = slot.pixels {
            deliver(RasterizedFrame(pixels: pixels.bytes, bytesPerRow: pixels.stride))
        }
        return RasterTiming(duration: result.seconds, waited: waited)
    }

    /// Rasterizes `list` at once (on the raster thread, waiting for it) into slot 0.
    public func rasterize(_ list: DisplayList, pixelSize: PixelSize, scale: Double) -> RasterizedFrame? {
        beginRasterizing(list, pixelSize: pixelSize, scale: scale, slot: 0)
        var frame: RasterizedFrame?
        finishRasterizing(slot: 0) { frame = $0 }
        return frame
    }
}

/// One frame's raster job: done once, waited for by the main thread. The
/// semaphore's signal and wait order the raster thread's writes to the frame's
/// pixels before the main thread's reads.
private final class RasterJob: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let result = Mutex((drawn: false, seconds: 0.0, finished: false))

    func complete(drawn: Bool, seconds: TimeInterval) {
        result.withLock { $0 = (drawn, seconds, true) }
        done.signal()
    }

    /// Waits for `complete` (at once if it already happened) and returns what it recorded.
    func wait() -> (drawn: Bool, seconds: TimeInterval) {
        // After the first wait `finished` is true: later waits do not touch the semaphore.
        if !result.withLock({ $0.finished }) { done.wait() }
        let value = result.withLock { $0 }
        return (value.drawn, value.seconds)
    }
}

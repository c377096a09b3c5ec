import CPangoCairo
import Foundation

/// A frame's pixel buffer that a raster thread draws into and another thread
/// reads (to upload it): `width` × `height` premultiplied ARGB32 pixels
/// (cairo's `CAIRO_FORMAT_ARGB32`, native-endian `0xAARRGGBB` words, which
/// is `SDL_PIXELFORMAT_ARGB8888` on little-endian), rows `stride` bytes apart.
/// `RenderTarget(drawingInto:band:scale:)` draws into some or all of its rows.
///
/// `@unchecked Sendable` because it is shared memory by design: the bytes are
/// written by the threads drawing its bands (each band's rows by one thread;
/// bands do not overlap) and read by the thread that uploads them, and the
/// type system cannot express "disjoint rows" or "read after the raster job
/// signalled". Its users order the accesses: `BandedRenderer.render` returns
/// only after every band is drawn (`DispatchQueue.concurrentPerform` joins),
/// and a reader waits for the raster job's completion (a `DispatchSemaphore`,
/// which orders memory) and submits no job for a buffer it is reading. The
/// class itself never touches the bytes; its stored properties are constants.
public final class FramePixels: @unchecked Sendable {
    /// Width in pixels, 1...`RenderTarget.maximumPixelDimension`.
    public let width: Int
    /// Height in pixels, 1...`RenderTarget.maximumPixelDimension`.
    public let height: Int
    /// Bytes from one row to the next (cairo's stride for the width).
    public let stride: Int
    let mutableBytes: UnsafeMutableRawPointer

    /// A zeroed (transparent) buffer, or nil for a size outside
    /// `RenderTarget.fits(pixelWidth:pixelHeight:)` or when memory runs out.
    public init?(width: Int, height: Int) {
        guard RenderTarget.fits(pixelWidth: width, pixelHeight: height) else { return nil }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        // 64-byte rows' start: pixman's SIMD paths prefer aligned rows (cairo's stride keeps them aligned after).
        guard stride > 0, let bytes = calloc(1, stride * height + 64) else { return nil }
        self.width = width
        self.height = height
        self.stride = stride
        allocation = bytes
        mutableBytes = bytes + (64 - Int(bitPattern: bytes) % 64) % 64
    }

    private let allocation: UnsafeMutableRawPointer

    deinit { free(allocation) }

    /// The first byte of the top row. Read it only once the frame drawn into it is complete.
    public var bytes: UnsafeRawPointer { UnsafeRawPointer(mutableBytes) }
}

import Foundation
import LunaparkGraph

/// Turns a display list into pixels for `SDLHost` to upload. The cairo
/// renderer (LunaparkRender) conforms; tests use a plain fill.
@MainActor
public protocol FrameRasterizer: AnyObject {
    /// Draws `list` (in points) into a premultiplied ARGB32 buffer of
    /// `pixelSize` pixels, `scale` pixels per point, and returns the buffer.
    ///
    /// The bytes are cairo's `CAIRO_FORMAT_ARGB32`: native-endian 32-bit
    /// words 0xAARRGGBB, which on little-endian is SDL_PIXELFORMAT_ARGB8888,
    /// so they upload unchanged. The buffer stays valid and unchanged until
    /// the next call. Returns nil when no buffer of that size can be made;
    /// the host then shows the previous frame again.
    func rasterize(_ list: DisplayList, pixelSize: PixelSize, scale: Double) -> RasterizedFrame?
}

/// A size in device pixels (not points).
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a size in pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// True when there is nothing to draw (a minimized window).
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public var description: String { "\(width)x\(height) px" }
}

/// Pixels a `FrameRasterizer` produced; borrowed, valid until its next call.
public struct RasterizedFrame {
    /// The first byte of the top row.
    public var pixels: UnsafeRawPointer
    /// Bytes from one row to the next (at least 4 × width).
    public var bytesPerRow: Int

    /// Wraps a rasterizer's buffer.
    public init(pixels: UnsafeRawPointer, bytesPerRow: Int) {
        self.pixels = pixels
        self.bytesPerRow = bytesPerRow
    }
}

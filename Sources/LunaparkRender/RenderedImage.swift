import CPangoCairo
import Foundation
import LunaparkGraph

/// A copy of rendered (or loaded) pixels: `width` × `height` pixels stored as
/// premultiplied ARGB32 words (cairo's layout, `0xAARRGGBB` native-endian),
/// row after row without padding. A value: it does not change when the
/// target it came from draws the next frame.
public struct RenderedImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Premultiplied ARGB32 pixels, `width * height` of them, row-major from the top-left.
    public let pixels: [UInt32]

    /// An image of the given premultiplied ARGB32 pixels (`width * height` of them).
    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height,
                     "RenderedImage: \(pixels.count) pixels for \(width)x\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Copies the pixels of a cairo image surface.
    init(copying surface: CairoImageSurface) {
        surface.flush()
        let (w, h, stride) = (surface.width, surface.height, surface.stride)
        let base = surface.data
        pixels = [UInt32](unsafeUninitializedCapacity: w * h) { buffer, count in
            for y in 0..<h {
                let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
                (buffer.baseAddress! + y * w).update(from: row, count: w)
            }
            count = w * h
        }
        width = w
        height = h
    }

    /// Loads a PNG file (any PNG colour type; converted to premultiplied ARGB32).
    /// Throws `RenderError.cannotReadPNG`, whose description is one line naming
    /// the file, when it is missing, unreadable or not a valid PNG.
    public init(pngAt url: URL) throws {
        let path = url.path
        guard FileManager.default.fileExists(atPath: path) else {
            throw RenderError.cannotReadPNG(path: path, reason: "no such file")
        }
        let loaded = cairo_image_surface_create_from_png(path)!
        let status = cairo_surface_status(loaded)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(loaded)
            // cairo 1.16 reports data libpng rejects as READ_ERROR, PNG_ERROR or
            // (for a bad signature) NO_MEMORY; the file exists, so it is not a PNG.
            let notPNG = [CAIRO_STATUS_READ_ERROR, CAIRO_STATUS_PNG_ERROR, CAIRO_STATUS_NO_MEMORY].contains(status)
            let reason = notPNG ? "not a valid PNG file" : String(cString: cairo_status_to_string(status))
            throw RenderError.cannotReadPNG(path: path, reason: reason)
        }
        let source = CairoImageSurface(adopting: loaded)
        if cairo_image_surface_get_format(loaded) == CAIRO_FORMAT_ARGB32 {
            self.init(copying: source)
            return
        }
        // RGB24 (opaque) or A8 PNGs: paint onto ARGB32, which gives the same
        // colours with alpha filled in.
        guard let converted = CairoImageSurface(width: source.width, height: source.height) else {
            throw RenderError.cannotCreateSurface(width: source.width, height: source.height)
        }
        let cairo = CairoContext(surface: converted)
        cairo_set_source_surface(cairo.pointer, loaded, 0, 0)
        cairo_paint(cairo.pointer)
        self.init(copying: converted)
    }

    /// The pixel in column `x`, row `y` (0-based from the top-left), with
    /// alpha divided out: `r`, `g`, `b` are the colour's components, rounded
    /// to nearest. Fully transparent pixels read (0, 0, 0, 0).
    public func pixel(x: Int, y: Int) -> RGBA8 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
        let p = pixels[y * width + x]
        let a = p >> 24
        guard a > 0 else { return .clear }
        func channel(_ shift: UInt32) -> UInt8 {
            let c = (p >> shift) & 0xFF
            return UInt8(min(255, (c * 255 + a / 2) / a))
        }
        return RGBA8(r: channel(16), g: channel(8), b: channel(0), a: UInt8(a))
    }

    /// Writes the image as a 32-bit RGBA PNG (cairo_surface_write_to_png),
    /// replacing any file at `url`. Throws `RenderError.cannotWritePNG` naming
    /// the file when cairo cannot write it (e.g. the directory does not exist).
    public func writePNG(to url: URL) throws {
        guard let surface = CairoImageSurface(width: width, height: height, copying: pixels) else {
            throw RenderError.cannotCreateSurface(width: width, height: height)
        }
        let status = cairo_surface_write_to_png(surface.pointer, url.path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cannotWritePNG(path: url.path, reason: String(cString: cairo_status_to_string(status)))
        }
    }

    /// The pixels as an `ImageBitmap` for the scene graph; `scale` is pixels
    /// per point (2 for an @2x asset).
    public func imageBitmap(scale: CGFloat = 1) -> ImageBitmap {
        ImageBitmap(width: width, height: height, scale: scale, pixels: pixels)
    }
}

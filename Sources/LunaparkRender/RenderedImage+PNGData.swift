import CPangoCairo
import Foundation

extension RenderedImage {
    /// The pixels of `rect` (inside the image, not empty) as the bytes of an opaque 8-bit RGB
    /// PNG, alpha dropped (cairo's RGB24 format, written by `cairo_surface_write_to_png_stream`).
    /// For opaque frames, as a window shows them; a translucent pixel keeps its premultiplied colour.
    func opaquePNGData(of rect: PixelRect) throws -> [UInt8] {
        precondition(!rect.isEmpty && rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= width
                     && rect.y + rect.height <= height, "opaquePNGData: \(rect) outside \(width)x\(height)")
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(rect.width), Int32(rect.height))!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cannotCreateSurface(width: rect.width, height: rect.height)
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let base = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        pixels.withUnsafeBufferPointer { source in
            for row in 0..<rect.height {
                let target = (base + row * stride).assumingMemoryBound(to: UInt32.self)
                target.update(from: source.baseAddress! + (rect.y + row) * width + rect.x, count: rect.width)
            }
        }
        cairo_surface_mark_dirty(surface)
        let sink = PNGByteSink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<PNGByteSink>.fromOpaque(closure).takeUnretainedValue()
                .bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.malformedPNG("cairo could not encode a frame: \(String(cString: cairo_status_to_string(status)))")
        }
        return sink.bytes
    }

    /// The smallest rectangle holding every pixel that differs from `other`'s (same size),
    /// or nil when none does.
    func changedRect(since other: RenderedImage) -> PixelRect? {
        precondition(other.width == width && other.height == height, "changedRect: images of different sizes")
        var minX = width, minY = height, maxX = -1, maxY = -1
        pixels.withUnsafeBufferPointer { a in
            other.pixels.withUnsafeBufferPointer { b in
                for y in 0..<height {
                    let row = y * width
                    var first = -1
                    for x in 0..<width where a[row + x] != b[row + x] { first = x; break }
                    guard first >= 0 else { continue }
                    var last = first
                    for x in stride(from: width - 1, to: first, by: -1) where a[row + x] != b[row + x] { last = x; break }
                    minX = min(minX, first); maxX = max(maxX, last)
                    minY = min(minY, y); maxY = y
                }
            }
        }
        return maxY < 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}

/// Collects the bytes cairo writes.
private final class PNGByteSink {
    var bytes: [UInt8] = []
}

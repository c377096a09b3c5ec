import CPangoCairo

/// An owned cairo ARGB32 image surface (premultiplied alpha, native-endian
/// `0xAARRGGBB` words, rows `stride` bytes apart). Destroyed in `deinit`.
final class CairoImageSurface {
    let pointer: OpaquePointer
    /// Size in pixels.
    let width: Int
    let height: Int
    /// Bytes from one row to the next (cairo may pad rows).
    let stride: Int
    /// The buffer a surface made over external memory draws into, kept alive as long as it.
    private var owner: FramePixels?

    /// A new surface of `width` × `height` pixels, cleared to transparent black
    /// (cairo zero-fills new image surfaces). Returns nil if cairo cannot
    /// allocate it (e.g. a zero or enormous size).
    init?(width: Int, height: Int) {
        guard width > 0, height > 0, width <= 32767, height <= 32767 else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        pointer = surface
        self.width = width
        self.height = height
        stride = Int(cairo_image_surface_get_stride(surface))
    }

    /// A new surface holding `pixels`: `width` × `height` premultiplied `0xAARRGGBB` words,
    /// row after row with no padding (as `RenderedImage` and `ImageBitmap` keep them).
    /// Returns nil if cairo cannot allocate it.
    convenience init?(width: Int, height: Int, copying pixels: [UInt32]) {
        precondition(pixels.count == width * height, "CairoImageSurface: \(pixels.count) pixels for \(width) x \(height)")
        self.init(width: width, height: height)
        pixels.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let row = (data + y * stride).assumingMemoryBound(to: UInt32.self)
                row.update(from: source.baseAddress! + y * width, count: width)
            }
        }
        markDirty()
    }

    /// A surface drawing into the rows `rows` of `pixels` (which it keeps alive; cairo
    /// does not own the memory), with a device offset of `-rows.lowerBound` rows so that
    /// user space is the whole frame's. Nil when the rows are not within the buffer.
    init?(wrapping pixels: FramePixels, rows: Range<Int>) {
        guard !rows.isEmpty, rows.lowerBound >= 0, rows.upperBound <= pixels.height else { return nil }
        let first = pixels.mutableBytes + rows.lowerBound * pixels.stride
        let surface = cairo_image_surface_create_for_data(first.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                          Int32(pixels.width), Int32(rows.count), Int32(pixels.stride))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_set_device_offset(surface, 0, -Double(rows.lowerBound))
        pointer = surface
        width = pixels.width
        height = rows.count
        stride = pixels.stride
        owner = pixels
    }

    /// Takes ownership of an image surface cairo created (one reference).
    /// The caller has checked its status.
    init(adopting surface: OpaquePointer) {
        pointer = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        stride = Int(cairo_image_surface_get_stride(surface))
    }

    deinit { cairo_surface_destroy(pointer) }

    /// The first byte of the pixels. Call `flush()` before reading what cairo
    /// drew and `markDirty()` after writing through it.
    var data: UnsafeMutableRawPointer { UnsafeMutableRawPointer(cairo_image_surface_get_data(pointer)!) }

    /// Completes pending cairo drawing so `data` holds it.
    func flush() { cairo_surface_flush(pointer) }

    /// Tells cairo that `data` was changed behind its back.
    func markDirty() { cairo_surface_mark_dirty(pointer) }

    /// Bytes held by the pixels.
    var byteCount: Int { stride * height }
}

import CPangoCairo

/// An owned cairo pattern (gradient, mesh or surface source). Destroyed in `deinit`.
final class CairoPattern {
    let pointer: OpaquePointer

    /// Takes ownership of one reference to `pointer`.
    init(adopting pointer: OpaquePointer) { self.pointer = pointer }

    deinit { cairo_pattern_destroy(pointer) }

    /// Runs `body` on the pixels of the pattern's image surface (data, width, height, stride in
    /// bytes: premultiplied ARGB32, native-endian `0xAARRGGBB` words) and marks them changed;
    /// does nothing for a pattern without an image surface. Groups pushed on an image surface
    /// are image surfaces, so a group's pattern always has one here.
    func withImagePixels(_ body: (UnsafeMutableRawPointer, Int, Int, Int) -> Void) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(pointer, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        body(UnsafeMutableRawPointer(data), Int(cairo_image_surface_get_width(surface)),
             Int(cairo_image_surface_get_height(surface)), Int(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
    }
}

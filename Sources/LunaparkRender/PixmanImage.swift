import CPangoCairo

/// A pixman image over the pixels of a cairo image surface (premultiplied ARGB32, the same
/// memory, no copy), for compositing cached layers without going through cairo.
///
/// Why: `cairo_paint` of a cached 8-point dot costs cairo's whole paint path (gstate,
/// pattern analysis, compositor selection, clip, then pixman) for a blit of about 150
/// pixels. With 10,000 dots that path was about a third of rasterizing a frame
/// (`perf record`, the stress raster benchmark); `pixman_image_composite32` is what it
/// ends in. The surface must outlive the image; cairo must be flushed before pixman reads
/// what cairo drew, and told (`cairo_surface_mark_dirty`) after pixman wrote.
final class PixmanImage {
    let pointer: OpaquePointer

    /// An image of `surface`'s pixels; nil when pixman cannot make one.
    init?(_ surface: CairoImageSurface) {
        guard let image = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(surface.width), Int32(surface.height),
                                                   surface.data.assumingMemoryBound(to: UInt32.self),
                                                   Int32(surface.stride)) else { return nil }
        pointer = image
    }

    deinit { pixman_image_unref(pointer) }

    /// Composites `source` OVER this image with its top-left pixel at (`x`, `y`), multiplied by
    /// `alpha` (0...1, as `cairo_paint_with_alpha`: a solid mask with the alpha rounded to 16
    /// bits). pixman clips to both images, so a source partly or wholly outside draws only what
    /// overlaps (nothing at all far outside).
    func composite(_ source: PixmanImage, x: Int, y: Int, alpha: Double) {
        guard x > Int(Int32.min) / 2, x < Int(Int32.max) / 2, y > Int(Int32.min) / 2, y < Int(Int32.max) / 2 else { return }
        let width = pixman_image_get_width(source.pointer), height = pixman_image_get_height(source.pointer)
        if alpha >= 1 {
            pixman_image_composite32(PIXMAN_OP_OVER, source.pointer, nil, pointer, 0, 0, 0, 0,
                                     Int32(x), Int32(y), width, height)
            return
        }
        var color = pixman_color_t(red: 0, green: 0, blue: 0, alpha: UInt16(max(0, min(alpha, 1)) * 65535 + 0.5))
        guard let mask = pixman_image_create_solid_fill(&color) else { return }
        pixman_image_composite32(PIXMAN_OP_OVER, source.pointer, mask, pointer, 0, 0, 0, 0,
                                 Int32(x), Int32(y), width, height)
        pixman_image_unref(mask)
    }
}

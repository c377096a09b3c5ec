/// A frame's target as `CairoRenderer.composite` blits cached layers into it with pixman,
/// bypassing cairo (see `PixmanImage` for the measurement).
///
/// The blit is what cairo would do for an unrotated cached raster painted OVER with an
/// integer translation (pixman's composite of the same premultiplied pixels), so it is used
/// only where cairo would add nothing: on the target's own context (`context`), with no group
/// pushed on it (cairo's group target is `surface`), and no clip set (the renderer counts
/// clips in `directCompositeBlocks`).
final class DirectCompositeTarget {
    /// The cairo context drawing into the target (`RenderTarget.context`).
    let context: OpaquePointer
    /// The target's cairo surface.
    let surface: OpaquePointer
    /// The target's pixels, for pixman.
    let image: PixmanImage
    /// The frame row of the target's first row (a band target's `rows.lowerBound`): pixman
    /// addresses the band's own rows, cairo the frame's.
    let rowOffset: Int
    /// Set once pixman wrote: cairo is then told its pixels changed (`cairo_surface_mark_dirty`).
    var wroteDirectly = false

    init(context: OpaquePointer, surface: OpaquePointer, image: PixmanImage, rowOffset: Int) {
        self.context = context
        self.surface = surface
        self.image = image
        self.rowOffset = rowOffset
    }
}

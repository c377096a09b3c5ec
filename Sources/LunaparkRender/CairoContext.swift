import CPangoCairo

/// An owned cairo drawing context on an image surface, which it keeps alive.
/// Destroyed in `deinit`.
final class CairoContext {
    let pointer: OpaquePointer
    let surface: CairoImageSurface

    init(surface: CairoImageSurface) {
        self.surface = surface
        pointer = cairo_create(surface.pointer)!
    }

    deinit { cairo_destroy(pointer) }
}

import CPangoCairo

/// An owned cairo pattern (gradient, mesh or surface source). Destroyed in `deinit`.
final class CairoPattern {
    let pointer: OpaquePointer

    /// Takes ownership of one reference to `pointer`.
    init(adopting pointer: OpaquePointer) { self.pointer = pointer }

    deinit { cairo_pattern_destroy(pointer) }
}

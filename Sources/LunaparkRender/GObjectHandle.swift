import CPangoCairo

/// An owned reference to a GObject (a pango font map, context or layout),
/// released with `g_object_unref` in `deinit`.
final class GObjectHandle {
    let pointer: OpaquePointer

    /// Takes ownership of one reference to `pointer`.
    init(adopting pointer: OpaquePointer) { self.pointer = pointer }

    deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }
}

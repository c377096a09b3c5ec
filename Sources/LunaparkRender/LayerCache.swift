import CPangoCairo
import Foundation
import LunaparkCore
import LunaparkGraph

/// Rasterized drawings kept between frames, keyed by `DisplayID`.
///
/// An entry holds a drawing rasterized at a given "raster transform" S — the
/// part of its device transform that changes pixels other than by moving
/// them: scale and shear (see `RasterTransform`) — and stays valid while the
/// drawing's `version` and S are unchanged. Entries not used by the last frame
/// are evicted at its end, so memory follows what is on screen.
final class LayerCache {
    final class Entry {
        let version: UInt64
        let raster: RasterTransform
        let surface: CairoImageSurface
        /// A surface pattern of `surface`, made once: compositing then only
        /// sets its matrix (creating a pattern per composite cost ~0.3 µs).
        let pattern: CairoPattern
        /// Where the surface's top-left pixel lies in raster space (S applied to drawing coordinates).
        let originX: Int
        let originY: Int
        var lastUsedFrame: Int

        init(version: UInt64, raster: RasterTransform, surface: CairoImageSurface, originX: Int, originY: Int,
             frame: Int) {
            self.version = version
            self.raster = raster
            self.surface = surface
            pattern = CairoPattern(adopting: cairo_pattern_create_for_surface(surface.pointer)!)
            self.originX = originX
            self.originY = originY
            lastUsedFrame = frame
        }
    }

    private var entries: [DisplayID: Entry] = [:]
    /// Pixel bytes held by all entries.
    private(set) var byteCount = 0

    var count: Int { entries.count }

    /// The entry for `id` if it still shows `version` at raster transform `raster`.
    func entry(for id: DisplayID, version: UInt64, raster: RasterTransform) -> Entry? {
        guard let entry = entries[id], entry.version == version, entry.raster.matches(raster) else { return nil }
        return entry
    }

    func store(_ entry: Entry, for id: DisplayID) {
        if let old = entries[id] { byteCount -= old.surface.byteCount }
        entries[id] = entry
        byteCount += entry.surface.byteCount
    }

    /// Drops entries not used in frame `frame`.
    func evict(unusedSince frame: Int) {
        for (id, entry) in entries where entry.lastUsedFrame < frame {
            byteCount -= entry.surface.byteCount
            entries[id] = nil
        }
    }

    func removeAll() {
        entries.removeAll()
        byteCount = 0
    }
}

import CPangoCairo
import Foundation
import LunaparkCore
import LunaparkGraph

/// Rasterized drawings (and rendered effect layers) kept between frames,
/// keyed by `DisplayID`.
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
        /// The surface's pixels for pixman, made when first composited directly.
        private(set) lazy var pixmanImage: PixmanImage? = PixmanImage(surface)
        /// Set when the entry leaves the cache (replaced or evicted): a lookup by position
        /// (`entry(for:version:raster:)`) must not hand it out again.
        fileprivate var isRetired = false

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
    /// The drawings looked up in the last frame and in this one, in the order they were asked
    /// for, with the entry each found. A frame asks in display-list order, which rarely
    /// changes, so the n-th lookup of a frame is first tried against the n-th of the last one
    /// before hashing the id: with 10,000 cached dots the dictionary's probes into memory
    /// spread over 10,000 entries were about a fifth of rasterizing a frame (`perf record`,
    /// the stress raster benchmark), the order's arrays are read front to back.
    private var previousOrder: [(id: DisplayID, entry: Entry?)] = []
    private var currentOrder: [(id: DisplayID, entry: Entry?)] = []
    /// Pixel bytes held by all entries and layer renderings.
    private(set) var byteCount = 0
    /// Effect layers (content with clip, blur, mask and shadow applied,
    /// before opacity and blend mode), by layer id: the last key seen, the
    /// rendering if it was cached, and when the key last changed.
    private var layers: [DisplayID: LayerRecord] = [:]

    private struct LayerRecord {
        var entry: Entry?
        var key: EffectLayerKey
        var changedFrame: Int
        var usedFrame: Int
    }

    /// What to do with an effect layer this frame.
    enum LayerDecision {
        /// Composite this cached rendering.
        case reuse(Entry)
        /// Render it into the cache (new, or changed after being stable).
        case render
        /// Its content changed in the previous frame too: draw it uncached,
        /// since a cached rendering would likely be thrown away next frame.
        case drawUncached
    }

    /// Cached drawing rasters and effect-layer renderings.
    var count: Int { entries.count + layers.values.reduce(0) { $0 + ($1.entry == nil ? 0 : 1) } }

    /// Decides how effect layer `id` with `key` is drawn in `frame`, and records the key.
    func decide(layer id: DisplayID, key: EffectLayerKey, frame: Int) -> LayerDecision {
        guard var record = layers[id] else {
            layers[id] = LayerRecord(entry: nil, key: key, changedFrame: frame, usedFrame: frame)
            return .render
        }
        defer { layers[id] = record }
        record.usedFrame = frame
        if record.key.matches(key) {
            if let entry = record.entry {
                entry.lastUsedFrame = frame
                return .reuse(entry)
            }
            return .render
        }
        let changedLastFrame = record.changedFrame == frame - 1
        record.key = key
        record.changedFrame = frame
        if let old = record.entry {
            byteCount -= old.surface.byteCount
            record.entry = nil
        }
        return changedLastFrame ? .drawUncached : .render
    }

    /// Stores the rendering of effect layer `id` decided as `.render` this frame.
    func storeLayer(_ entry: Entry, for id: DisplayID) {
        guard var record = layers[id] else { return }
        if let old = record.entry { byteCount -= old.surface.byteCount }
        record.entry = entry
        layers[id] = record
        byteCount += entry.surface.byteCount
    }

    /// The entry for drawing `id` if it still shows `version` at raster transform `raster`.
    func entry(for id: DisplayID, version: UInt64, raster: RasterTransform) -> Entry? {
        let position = currentOrder.count
        let candidate: Entry?
        if position < previousOrder.count, previousOrder[position].id == id,
           let known = previousOrder[position].entry, !known.isRetired {
            candidate = known
        } else {
            candidate = entries[id]
        }
        currentOrder.append((id, candidate))
        guard let entry = candidate, entry.version == version, entry.raster.matches(raster) else { return nil }
        return entry
    }

    /// Stores the raster of drawing `id`, replacing an older one.
    func store(_ entry: Entry, for id: DisplayID) {
        if let old = entries[id] {
            byteCount -= old.surface.byteCount
            old.isRetired = true
        }
        entries[id] = entry
        byteCount += entry.surface.byteCount
        if let last = currentOrder.indices.last, currentOrder[last].id == id { currentOrder[last].entry = entry }
    }

    /// Drops entries not used in frame `frame`, and starts the next frame's lookup order.
    func evict(unusedSince frame: Int) {
        for (id, entry) in entries where entry.lastUsedFrame < frame {
            byteCount -= entry.surface.byteCount
            entry.isRetired = true
            entries[id] = nil
        }
        swap(&previousOrder, &currentOrder)
        currentOrder.removeAll(keepingCapacity: true)
        for (id, record) in layers where record.usedFrame < frame {
            if let entry = record.entry { byteCount -= entry.surface.byteCount }
            layers[id] = nil
        }
    }

    func removeAll() {
        for entry in entries.values { entry.isRetired = true }
        previousOrder.removeAll()
        currentOrder.removeAll()
        entries.removeAll()
        layers.removeAll()
        byteCount = 0
    }
}

import CPangoCairo
import Foundation
import LunaparkCore
import LunaparkGraph

/// Draws a `DisplayList` into a `RenderTarget` with cairo and pango, keeping
/// drawings that did not change in a layer cache.
///
/// Coordinates: the display list is in points, origin top-left, y down; the
/// target maps a point to `target.scale` pixels.
///
/// Layer cache policy (the design card's "drawing that did not change stays in
/// cached layers"):
/// - Each `Drawing` is rasterized on its own surface at its *raster transform*:
///   the scale and shear part S of its device transform (`RasterTransform`).
///   The cached pixels are reused while the drawing's `id` shows the same
///   `version` at the same S, so animating translation, rotation or any
///   enclosing layer's opacity only composites them again (Core Animation's
///   model). A change of scale re-rasterizes at the new scale, so text and
///   edges stay crisp during and after a zoom (one raster per frame of a
///   scale animation).
/// - Without rotation a cached raster is copied at whole device pixels: the
///   drawing is placed up to half a pixel from its exact position (¼ point at
///   2x), in exchange for a plain copy that is bit-identical to a fresh raster
///   at that pixel position and costs a blit. A rotated raster is resampled
///   bilinearly at its exact position.
/// - A solid-colour fill of an axis-aligned rectangle is drawn directly: cairo
///   fills it as fast as it would copy its raster (see RenderBenchmarks).
///   Drawings whose raster would exceed twice the target's area are also
///   drawn directly, and nothing is cached past `cacheByteLimit`.
/// - Layers with a shadow, blur or mask (costly effects, redone every frame
///   otherwise) are cached the same way, as their rendered result before
///   opacity and blend mode, keyed by their content's `DisplaySignature` and
///   effect geometry (`EffectLayerKey`): a shadowed card that moves or fades
///   is composited, not blurred again. A layer whose content changed in two
///   consecutive frames is drawn uncached until it holds still.
/// - Entries not used by a frame are evicted at its end.
/// - Drawings whose device bounds miss the target are skipped (culled).
///
/// Threads: not bound to an actor, not `Sendable`. A renderer (with its
/// caches and text engine) is used by one thread at a time: the main actor's
/// in `HeadlessHost`, or a raster thread's behind a lock in `BandedRenderer`.
public final class CairoRenderer {
    /// The pango state shared with the `PangoTextMeasurer` that laid out the text.
    public let textEngine: PangoTextEngine

    /// Whether drawings are cached between frames (on by default). Turning it
    /// off empties the cache; every drawing is then drawn directly, at its exact
    /// sub-pixel position.
    public var isLayerCacheEnabled = true {
        didSet { if !isLayerCacheEnabled { cache.removeAll() } }
    }

    /// The most pixel bytes the layer cache may hold (default 256 MiB); drawings
    /// that would exceed it are drawn directly.
    public var cacheByteLimit = 256 << 20

    /// Whether unrotated cached layers painted OVER the target are blitted with pixman
    /// instead of through `cairo_paint` (on by default; the pixels are the same, see
    /// `DirectCompositeTarget`). Tests turn it off to compare.
    var isDirectCompositingEnabled = true

    /// Counters for the last frame.
    public internal(set) var statistics = RenderStatistics()

    let cache = LayerCache()
    /// Decoded image surfaces by `ImageBitmap.identifier`, with the frame that last used them.
    var images: [UInt64: (surface: CairoImageSurface, lastUsedFrame: Int)] = [:]
    var frame = 0
    /// The version each canvas drawing showed when last drawn: a canvas is cached only once it
    /// shows the same version twice (see `shouldCache(_:)`).
    var canvasVersions: [DisplayID: UInt64] = [:]
    /// Materials' blurred backdrops by drawing, kept while used each frame (`drawMaterial`).
    var materialBackdrops: [DisplayID: MaterialBackdrop] = [:]
    /// The content groups of effect layers being drawn, innermost last, with the cairo context
    /// each belongs to: a material composites them over the target to see what lies beneath it.
    var backdropGroups: [(context: OpaquePointer, surface: OpaquePointer)] = []
    /// The frame's target for pixman blits (`composite`), nil outside `render`.
    var directTarget: DirectCompositeTarget?
    /// Above 0 while a clip is set on the target's context or a drawing is drawn directly
    /// (a canvas's symbols may be drawn from the cache under the canvas's clip): pixman
    /// would not see the clip, so `composite` goes through cairo.
    var directCompositeBlocks = 0
    /// The target's pixel rectangle during a frame (for culling).
    var targetBounds = CGRect.zero
    var targetArea: CGFloat = 0

    /// A renderer drawing text through `textEngine`; give it the engine of the
    /// `PangoTextMeasurer` the scene graph measures with.
    public init(textEngine: PangoTextEngine) {
        self.textEngine = textEngine
    }

    /// A renderer with a text engine of its own.
    public convenience init() {
        self.init(textEngine: PangoTextEngine())
    }

    /// Empties the layer and image caches.
    public func purgeCaches() {
        cache.removeAll()
        images.removeAll()
        canvasVersions.removeAll()
        materialBackdrops.removeAll()
    }

    /// Draws `list` over the whole target (a band target: over its rows),
    /// first filling it with `background` (transparent by default), and
    /// updates `statistics` and `target.changedRect`.
    public func render(_ list: DisplayList, into target: RenderTarget,
                       background: Color.Resolved = Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)) {
        let start = DispatchTime.now().uptimeNanoseconds
        frame += 1
        var stats = RenderStatistics()
        stats.frameCount = frame
        statistics = stats
        // Culling by the rows held; size decisions (cache or draw directly) by the whole
        // frame, so that a band target draws what a whole target draws in its rows.
        targetBounds = CGRect(x: 0, y: target.rows.lowerBound, width: target.pixelWidth, height: target.rows.count)
        targetArea = CGFloat(target.pixelWidth) * CGFloat(target.pixelHeight)

        if target.beginFrame() { statistics.recoveredContexts = 1 }
        let cairo = target.context
        let cr = cairo.pointer
        cairo_save(cr)
        cairo_reset_clip(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo.setSource(background)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, target.scale, target.scale)
        if isDirectCompositingEnabled, let image = target.pixmanImage {
            // pixman reads and writes the pixels themselves: cairo's background first.
            target.surface.flush()
            directTarget = DirectCompositeTarget(context: cr, surface: target.surface.pointer, image: image,
                                                 rowOffset: target.rows.lowerBound)
        }
        directCompositeBlocks = 0
        let tree = ItemTree(list.items)
        draw(tree, range: 0..<tree.items.count, in: cairo)
        cairo_restore(cr)
        if directTarget?.wroteDirectly == true { target.surface.markDirty() }
        directTarget = nil

        cache.evict(unusedSince: frame)
        images = images.filter { $0.value.lastUsedFrame == frame }
        materialBackdrops = materialBackdrops.filter { $0.value.lastUsedFrame == frame }
        target.finishFrame()
        statistics.cachedDrawings = cache.count
        statistics.cachedBytes = cache.byteCount
        statistics.frameDuration = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Renders `list` into a new target of `pixelWidth` × `pixelHeight` pixels
    /// at `scale` pixels per point and returns its pixels (for tests and
    /// headless snapshots).
    public func renderImage(_ list: DisplayList, pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1,
                            background: Color.Resolved = Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0))
        throws -> RenderedImage {
        let target = try RenderTarget(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
        target.tracksChanges = false
        render(list, into: target, background: background)
        return target.snapshot()
    }

    /// Draws the items in `range` of `tree` with the current cairo state.
    func draw(_ tree: ItemTree, range: Range<Int>, in cairo: CairoContext) {
        var index = range.lowerBound
        while index < range.upperBound {
            switch tree.items[index] {
            case .drawing(let drawing):
                draw(drawing, alpha: 1, in: cairo)
                index += 1
            case .layer(let layer):
                let end = tree.ends[index]
                draw(layer, content: tree, range: index + 1..<end, in: cairo)
                index = end + 1
            case .end:
                index += 1  // unbalanced: ignored
            }
        }
    }
}

/// Display-list items with each layer's matching `.end` index precomputed.
struct ItemTree {
    let items: [DisplayList.Item]
    /// For a `.layer` at index i, the index of its `.end` (or `items.count`
    /// when the list ends first); unused for other items.
    let ends: [Int]

    init(_ items: [DisplayList.Item]) {
        self.items = items
        var ends = [Int](repeating: items.count, count: items.count)
        var open: [Int] = []
        for (index, item) in items.enumerated() {
            switch item {
            case .layer: open.append(index)
            case .end: if let layer = open.popLast() { ends[layer] = index }
            case .drawing: break
            }
        }
        self.ends = ends
    }

    /// The number of drawings in `range`.
    func drawingCount(in range: Range<Int>) -> Int {
        items[range].reduce(0) { if case .drawing = $1 { $0 + 1 } else { $0 } }
    }
}

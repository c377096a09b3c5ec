/// What the renderer did for the last frame, for an inspector. Counts are per
/// frame; a drawing drawn this frame is counted once in exactly one of
/// `rasterized`, `compositedFromCache`, `drawnDirectly` and `culled`, except
/// that the drawings of an effect layer taken from the cache
/// (`layersFromCache`) are not counted at all.
public struct RenderStatistics: Hashable, Sendable {
    /// Frames rendered since the renderer was created.
    public var frameCount: Int = 0
    /// Drawings rasterized into the layer cache this frame (new, changed
    /// version, or drawn at a new scale), then composited.
    public var rasterized: Int = 0
    /// Drawings composited from a cached raster without redrawing them.
    public var compositedFromCache: Int = 0
    /// Of the cached rasters composited this frame (drawings and effect layers), those blitted
    /// with pixman straight into the target, bypassing cairo (`DirectCompositeTarget`).
    public var blittedDirectly: Int = 0
    /// Drawings drawn straight into the frame, not cached: cheap solid
    /// rectangles, drawings too big to cache, or all when caching is off.
    public var drawnDirectly: Int = 0
    /// Drawings skipped because they lie outside the target.
    public var culled: Int = 0
    /// Layers composited through an offscreen group (opacity, blend mode,
    /// shadow, blur or mask).
    public var groupLayers: Int = 0
    /// Layers with a shadow, blur or mask composited from their cached
    /// rendering (content, clip and effects unchanged; only moved, turned,
    /// faded or blended differently).
    public var layersFromCache: Int = 0
    /// Layers with a shadow, blur or mask rendered (again) into the cache this frame.
    public var layersRendered: Int = 0
    /// Materials whose backdrop was blurred this frame (new, or the pixels beneath changed).
    public var materialsBlurred: Int = 0
    /// Materials composited from the backdrop blurred in an earlier frame (the pixels beneath
    /// them unchanged).
    public var materialsFromCache: Int = 0
    /// Cached rasters (drawings and effect layers) kept after this frame;
    /// entries unused this frame are evicted.
    public var cachedDrawings: Int = 0
    /// Bytes of pixels held by the cache after this frame.
    public var cachedBytes: Int = 0
    /// 1 when the target's cairo context had failed in an earlier frame and was made
    /// again for this one (`RenderTarget`); 0 otherwise. Anything but 0 is a renderer bug:
    /// something gave cairo a value it refuses.
    public var recoveredContexts: Int = 0
    /// Wall-clock time of the last `render` call, in seconds.
    public var frameDuration: Double = 0

    /// All counts zero.
    public init() {}
}

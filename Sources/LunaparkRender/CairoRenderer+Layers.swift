import CPangoCairo
import Foundation
import LunaparkCore
import LunaparkGraph

extension CairoRenderer {
    /// Draws a layer and its content (`range` of `tree`).
    ///
    /// Order of effects: the content is drawn with the layer's transform and
    /// clipped by `clip` (content coordinates); then blurred; then masked by
    /// `mask` (content coordinates); then its shadow is put under it; then its
    /// pixels go through `colorMatrix`; the
    /// result is composited with `opacity` and `blendMode`. Blur radius and
    /// shadow offset/radius are in the coordinates the layer is drawn in (its
    /// parent's, after its transform), as SwiftUI applies `.blur` or `.shadow`
    /// written after `.scaleEffect`; radii are Gaussian standard deviations.
    ///
    /// A layer whose transform (alone or with the current one) cannot be inverted covers no
    /// area and draws nothing (`CGAffineTransform.isInvertibleAndFinite`).
    func draw(_ layer: DisplayList.Layer, content tree: ItemTree, range: Range<Int>, in cairo: CairoContext) {
        guard layer.opacity > 0, layer.transform.isInvertibleAndFinite,
              layer.transform.concatenating(cairo.matrix).isInvertibleAndFinite else {
            statistics.culled += tree.drawingCount(in: range)
            return
        }
        if layer.isPlainTransform {
            // Only moved (most layers): the effect properties below need not be asked one by one.
            withTransformAndClip(of: layer, in: cairo) { draw(tree, range: range, in: cairo) }
            return
        }
        if let projection = layer.projection {
            drawProjected(layer, projection: projection, content: tree, range: range, in: cairo)
            return
        }
        let onlyOpacity = layer.blendMode == .normal && layer.shadow == nil && layer.blurRadius <= 0
            && layer.mask == nil && layer.colorMatrix == nil && !layer.isFlattened
        if onlyOpacity && layer.opacity >= 1 {
            // Transform and clip only: no offscreen group needed.
            withTransformAndClip(of: layer, in: cairo) { draw(tree, range: range, in: cairo) }
            return
        }
        if onlyOpacity, range.count == 1, case .drawing(let drawing) = tree.items[range.lowerBound] {
            // One drawing faded: paint it with alpha, no group (a single paint
            // has nothing of its own to overlap, so this equals group opacity).
            withTransformAndClip(of: layer, in: cairo) { draw(drawing, alpha: min(layer.opacity, 1), in: cairo) }
            return
        }
        drawWithEffects(layer, content: tree, range: range, in: cairo)
    }

    /// Runs `body` with the layer's transform applied and its clip (content
    /// coordinates) set, and restores the context's state after.
    ///
    /// Without a clip only the transform is set and put back by hand: `cairo_save` copies
    /// cairo's whole graphics state (its `memmove` was 8 % of rasterizing the Stress scene's
    /// 10,000 dots, one layer each, `perf record`), and whatever `body` draws restores the
    /// source and operator it sets.
    private func withTransformAndClip(of layer: DisplayList.Layer, in cairo: CairoContext, _ body: () -> Void) {
        guard layer.clip != nil else {
            var saved = cairo_matrix_t()
            cairo_get_matrix(cairo.pointer, &saved)
            cairo.concatenate(layer.transform)
            body()
            cairo_set_matrix(cairo.pointer, &saved)
            return
        }
        cairo_save(cairo.pointer)
        cairo.concatenate(layer.transform)
        if let clip = layer.clip {
            cairo.setPath(clip)
            cairo_clip(cairo.pointer)
        }
        directCompositeBlocks += 1
        body()
        directCompositeBlocks -= 1
        cairo_restore(cairo.pointer)
    }

    /// The layer through offscreen groups: from the layer cache when it has a
    /// shadow, blur, mask or colour matrix (the costly effects) or is flattened (`drawingGroup`) and caching is on, else
    /// rendered into groups of the frame. A layer holding a material is always rendered in the
    /// frame, where the material sees what lies beneath the layer.
    private func drawWithEffects(_ layer: DisplayList.Layer, content tree: ItemTree, range: Range<Int>,
                                 in cairo: CairoContext) {
        statistics.groupLayers += 1
        let costly = layer.shadow != nil || layer.blurRadius > 0 || layer.mask != nil || layer.colorMatrix != nil
            || layer.isFlattened
        if isLayerCacheEnabled && costly && !Self.containsMaterial(tree, range: range)
            && drawCached(layer, content: tree, range: range, in: cairo) { return }
        guard let result = renderEffects(layer, content: tree, range: range, in: cairo) else {
            statistics.culled += tree.drawingCount(in: range)
            return
        }
        let cr = cairo.pointer
        cairo_save(cr)
        cairo_set_operator(cr, layer.blendMode.cairoOperator)
        cairo_set_source(cr, result.pointer)
        if layer.opacity < 1 {
            cairo_paint_with_alpha(cr, layer.opacity)
        } else {
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    /// Draws an effect layer from its cached rendering, rendering it first
    /// when its `EffectLayerKey` changed. The rendering is made at the layer's
    /// raster transform S (its content drawn with S, effects on top) and
    /// composited with the remaining rotation and translation, like a cached
    /// drawing, then with the layer's opacity and blend mode. Returns false
    /// (draw uncached) for a rendering larger than twice the target, or a
    /// layer whose content changed in the previous frame too (rendering it into the cache every frame would only add a copy;
    /// it is cached again once it holds still for a frame).
    private func drawCached(_ layer: DisplayList.Layer, content tree: ItemTree, range: Range<Int>,
                            in cairo: CairoContext) -> Bool {
        let parent = cairo.matrix
        let layerTransform = layer.transform
        let raster = RasterTransform(layerTransform.concatenating(parent))
        // The offscreen "parent" space maps into raster space: content drawn with
        // layerTransform then lands at S, and effect vectors given in parent
        // coordinates land where R⁻¹ puts them.
        let offscreenParent = layerTransform.inverted().concatenating(raster.scaleTransform)
        let parentScale = Self.scale(of: parent)
        let offset = layer.shadow.map { CGSize(width: $0.x, height: $0.y).applying(offscreenParent) } ?? .zero
        let maskSignature = layer.mask.map { items -> [DisplaySignature] in
            let maskTree = ItemTree(items)
            return DisplaySignature.of(maskTree, range: 0..<maskTree.items.count)
        }
        let key = EffectLayerKey(content: DisplaySignature.of(tree, range: range), mask: maskSignature, clip: layer.clip,
                                 shadow: layer.shadow, blurRadius: layer.blurRadius, colorMatrix: layer.colorMatrix,
                                 isFlattened: layer.isFlattened, raster: raster,
                                 geometry: [Double(layer.blurRadius) * parentScale,
                                            Double(layer.shadow?.radius ?? 0) * parentScale,
                                            Double(offset.width), Double(offset.height)])
        switch cache.decide(layer: layer.id, key: key, frame: frame) {
        case .reuse(let entry):
            statistics.layersFromCache += 1
            composite(entry, at: raster, alpha: min(layer.opacity, 1), operator: layer.blendMode.cairoOperator,
                      in: cairo)
            return true
        case .drawUncached:
            return false
        case .render:
            break
        }

        // The area the rendering covers, in raster space.
        let contentToRaster = raster.scaleTransform
        var area = deviceBounds(of: tree, range: range, transform: contentToRaster)
        if let mask = layer.mask {
            let maskTree = ItemTree(mask)
            area = area.intersection(deviceBounds(of: maskTree, range: 0..<maskTree.items.count,
                                                  transform: contentToRaster))
        }
        area = Self.effectArea(area, blurSigma: key.geometry[0], shadowOffset: layer.shadow.map { _ in offset },
                               shadowSigma: key.geometry[1])
        guard !area.isNull, !area.isInfinite else { return false }
        let minX = area.minX.rounded(.down), minY = area.minY.rounded(.down)
        let width = Int(area.maxX.rounded(.up) - minX), height = Int(area.maxY.rounded(.up) - minY)
        guard width > 0, height > 0, CGFloat(width * height) <= 2 * targetArea,
              cache.byteCount + width * height * 4 <= cacheByteLimit,
              let surface = CairoImageSurface(width: width, height: height) else { return false }

        // Render the layer (without opacity and blend mode) into its own surface.
        let offscreen = CairoContext(surface: surface)
        offscreen.setMatrix(offscreenParent.concatenating(CGAffineTransform(translationX: -minX, y: -minY)))
        let savedBounds = targetBounds
        targetBounds = CGRect(x: 0, y: 0, width: width, height: height)
        let rendered = renderEffects(layer, content: tree, range: range, in: offscreen)
        targetBounds = savedBounds
        if let rendered {
            cairo_set_source(offscreen.pointer, rendered.pointer)
            cairo_paint(offscreen.pointer)
        }
        surface.flush()
        let entry = LayerCache.Entry(version: 0, raster: raster, surface: surface, originX: Int(minX),
                                     originY: Int(minY), frame: frame)
        cache.storeLayer(entry, for: layer.id)
        statistics.layersRendered += 1
        composite(entry, at: raster, alpha: min(layer.opacity, 1), operator: layer.blendMode.cairoOperator, in: cairo)
        return true
    }

    /// Renders the layer's content with clip, blur, mask and shadow applied
    /// into a group pattern of the current surface (in its device space),
    /// or nil when the layer covers none of `targetBounds`.
    private func renderEffects(_ layer: DisplayList.Layer, content tree: ItemTree, range: Range<Int>,
                               in cairo: CairoContext) -> CairoPattern? {
        let cr = cairo.pointer
        let parent = cairo.matrix
        let parentScale = Self.scale(of: parent)
        let blurSigma = max(Double(layer.blurRadius), 0) * parentScale

        // The device area the composited layer can cover.
        let contentTransform = layer.transform.concatenating(parent)
        var area = deviceBounds(of: tree, range: range, transform: contentTransform)
        if let mask = layer.mask {
            let maskTree = ItemTree(mask)
            area = area.intersection(deviceBounds(of: maskTree, range: 0..<maskTree.items.count,
                                                  transform: contentTransform))
        }
        area = Self.effectArea(area, blurSigma: blurSigma,
                               shadowOffset: layer.shadow.map { CGSize(width: $0.x, height: $0.y).applying(parent) },
                               shadowSigma: Double(layer.shadow?.radius ?? 0) * parentScale)
        area = area.intersection(targetBounds)
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return nil }
        let pixelArea = CGRect(x: area.minX.rounded(.down), y: area.minY.rounded(.down),
                               width: area.maxX.rounded(.up) - area.minX.rounded(.down),
                               height: area.maxY.rounded(.up) - area.minY.rounded(.down))

        cairo_save(cr)
        // Groups take the size of the clip extents: clip to the layer's area in device space.
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, pixelArea.minX, pixelArea.minY, pixelArea.width, pixelArea.height)
        cairo_clip(cr)
        cairo.setMatrix(parent)

        // 1. Content (clipped).
        cairo_push_group(cr)
        backdropGroups.append((cr, cairo_get_group_target(cr)))
        withTransformAndClip(of: layer, in: cairo) { draw(tree, range: range, in: cairo) }
        backdropGroups.removeLast()
        var content = CairoPattern(adopting: cairo_pop_group(cr)!)

        // 2. Blur.
        if blurSigma > 0 { Self.blur(content, sigma: blurSigma) }

        // 3. Mask: keep the content where the mask items are opaque.
        if let mask = layer.mask {
            cairo_push_group(cr)
            cairo_save(cr)
            cairo.concatenate(layer.transform)
            let maskTree = ItemTree(mask)
            draw(maskTree, range: 0..<maskTree.items.count, in: cairo)
            cairo_restore(cr)
            let maskPattern = CairoPattern(adopting: cairo_pop_group(cr)!)
            cairo_push_group(cr)
            cairo_set_source(cr, content.pointer)
            cairo_mask(cr, maskPattern.pointer)
            content = CairoPattern(adopting: cairo_pop_group(cr)!)
        }

        // 4. Shadow: the content's alpha in the shadow colour, blurred, offset, underneath.
        if let shadow = layer.shadow {
            cairo_push_group(cr)
            cairo.setSource(shadow.color)
            cairo_mask(cr, content.pointer)
            let shadowPattern = CairoPattern(adopting: cairo_pop_group(cr)!)
            Self.blur(shadowPattern, sigma: max(Double(shadow.radius), 0) * parentScale)
            cairo_push_group(cr)
            cairo_save(cr)
            cairo_translate(cr, shadow.x, shadow.y)
            cairo_set_source(cr, shadowPattern.pointer)
            cairo_paint(cr)
            cairo_restore(cr)
            cairo_set_source(cr, content.pointer)
            cairo_paint(cr)
            content = CairoPattern(adopting: cairo_pop_group(cr)!)
        }

        // 5. Colour matrix, on every pixel of the group (transparent ones included: an
        // alpha offset can make them visible, so the group covers the layer's area).
        if let matrix = layer.colorMatrix { Self.filter(content, with: matrix) }
        cairo_restore(cr)
        return content
    }

    /// Blurs the pixels of a group pattern (its surface is an image surface,
    /// since groups of an image surface are image surfaces).
    static func blur(_ pattern: CairoPattern, sigma: Double) {
        guard sigma > 0 else { return }
        pattern.withImagePixels { data, width, height, stride in
            BoxBlur.blur(data, width: width, height: height, stride: stride, sigma: sigma)
        }
    }

    /// Applies `matrix` to the pixels of a group pattern (an image surface, as for `blur`).
    private static func filter(_ pattern: CairoPattern, with matrix: ColorMatrix) {
        pattern.withImagePixels { data, width, height, stride in
            ColorMatrixFilter.apply(matrix, to: data, width: width, height: height, stride: stride)
        }
    }

    /// The area a layer's composited content can cover, from the area of its (masked)
    /// content: grown by the blur's reach (3σ + 1 pixels), then joined with the shadow's
    /// copy, moved by `shadowOffset` and grown by the shadow's reach. Sigmas are in the area's
    /// units; a negative one counts as 0, as the blur itself does (a bouncy spring can
    /// carry a radius below 0).
    static func effectArea(_ area: CGRect, blurSigma: Double, shadowOffset: CGSize?, shadowSigma: Double) -> CGRect {
        var area = area
        if blurSigma > 0 { area = area.insetBy(dx: -3 * blurSigma - 1, dy: -3 * blurSigma - 1) }
        if let offset = shadowOffset {
            let margin = 3 * max(shadowSigma, 0) + 1
            area = area.union(area.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -margin, dy: -margin))
        }
        return area
    }

    /// How much `t` scales lengths: the square root of its determinant's magnitude.
    static func scale(of t: CGAffineTransform) -> Double { abs(Double(t.a * t.d - t.b * t.c)).squareRoot() }

    /// The device-space bounding box of the drawings in `range`, where
    /// `transform` maps the items' coordinates to device pixels; nested
    /// layers' transforms, clips and effect margins are included.
    func deviceBounds(of tree: ItemTree, range: Range<Int>, transform: CGAffineTransform) -> CGRect {
        var result = CGRect.null
        var index = range.lowerBound
        while index < range.upperBound {
            switch tree.items[index] {
            case .drawing(let drawing):
                let bounds = drawing.bounds
                if bounds.isNull || bounds.isInfinite {
                    result = result.union(targetBounds)
                } else {
                    result = result.union(bounds.applying(drawing.transform.concatenating(transform)))
                }
                index += 1
            case .layer(let layer) where layer.projection != nil:
                // Projected: its content area (own effects included) through the projection,
                // or the whole target when it reaches the eye plane.
                let end = tree.ends[index]
                var area = deviceBounds(of: tree, range: index + 1..<end, transform: .identity)
                if let clip = layer.clip { area = area.intersection(clip.boundingRect) }
                area = Self.effectArea(area, blurSigma: Double(layer.blurRadius),
                                       shadowOffset: layer.shadow.map { CGSize(width: $0.x, height: $0.y) },
                                       shadowSigma: Double(layer.shadow?.radius ?? 0))
                if !area.isNull {
                    let toDevice = layer.projection!.concatenating(ProjectionTransform(layer.transform.concatenating(transform)))
                    result = result.union(area.isInfinite ? targetBounds
                                          : Self.projectedBounds(of: area, through: toDevice) ?? .null)
                }
                index = end + 1
            case .layer(let layer):
                let end = tree.ends[index]
                let inner = layer.transform.concatenating(transform)
                var area = deviceBounds(of: tree, range: index + 1..<end, transform: inner)
                if let clip = layer.clip { area = area.intersection(clip.boundingRect.applying(inner)) }
                let scale = Self.scale(of: transform)
                area = Self.effectArea(area, blurSigma: Double(layer.blurRadius) * scale,
                                       shadowOffset: layer.shadow.map { CGSize(width: $0.x, height: $0.y).applying(transform) },
                                       shadowSigma: Double(layer.shadow?.radius ?? 0) * scale)
                result = result.union(area)
                index = end + 1
            case .end:
                index += 1
            }
        }
        return result
    }
}

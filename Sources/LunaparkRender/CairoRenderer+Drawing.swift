import CPangoCairo
import Foundation
import LunaparkCore
import LunaparkGraph

extension CairoRenderer {
    /// Extra device pixels around a cached raster, so anti-aliased edges that
    /// reach past `Drawing.bounds` by rounding are kept.
    private static let rasterPadding = 2

    /// Draws one drawing with the current cairo state, multiplied by `alpha`
    /// (0...1; used for a layer whose only effect is the opacity of its one
    /// drawing, which then needs no offscreen group). A drawing whose transform cannot be
    /// inverted covers no area and is culled (`CGAffineTransform.isInvertibleAndFinite`).
    /// A material fill is never cached as a raster: it is drawn from the pixels beneath it.
    func draw(_ drawing: DisplayList.Drawing, alpha: Double, in cairo: CairoContext) {
        let device = drawing.transform.concatenating(cairo.matrix)
        guard drawing.transform.isInvertibleAndFinite, device.isInvertibleAndFinite else {
            statistics.culled += 1
            return
        }
        if case .fill(let path, .material(let material), let style) = drawing.content {
            guard alpha > 0 else { statistics.culled += 1; return }
            drawMaterial(drawing, path: path, material: material, style: style, alpha: alpha, in: cairo)
            return
        }
        let bounds = drawing.bounds
        guard !bounds.isNull, !bounds.isInfinite, bounds.width > 0, bounds.height > 0 else {
            // No usable bounds: cannot cull or cache.
            drawDirectly(drawing, alpha: alpha, in: cairo)
            return
        }
        let deviceBounds = bounds.applying(device)
        guard deviceBounds.intersects(targetBounds), alpha > 0 else {
            statistics.culled += 1
            return
        }
        if isLayerCacheEnabled,
           deviceBounds.width * deviceBounds.height <= 2 * targetArea,
           !Self.isSolidRectangleFill(drawing.content, device: device), shouldCache(drawing) {
            let raster = RasterTransform(device)
            if let entry = cache.entry(for: drawing.id, version: drawing.version, raster: raster) {
                entry.lastUsedFrame = frame
                statistics.compositedFromCache += 1
                composite(entry, at: raster, alpha: alpha, in: cairo)
                return
            }
            if let entry = rasterize(drawing, at: raster) {
                cache.store(entry, for: drawing.id)
                statistics.rasterized += 1
                composite(entry, at: raster, alpha: alpha, in: cairo)
                return
            }
        }
        drawDirectly(drawing, alpha: alpha, in: cairo)
    }

    /// False for a canvas drawing with a version not seen before: a canvas redrawn every frame
    /// (in a `TimelineView(.animation)`) would otherwise be rasterized into a cache surface
    /// and copied every frame, for nothing. Once it shows a version for a second frame it is
    /// cached like any drawing.
    private func shouldCache(_ drawing: DisplayList.Drawing) -> Bool {
        guard case .canvas = drawing.content else { return true }
        if canvasVersions[drawing.id] == drawing.version { return true }
        if canvasVersions.count > 4096 { canvasVersions.removeAll(keepingCapacity: true) }
        canvasVersions[drawing.id] = drawing.version
        return false
    }

    /// Draws into the frame without the cache.
    private func drawDirectly(_ drawing: DisplayList.Drawing, alpha: Double, in cairo: CairoContext) {
        statistics.drawnDirectly += 1
        let cr = cairo.pointer
        cairo_save(cr)
        if alpha < 1 { cairo_push_group(cr) }
        cairo.concatenate(drawing.transform)
        directCompositeBlocks += 1
        drawContent(drawing.content, bounds: drawing.bounds, in: cairo)
        directCompositeBlocks -= 1
        if alpha < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
        cairo_restore(cr)
    }

    /// Rasterizes `drawing` at raster transform S on a surface of its own, or
    /// nil when it would be too big for the cache.
    private func rasterize(_ drawing: DisplayList.Drawing, at raster: RasterTransform) -> LayerCache.Entry? {
        var bounds = drawing.bounds
        if case .text(let run) = drawing.content {
            // Glyph ink may leave the logical frame (italic overhangs, tall
            // accents, emoji wider than their advance): keep a quarter em around it.
            let margin = run.font.size / 4
            bounds = bounds.insetBy(dx: -margin, dy: -margin)
        }
        let scaled = bounds.applying(raster.scaleTransform)
        let pad = Double(Self.rasterPadding)
        let minX = (Double(scaled.minX) - pad).rounded(.down), minY = (Double(scaled.minY) - pad).rounded(.down)
        let maxX = (Double(scaled.maxX) + pad).rounded(.up), maxY = (Double(scaled.maxY) + pad).rounded(.up)
        guard minX.magnitude < 1e9, minY.magnitude < 1e9, maxX - minX < 32767, maxY - minY < 32767 else { return nil }
        let width = Int(maxX - minX), height = Int(maxY - minY)
        guard cache.byteCount + width * height * 4 <= cacheByteLimit,
              let surface = CairoImageSurface(width: width, height: height) else { return nil }
        let cairo = CairoContext(surface: surface)
        cairo_translate(cairo.pointer, -minX, -minY)
        cairo.concatenate(raster.scaleTransform)
        drawContent(drawing.content, bounds: drawing.bounds, in: cairo)
        surface.flush()
        return LayerCache.Entry(version: drawing.version, raster: raster, surface: surface,
                                originX: Int(minX), originY: Int(minY), frame: frame)
    }

    /// Paints a cached raster where a drawing with device transform T(t)·R·S
    /// belongs: a pixel-aligned copy when unrotated, else bilinear resampling.
    ///
    /// `cairo_paint` of a surface pattern with EXTEND_NONE is bounded by the
    /// surface, so it touches only the raster's pixels (and pixman takes its
    /// plain-copy path for an integer translation); the pattern is reused and
    /// only its matrix changes, and the CTM is restored by hand instead of a
    /// save/restore pair.
    func composite(_ entry: LayerCache.Entry, at raster: RasterTransform, alpha: Double,
                   operator: cairo_operator_t = CAIRO_OPERATOR_OVER, in cairo: CairoContext) {
        let cr = cairo.pointer
        if raster.isUnrotated, `operator` == CAIRO_OPERATOR_OVER, directCompositeBlocks == 0,
           let target = directTarget, cr == target.context, cairo_get_group_target(cr) == target.surface,
           abs(raster.tx) < 1e9, abs(raster.ty) < 1e9, let source = entry.pixmanImage {
            // The same blit cairo_paint ends in (see `DirectCompositeTarget`), without its paint path.
            target.image.composite(source, x: Int(raster.tx.rounded()) + entry.originX,
                                   y: Int(raster.ty.rounded()) + entry.originY - target.rowOffset, alpha: alpha)
            target.wroteDirectly = true
            statistics.blittedDirectly += 1
            return
        }
        var saved = cairo_matrix_t()
        cairo_get_matrix(cr, &saved)
        let pattern = entry.pattern.pointer
        var placement = cairo_matrix_t()
        if raster.isUnrotated {
            // Pattern space = device space − the raster's top-left pixel position.
            cairo_identity_matrix(cr)
            let x = raster.tx.rounded() + Double(entry.originX), y = raster.ty.rounded() + Double(entry.originY)
            cairo_matrix_init_translate(&placement, -x, -y)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        } else {
            // User space = raster space placed by R and t; pattern space = raster space − origin.
            let (s, c) = (sin(raster.rotation), cos(raster.rotation))
            cairo.setMatrix(CGAffineTransform(a: c, b: s, c: -s, d: c, tx: raster.tx, ty: raster.ty))
            cairo_matrix_init_translate(&placement, -Double(entry.originX), -Double(entry.originY))
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        }
        cairo_pattern_set_matrix(pattern, &placement)
        cairo_set_source(cr, pattern)
        if `operator` != CAIRO_OPERATOR_OVER { cairo_set_operator(cr, `operator`) }
        if alpha < 1 {
            cairo_paint_with_alpha(cr, alpha)
        } else {
            cairo_paint(cr)
        }
        if `operator` != CAIRO_OPERATOR_OVER { cairo_set_operator(cr, CAIRO_OPERATOR_OVER) }
        cairo_set_matrix(cr, &saved)
    }

    /// True for a solid-colour fill of one axis-aligned rectangle under a
    /// transform without rotation or shear: cairo fills those with a plain
    /// pixman fill, as cheap as copying a cached raster.
    static func isSolidRectangleFill(_ content: DisplayList.Content, device: CGAffineTransform) -> Bool {
        guard case .fill(let path, .color, _) = content, device.b == 0, device.c == 0 else { return false }
        let elements = path.elements
        guard elements.count == 5 || elements.count == 6, case .move(let start) = elements[0],
              elements.last == .closeSubpath else { return false }
        // The corners without an array: this runs for every cached fill of every frame (a
        // circle has six elements too, and allocating its corners was 2 % of a frame's raster).
        var corners = (start, start, start, start)
        for index in 1..<elements.count - 1 {
            guard case .line(let p) = elements[index] else { return false }
            switch index {
            case 1: corners.1 = p
            case 2: corners.2 = p
            case 3: corners.3 = p
            default: guard p == start else { return false }  // a fifth point closing onto the start
            }
        }
        func corner(_ i: Int) -> CGPoint {
            switch i % 4 { case 0: corners.0; case 1: corners.1; case 2: corners.2; default: corners.3 }
        }
        // Every edge horizontal or vertical, alternating.
        for i in 0..<4 {
            let a = corner(i), b = corner(i + 1), c = corner(i + 2)
            let horizontal = a.y == b.y && a.x != b.x, vertical = a.x == b.x && a.y != b.y
            let nextHorizontal = b.y == c.y && b.x != c.x
            guard horizontal || vertical, horizontal != nextHorizontal else { return false }
        }
        return true
    }

    /// Draws `content` in the current user space (the drawing's coordinates).
    /// `bounds` is the area it may touch (for angular gradients' reach).
    func drawContent(_ content: DisplayList.Content, bounds: CGRect, in cairo: CairoContext) {
        let cr = cairo.pointer
        switch content {
        case .fill(let path, let paint, let style):
            cairo.setPath(path)
            cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo.setSource(paint, coverage: bounds)
            cairo_fill(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        case .stroke(let path, let paint, let style):
            cairo.setPath(path)
            cairo.setStrokeStyle(style)
            cairo.setSource(paint, coverage: bounds)
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
        case .text(let run):
            cairo.setSource(run.paint, coverage: run.frame)
            textEngine.draw(run, in: cairo)
        case .image(let bitmap, let rect):
            drawImage(bitmap, in: rect, cairo: cairo)
        case .canvas(let operations):
            drawCanvas(operations, bounds: bounds, in: cairo)
        }
    }

    /// Draws `bitmap` scaled to fill `rect` (bilinear filtering; edge pixels
    /// extend to the rectangle's edge instead of fading).
    func drawImage(_ bitmap: ImageBitmap, in rect: CGRect, cairo: CairoContext) {
        guard bitmap.width > 0, bitmap.height > 0, rect.width != 0, rect.height != 0,
              rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite else { return }
        let surface: CairoImageSurface
        if let known = images[bitmap.identifier] {
            surface = known.surface
        } else {
            guard let made = CairoImageSurface(width: bitmap.width, height: bitmap.height, copying: bitmap.pixels) else {
                return
            }
            surface = made
        }
        images[bitmap.identifier] = (surface, frame)
        let cr = cairo.pointer
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / CGFloat(bitmap.width), rect.height / CGFloat(bitmap.height))
        cairo_set_source_surface(cr, surface.pointer, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_rectangle(cr, 0, 0, Double(bitmap.width), Double(bitmap.height))
        cairo_fill(cr)
        cairo_restore(cr)
    }
}

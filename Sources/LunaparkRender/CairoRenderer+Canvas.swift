import CPangoCairo
import Foundation
import LunaparkCore
import LunaparkGraph

extension CairoRenderer {
    /// Replays a canvas's operations in the current user space (the canvas's coordinates),
    /// clipped to `bounds` (the canvas's rectangle).
    ///
    /// Most operations (a fill or stroke without filters or layer clips) draw straight into
    /// the target: the context's opacity is folded into the paint, which equals fading the
    /// operation as a group since one fill covers each pixel once. Operations with filters or
    /// a layer or inverse clip, and text, images and symbols drawn translucent, are drawn into
    /// a group the size of their device bounds, filtered, then composited with the opacity,
    /// blend mode and clip (SwiftUI's order for `addFilter`).
    func drawCanvas(_ operations: [DisplayList.CanvasOperation], bounds: CGRect, in cairo: CairoContext) {
        let cr = cairo.pointer
        let base = cairo.matrix
        cairo_save(cr)
        cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_clip(cr)
        var masks: [ObjectIdentifier: CairoPattern] = [:]
        replay(operations, base: base, masks: &masks, in: cairo)
        cairo_restore(cr)
    }

    /// Draws `operations` in order, setting each clip chain's path clips once for the run of
    /// operations that share it. `masks` keeps the masks of layer and inverse clips built so far.
    private func replay(_ operations: [DisplayList.CanvasOperation], base: CGAffineTransform,
                        masks: inout [ObjectIdentifier: CairoPattern], in cairo: CairoContext) {
        let cr = cairo.pointer
        var applied: DisplayList.CanvasClip?
        var isClipSaved = false
        for operation in operations {
            let state = operation.state
            if state.clip !== applied {
                if isClipSaved { cairo_restore(cr) }
                isClipSaved = false
                if let clip = state.clip {
                    cairo_save(cr)
                    isClipSaved = true
                    applyPathClips(clip, base: base, in: cairo)
                }
                applied = state.clip
            }
            var mask: CairoPattern?
            if let clip = state.clip, Self.needsMask(clip) { mask = self.mask(for: clip, base: base, masks: &masks, in: cairo) }
            draw(operation, base: base, mask: mask, masks: &masks, in: cairo)
        }
        if isClipSaved { cairo_restore(cr) }
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// True when a clip chain has a shape that `cairo_clip` cannot express (a layer, or an inverse path).
    private static func needsMask(_ clip: DisplayList.CanvasClip) -> Bool {
        var current: DisplayList.CanvasClip? = clip
        while let link = current {
            if link.isInverse { return true }
            if case .layer = link.shape { return true }
            current = link.parent
        }
        return false
    }

    /// Intersects cairo's clip with the chain's plain (non-inverse) path shapes.
    private func applyPathClips(_ clip: DisplayList.CanvasClip, base: CGAffineTransform, in cairo: CairoContext) {
        var current: DisplayList.CanvasClip? = clip
        while let link = current {
            if !link.isInverse, case .path(let path, let style, let transform) = link.shape {
                cairo.setMatrix(transform.concatenating(base))
                cairo.setPath(path)
                cairo_set_fill_rule(cairo.pointer, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_clip(cairo.pointer)
            }
            current = link.parent
        }
        cairo.setMatrix(base)
    }

    /// The alpha mask (device space) of a chain's layer and inverse shapes: opaque where every
    /// one of them lets content through. Built once per chain and frame.
    private func mask(for clip: DisplayList.CanvasClip, base: CGAffineTransform,
                      masks: inout [ObjectIdentifier: CairoPattern], in cairo: CairoContext) -> CairoPattern {
        if let known = masks[ObjectIdentifier(clip)] { return known }
        let cr = cairo.pointer
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_push_group(cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_paint(cr)
        var current: DisplayList.CanvasClip? = clip
        while let link = current {
            // What the shape lets through is kept (DEST_IN) or, inverted, removed (DEST_OUT).
            let keep = link.isInverse ? CAIRO_OPERATOR_DEST_OUT : CAIRO_OPERATOR_DEST_IN
            switch link.shape {
            case .path(let path, let style, let transform):
                if link.isInverse {
                    cairo.setMatrix(transform.concatenating(base))
                    cairo.setPath(path)
                    cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                    cairo_identity_matrix(cr)
                    cairo_set_operator(cr, keep)
                    cairo_set_source_rgba(cr, 0, 0, 0, 1)
                    cairo_fill(cr)
                }
            case .layer(let operations, let opacity):
                cairo_push_group(cr)
                var inner: [ObjectIdentifier: CairoPattern] = [:]
                replay(operations, base: base, masks: &inner, in: cairo)
                cairo_identity_matrix(cr)
                let layer = CairoPattern(adopting: cairo_pop_group(cr)!)
                cairo_set_operator(cr, keep)
                cairo_set_source(cr, layer.pointer)
                cairo_paint_with_alpha(cr, min(max(opacity, 0), 1))
            }
            current = link.parent
        }
        cairo_identity_matrix(cr)
        let mask = CairoPattern(adopting: cairo_pop_group(cr)!)
        cairo_restore(cr)
        masks[ObjectIdentifier(clip)] = mask
        return mask
    }

    /// Draws one operation with its state: straight into the target when it can, else through a group.
    private func draw(_ operation: DisplayList.CanvasOperation, base: CGAffineTransform, mask: CairoPattern?,
                      masks: inout [ObjectIdentifier: CairoPattern], in cairo: CairoContext) {
        let cr = cairo.pointer
        let state = operation.state
        let alpha = min(max(state.opacity, 0), 1)
        guard alpha > 0 else { return }
        let blend = state.blendMode.cairoOperator
        // A fill or stroke folds its opacity into its paint; text, images and symbols need a
        // group only to fade; a layer always is one (its operations may blend with each other).
        let isPaint: Bool, isLayer: Bool
        switch operation {
        case .fill, .stroke: (isPaint, isLayer) = (true, false)
        case .layer: (isPaint, isLayer) = (false, true)
        case .text, .image, .items: (isPaint, isLayer) = (false, false)
        }
        if !isLayer, state.filters.isEmpty, mask == nil, isPaint || alpha >= 1 {
            cairo_set_operator(cr, blend)
            drawContent(of: operation, base: base, alpha: alpha, masks: &masks, in: cairo)
            return
        }
        let scale = Self.scale(of: base)
        var area = canvasBounds(of: operation).applying(base)
        for filter in state.filters {
            switch filter {
            case .blur(let sigma, _):
                area = Self.effectArea(area, blurSigma: Double(sigma) * scale, shadowOffset: nil, shadowSigma: 0)
            case .shadow(let shadow):
                area = Self.effectArea(area, blurSigma: 0, shadowOffset: shadow.offset.applying(base),
                                       shadowSigma: Double(shadow.sigma) * scale)
            case .colorMatrix, .alphaThreshold:
                break
            }
        }
        area = area.intersection(targetBounds)
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return }

        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, area.minX.rounded(.down), area.minY.rounded(.down),
                        area.maxX.rounded(.up) - area.minX.rounded(.down), area.maxY.rounded(.up) - area.minY.rounded(.down))
        cairo_clip(cr)
        cairo_push_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        drawContent(of: operation, base: base, alpha: 1, masks: &masks, in: cairo)
        cairo_identity_matrix(cr)
        var layers = [CanvasFilteredLayer(pattern: CairoPattern(adopting: cairo_pop_group(cr)!), blendMode: nil)]
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)  // the filters' own groups draw plainly
        for filter in state.filters {
            layers = layers.flatMap { apply(filter, to: $0, base: base, in: cairo) }
        }
        for layer in layers {
            cairo_set_operator(cr, layer.blendMode?.cairoOperator ?? blend)
            if let mask {
                // Fade first, then keep what the mask lets through.
                cairo_push_group(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                cairo_set_source(cr, layer.pattern.pointer)
                cairo_paint_with_alpha(cr, alpha)
                cairo_pop_group_to_source(cr)
                cairo_mask(cr, mask.pointer)
            } else {
                cairo_set_source(cr, layer.pattern.pointer)
                cairo_paint_with_alpha(cr, alpha)
            }
        }
        cairo_restore(cr)
    }

    /// Draws what an operation draws, at `alpha` (for fills and strokes; others are drawn
    /// opaque and faded by their group), with the current operator and clip.
    private func drawContent(of operation: DisplayList.CanvasOperation, base: CGAffineTransform, alpha: Double,
                             masks: inout [ObjectIdentifier: CairoPattern], in cairo: CairoContext) {
        let cr = cairo.pointer
        switch operation {
        case .fill(let path, let shading, let style, let state):
            cairo.setMatrix(state.transform.concatenating(base))
            cairo.setPath(path)
            cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            if !style.isAntialiased { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
            setSource(shading, alpha: alpha, coverage: path.boundingRect, in: cairo)
            cairo_fill(cr)
            if !style.isAntialiased { cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT) }
        case .stroke(let path, let shading, let style, let state):
            cairo.setMatrix(state.transform.concatenating(base))
            cairo.setPath(path)
            cairo.setStrokeStyle(style)
            let reach = style.lineWidth / 2 * max(1, style.miterLimit)
            setSource(shading, alpha: alpha, coverage: path.boundingRect.insetBy(dx: -reach, dy: -reach), in: cairo)
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
        case .text(let run, let state):
            cairo.setMatrix(state.transform.concatenating(base))
            cairo.setSource(run.paint, coverage: run.frame)
            textEngine.draw(run, in: cairo)
        case .image(let bitmap, let rect, let state):
            cairo.setMatrix(state.transform.concatenating(base))
            drawImage(bitmap, in: rect, cairo: cairo)
        case .items(let items, let state):
            cairo.setMatrix(state.transform.concatenating(base))
            let tree = ItemTree(items)
            draw(tree, range: 0..<tree.items.count, in: cairo)
        case .layer(let operations, _):
            replay(operations, base: base, masks: &masks, in: cairo)
        }
        cairo.setMatrix(base)
    }

    /// Sets a canvas shading as the source, its alpha multiplied by `alpha`, its gradient
    /// spread applied.
    private func setSource(_ shading: DisplayList.CanvasShading, alpha: Double, coverage: CGRect, in cairo: CairoContext) {
        var paint = shading.paint
        if alpha < 1 { paint = paint.fading(by: alpha) }
        if case .color(let color) = paint {
            cairo.setSource(color)
            return
        }
        cairo.setSource(paint, coverage: coverage)
        switch shading.spread {
        case .pad: break
        case .repeat: cairo_pattern_set_extend(cairo_get_source(cairo.pointer), CAIRO_EXTEND_REPEAT)
        case .reflect: cairo_pattern_set_extend(cairo_get_source(cairo.pointer), CAIRO_EXTEND_REFLECT)
        }
    }

    /// The area an operation can touch, in the canvas's coordinates (before filters).
    private func canvasBounds(of operation: DisplayList.CanvasOperation) -> CGRect {
        switch operation {
        case .fill(let path, _, _, let state):
            return path.boundingRect.applying(state.transform)
        case .stroke(let path, _, let style, let state):
            let reach = style.lineWidth / 2 * (style.lineJoin == .miter ? max(1, style.miterLimit) : 1.5)
            return path.boundingRect.insetBy(dx: -reach, dy: -reach).applying(state.transform)
        case .text(let run, let state):
            let margin = run.font.size / 4
            return run.frame.insetBy(dx: -margin, dy: -margin).applying(state.transform)
        case .image(_, let rect, let state):
            return rect.applying(state.transform)
        case .items(let items, let state):
            let tree = ItemTree(items)
            return deviceBounds(of: tree, range: 0..<tree.items.count, transform: state.transform)
        case .layer(let operations, _):
            return operations.reduce(CGRect.null) { $0.union(canvasBounds(of: $1)) }
        }
    }
}

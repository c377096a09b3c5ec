import CPangoCairo
import Foundation
import LunaparkCore
import LunaparkGraph

extension CairoRenderer {
    /// A filtered canvas group and the blend mode it is composited with (nil: the context's).
    struct CanvasFilteredLayer {
        var pattern: CairoPattern
        var blendMode: GraphicsContext.BlendMode?
    }

    /// Applies one filter to a group drawn with an identity matrix (device space). Blur and
    /// colour filters change the group's pixels; a shadow makes a new group, or two layers
    /// composited separately (`disablesGroup`, or a shadow under the content blended with a
    /// mode of its own, which needs the background).
    func apply(_ filter: DisplayList.CanvasFilter, to layer: CanvasFilteredLayer, base: CGAffineTransform,
               in cairo: CairoContext) -> [CanvasFilteredLayer] {
        switch filter {
        case .blur(let sigma, let opaque):
            Self.blur(layer.pattern, sigma: Double(sigma) * Self.scale(of: base))
            if opaque { CanvasPixelFilter.makeOpaque(layer.pattern) }
            return [layer]
        case .colorMatrix(let matrix, let linear):
            if linear {
                CanvasPixelFilter.applyLinear(matrix, to: layer.pattern)
            } else {
                CanvasPixelFilter.apply(matrix, to: layer.pattern)
            }
            return [layer]
        case .alphaThreshold(let low, let high, let color):
            CanvasPixelFilter.threshold(layer.pattern, min: low, max: high, color: color)
            return [layer]
        case .shadow(let shadow):
            return apply(shadow, to: layer, base: base, in: cairo)
        }
    }

    /// The shadow filter: the content's alpha (or its inverse) in the shadow colour, blurred,
    /// moved, then put under (or over) the content.
    private func apply(_ shadow: DisplayList.CanvasShadow, to layer: CanvasFilteredLayer, base: CGAffineTransform,
                       in cairo: CairoContext) -> [CanvasFilteredLayer] {
        let cr = cairo.pointer
        let options = shadow.options
        cairo_push_group(cr)
        cairo.setSource(shadow.color)
        if options.contains(.invertsAlpha) {
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
            cairo_set_source(cr, layer.pattern.pointer)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        } else {
            cairo_mask(cr, layer.pattern.pointer)
        }
        let tinted = CairoPattern(adopting: cairo_pop_group(cr)!)
        Self.blur(tinted, sigma: Double(shadow.sigma) * Self.scale(of: base))
        let offset = shadow.offset.applying(base)
        cairo_push_group(cr)
        cairo_translate(cr, offset.width, offset.height)
        cairo_set_source(cr, tinted.pointer)
        cairo_paint(cr)
        cairo_identity_matrix(cr)
        let moved = CanvasFilteredLayer(pattern: CairoPattern(adopting: cairo_pop_group(cr)!),
                                        blendMode: shadow.blendMode == .normal ? layer.blendMode : shadow.blendMode)
        let content = options.contains(.shadowOnly) ? [] : [layer]
        let above = options.contains(.shadowAbove)
        if options.contains(.disablesGroup) || (!above && shadow.blendMode != .normal) {
            return above ? content + [moved] : [moved] + content
        }
        // One group: the shadow blended with its mode against the content (over it, or under it).
        cairo_push_group(cr)
        if !above {
            cairo_set_source(cr, moved.pattern.pointer)
            cairo_paint(cr)
        }
        if !options.contains(.shadowOnly) {
            cairo_set_source(cr, layer.pattern.pointer)
            cairo_paint(cr)
        }
        if above {
            cairo_set_operator(cr, shadow.blendMode.cairoOperator)
            cairo_set_source(cr, moved.pattern.pointer)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        return [CanvasFilteredLayer(pattern: CairoPattern(adopting: cairo_pop_group(cr)!), blendMode: layer.blendMode)]
    }
}

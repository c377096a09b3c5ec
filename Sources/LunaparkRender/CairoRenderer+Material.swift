import CPangoCairo
import Foundation
import LunaparkCore
import LunaparkGraph

extension CairoRenderer {
    /// Fills `path` with a material: the pixels already drawn beneath it in this frame, blurred
    /// with `BoxBlur` (σ = `blurRadius` times the device scale), saturated by `saturation`
    /// (`ColorMatrix.saturation`), clipped to the path, then its tint painted over them, all
    /// multiplied by `alpha`.
    ///
    /// "Beneath" is the target of the current cairo context and the content groups of the
    /// effect layers open in it (`backdropGroups`), composited in order: what shows through the
    /// material is what would show without it. The backdrop is sampled from the shape's device
    /// bounds grown by the blur's reach (3σ + 1 pixels); beyond the target's edges it repeats
    /// the edge pixels (as a material at a window's edge stays opaque). The blurred result is
    /// kept per drawing (`MaterialBackdrop`) and reused while the sampled pixels are unchanged.
    func drawMaterial(_ drawing: DisplayList.Drawing, path: Path, material: DisplayList.MaterialPaint,
                      style: FillStyle, alpha: Double, in cairo: CairoContext) {
        let cr = cairo.pointer
        let device = drawing.transform.concatenating(cairo.matrix)
        // At most 300 px: `BoxBlur` caps its box near σ = 266 px anyway, and the cap keeps the
        // sampled area finite under a huge scale. A NaN radius blurs nothing.
        let requested = Double(material.blurRadius) * Self.scale(of: device)
        let sigma = requested.isNaN ? 0 : min(max(requested, 0), 300)
        let reach = sigma > 0 ? 3 * sigma + 1 : 0
        let shapeArea = path.boundingRect.applying(device)
        let sample = shapeArea.insetBy(dx: -reach, dy: -reach)
            .intersection(targetBounds.insetBy(dx: -reach, dy: -reach))
        guard !sample.isNull, !sample.isInfinite, sample.width >= 0.5, sample.height >= 0.5,
              shapeArea.intersects(targetBounds) else {
            statistics.culled += 1
            return
        }
        let key = MaterialBackdrop.Key(x: Int(sample.minX.rounded(.down)), y: Int(sample.minY.rounded(.down)),
                                       width: Int(sample.maxX.rounded(.up) - sample.minX.rounded(.down)),
                                       height: Int(sample.maxY.rounded(.up) - sample.minY.rounded(.down)),
                                       sigma: sigma, saturation: material.saturation)
        guard let backdrop = backdropPixels(in: key, of: cairo) else { return }
        let blurred: CairoImageSurface
        if let kept = materialBackdrops[drawing.id], kept.key == key, kept.matches(backdrop) {
            kept.lastUsedFrame = frame
            blurred = kept.blurred
            statistics.materialsFromCache += 1
        } else {
            let source = MaterialBackdrop.bytes(of: backdrop)
            BoxBlur.blur(backdrop.data, width: backdrop.width, height: backdrop.height, stride: backdrop.stride,
                         sigma: sigma)
            if material.saturation != 1 {
                ColorMatrixFilter.apply(.saturation(material.saturation), to: backdrop.data, width: backdrop.width,
                                        height: backdrop.height, stride: backdrop.stride)
            }
            backdrop.markDirty()
            blurred = backdrop
            materialBackdrops[drawing.id] = MaterialBackdrop(key: key, source: source, blurred: backdrop, frame: frame)
            statistics.materialsBlurred += 1
        }

        cairo_save(cr)
        cairo.concatenate(drawing.transform)
        cairo.setPath(path)
        cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        cairo_clip(cr)
        let user = cairo.matrix
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, blurred.pointer, Double(key.x), Double(key.y))
        paint(alpha: alpha, cr)
        cairo.setMatrix(user)
        cairo.setSource(material.tint)
        paint(alpha: alpha, cr)
        cairo_restore(cr)
    }

    private func paint(alpha: Double, _ cr: OpaquePointer) {
        if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
    }

    /// A new surface holding the device pixels of `key`'s rectangle as they stand: the
    /// context's target (its edge pixels repeated outside it), then each open content group of
    /// this context over it. Nil when cairo cannot allocate the surface.
    private func backdropPixels(in key: MaterialBackdrop.Key, of cairo: CairoContext) -> CairoImageSurface? {
        guard let surface = CairoImageSurface(width: key.width, height: key.height) else { return nil }
        let copy = CairoContext(surface: surface)
        let b = copy.pointer
        cairo_translate(b, -Double(key.x), -Double(key.y))
        cairo_set_operator(b, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(b, cairo_get_target(cairo.pointer), 0, 0)
        cairo_pattern_set_extend(cairo_get_source(b), CAIRO_EXTEND_PAD)
        cairo_paint(b)
        cairo_set_operator(b, CAIRO_OPERATOR_OVER)
        // Group surfaces carry the device offset of their area, which cairo applies to a source.
        for group in backdropGroups where group.context == cairo.pointer {
            cairo_set_source_surface(b, group.surface, 0, 0)
            cairo_paint(b)
        }
        surface.flush()
        return surface
    }

    /// True when a drawing in `range` of `tree` fills with a material: a layer holding one is
    /// not cached as a whole, since its pixels depend on what lies beneath it.
    static func containsMaterial(_ tree: ItemTree, range: Range<Int>) -> Bool {
        for index in range {
            if case .drawing(let drawing) = tree.items[index], case .fill(_, .material, _) = drawing.content {
                return true
            }
        }
        return false
    }
}

import CPangoCairo
import Foundation
import LunaparkCore
import LunaparkGraph

/// Layers with perspective (`DisplayList.Layer.projection`). Cairo's matrices are affine, so a
/// projected layer is drawn in two steps: its content (with the layer's other effects) is
/// rasterized into an offscreen surface at the resolution the projection shows it at, then
/// `ProjectiveWarp` maps that surface with the 3x3 projective transform (bilinear filtering,
/// inverse mapping: every destination pixel samples the source where the inverse projection
/// puts it, so the far edge is truly shorter and straight lines stay straight). The warp lands in a surface the size of the projected area, which cairo then
/// composites with the layer's opacity and blend mode, inside the current clip.
extension CairoRenderer {
    /// The smallest w (the homogeneous coordinate) a corner of a projected layer may have:
    /// nearer to the eye plane the content is edge-on or behind the viewer and is not drawn.
    static let minimumProjectedW = 1e-3

    /// The largest offscreen rasterization of a projected layer, in pixels: four targets.
    private var maximumProjectedSourceArea: Double { max(4 * Double(targetArea), 1) }

    /// Draws `layer`, whose `projection` is not nil, and its content (`range` of `tree`).
    func drawProjected(_ layer: DisplayList.Layer, projection: ProjectionTransform, content tree: ItemTree,
                       range: Range<Int>, in cairo: CairoContext) {
        statistics.groupLayers += 1
        let contentToDevice = projection.concatenating(ProjectionTransform(layer.transform.concatenating(cairo.matrix)))
        let contentArea = projectedContentArea(of: layer, content: tree, range: range)
        guard let contentArea,
              let deviceArea = Self.projectedBounds(of: contentArea, through: contentToDevice)?.intersection(targetBounds),
              !deviceArea.isNull, deviceArea.width >= 1, deviceArea.height >= 1 else {
            statistics.culled += tree.drawingCount(in: range)
            return
        }

        // 1. The content, flat, at the largest magnification the projection shows it at.
        var scale = Self.largestMagnification(of: contentToDevice, over: contentArea)
        let areaAtUnitScale = Double(contentArea.width * contentArea.height)
        if areaAtUnitScale * scale * scale > maximumProjectedSourceArea {
            scale = (maximumProjectedSourceArea / areaAtUnitScale).squareRoot()
        }
        let sourceMinX = (contentArea.minX * scale).rounded(.down), sourceMinY = (contentArea.minY * scale).rounded(.down)
        let sourceWidth = Int((contentArea.maxX * scale).rounded(.up) - sourceMinX)
        let sourceHeight = Int((contentArea.maxY * scale).rounded(.up) - sourceMinY)
        let contentToSource = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: -sourceMinX, ty: -sourceMinY)
        guard let source = CairoImageSurface(width: max(sourceWidth, 1), height: max(sourceHeight, 1)) else {
            statistics.culled += tree.drawingCount(in: range)
            return
        }
        let offscreen = CairoContext(surface: source)
        offscreen.setMatrix(contentToSource)
        var flat = layer
        flat.projection = nil
        flat.transform = .identity
        flat.opacity = 1
        flat.blendMode = .normal
        let savedBounds = targetBounds
        targetBounds = CGRect(x: 0, y: 0, width: source.width, height: source.height)
        draw(flat, content: tree, range: range, in: offscreen)
        targetBounds = savedBounds
        source.flush()

        // 2. The warp: destination pixel → device → content → source pixel.
        let originX = deviceArea.minX.rounded(.down), originY = deviceArea.minY.rounded(.down)
        let width = Int(deviceArea.maxX.rounded(.up) - originX), height = Int(deviceArea.maxY.rounded(.up) - originY)
        var deviceToContent = contentToDevice
        guard deviceToContent.invert(), let warped = CairoImageSurface(width: width, height: height) else {
            statistics.culled += tree.drawingCount(in: range)
            return
        }
        let destinationToSource = ProjectionTransform(CGAffineTransform(translationX: originX, y: originY))
            .concatenating(deviceToContent)
            .concatenating(ProjectionTransform(contentToSource))
        Self.warp(source, into: warped, by: destinationToSource)
        warped.markDirty()

        // 3. Composite, in device space, inside the current clip.
        let cr = cairo.pointer
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, layer.blendMode.cairoOperator)
        cairo_set_source_surface(cr, warped.pointer, originX, originY)
        if layer.opacity < 1 {
            cairo_paint_with_alpha(cr, max(0, layer.opacity))
        } else {
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    /// The area the layer's content and its own effects cover, in content coordinates;
    /// nil when empty or unbounded.
    private func projectedContentArea(of layer: DisplayList.Layer, content tree: ItemTree,
                                      range: Range<Int>) -> CGRect? {
        var area = deviceBounds(of: tree, range: range, transform: .identity)
        if let clip = layer.clip { area = area.intersection(clip.boundingRect) }
        area = Self.effectArea(area, blurSigma: Double(layer.blurRadius),
                               shadowOffset: layer.shadow.map { CGSize(width: $0.x, height: $0.y) },
                               shadowSigma: Double(layer.shadow?.radius ?? 0))
        guard !area.isNull, !area.isInfinite, area.width > 0, area.height > 0 else { return nil }
        return area
    }

    /// The bounding box of `rect` mapped through `transform`; nil when a corner's w is below
    /// `minimumProjectedW` (the rectangle reaches the eye plane: not drawn).
    static func projectedBounds(of rect: CGRect, through transform: ProjectionTransform) -> CGRect? {
        var result = CGRect.null
        for corner in rect.corners {
            guard transform.w(of: corner) >= minimumProjectedW, let mapped = transform.apply(to: corner),
                  mapped.x.isFinite, mapped.y.isFinite else { return nil }
            result = result.union(CGRect(origin: mapped, size: .zero))
        }
        return result
    }

    /// How many device pixels one content unit covers at most over `rect` (at its corners,
    /// where a projection magnifies most), at least 1/64.
    private static func largestMagnification(of transform: ProjectionTransform, over rect: CGRect) -> Double {
        var largest = 1.0 / 64
        for corner in rect.corners {
            guard let p = transform.apply(to: corner),
                  let right = transform.apply(to: CGPoint(x: corner.x + 1, y: corner.y)),
                  let down = transform.apply(to: CGPoint(x: corner.x, y: corner.y + 1)) else { continue }
            let dx = Double(hypot(right.x - p.x, right.y - p.y)), dy = Double(hypot(down.x - p.x, down.y - p.y))
            if dx.isFinite { largest = max(largest, dx) }
            if dy.isFinite { largest = max(largest, dy) }
        }
        return min(largest, 64)
    }

    /// Fills `destination` with `source` sampled through `transform` (destination pixel
    /// coordinates to source ones, pixel centres at +0.5 as in cairo).
    static func warp(_ source: CairoImageSurface, into destination: CairoImageSurface, by transform: ProjectionTransform) {
        ProjectiveWarp.warp(source: UnsafeRawPointer(source.data), sourceWidth: source.width,
                            sourceHeight: source.height, sourceStride: source.stride,
                            destination: destination.data, width: destination.width, height: destination.height,
                            destinationStride: destination.stride, by: transform)
    }
}

extension CGRect {
    /// The four corners: top-left, top-right, bottom-right, bottom-left (y down).
    var corners: [CGPoint] {
        [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY)]
    }
}

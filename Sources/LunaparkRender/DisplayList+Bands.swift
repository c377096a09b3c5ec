import Foundation
import LunaparkGraph

extension DisplayList {
    /// True when a band target would not draw some item exactly as a whole target does, so
    /// `BandedRenderer` draws the frame in one pass:
    /// - an item that reads pixels beyond its own: a layer with a blur, a shadow or a
    ///   perspective projection, or a canvas operation with a blur or shadow filter (also
    ///   inside masks, canvas layers and symbols). It is drawn through a group the size of
    ///   the device area it covers, which a band would cut at its edge (a blur near the edge
    ///   would miss the next band's rows);
    /// - a rotated or sheared layer or drawing: its raster is resampled (bilinear), and
    ///   pixman's result for a pixel depends on where the composited area begins, which a
    ///   band edge moves (measured: a rotated ellipse crossing the edge differs by 1-2 of
    ///   255 in a few pixels of 7 rows, `BandedRendererTests`).
    /// Everything else (fills, strokes, text, images and cached rasters placed at whole
    /// pixels, scaled or not; clips, masks, colour matrices, opacity, blend modes) is drawn
    /// per pixel, the same in a band as in the whole frame.
    var needsWholeFrame: Bool { Self.needsWholeFrame(items) }

    static func needsWholeFrame(_ items: [Item]) -> Bool {
        items.contains { item in
            switch item {
            case .end:
                return false
            case .layer(let layer):
                if layer.transform.b != 0 || layer.transform.c != 0 { return true }
                if layer.isPlainTransform { return false }
                if layer.blurRadius > 0 || layer.shadow != nil || layer.projection != nil { return true }
                return layer.mask.map(needsWholeFrame) ?? false
            case .drawing(let drawing):
                if drawing.transform.b != 0 || drawing.transform.c != 0 { return true }
                guard case .canvas(let operations) = drawing.content else { return false }
                return needsWholeFrame(operations)
            }
        }
    }

    static func needsWholeFrame(_ operations: [CanvasOperation]) -> Bool {
        operations.contains { operation in
            let filters = operation.state.filters
            if filters.contains(where: { if case .colorMatrix = $0 { false } else if case .alphaThreshold = $0 { false } else { true } }) {
                return true
            }
            if operation.state.transform.b != 0 || operation.state.transform.c != 0 { return true }
            switch operation {
            case .items(let items, _): return needsWholeFrame(items)
            case .layer(let nested, _): return needsWholeFrame(nested)
            case .fill, .stroke, .text, .image: return false
            }
        }
    }
}

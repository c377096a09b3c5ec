import Foundation
import LunaparkCore

/// The destination of one layer of a canvas drawing: the operations recorded so far, in
/// order. Copies of a `GraphicsContext` share it; `drawLayer` and `clipToLayer` record
/// into a recorder of their own that shares the canvas's `resources` and `symbols`.
final class CanvasRecorder {
    var operations: [DisplayList.CanvasOperation] = []
    /// The canvas's bounds, in its coordinates (origin zero).
    let bounds: CGRect
    let resources: CanvasResources
    /// The canvas's symbols by tag.
    let symbols: [AnyHashable: GraphicsContext.ResolvedSymbol]

    init(bounds: CGRect, resources: CanvasResources, symbols: [AnyHashable: GraphicsContext.ResolvedSymbol]) {
        self.bounds = bounds
        self.resources = resources
        self.symbols = symbols
    }
}

/// What a canvas renderer resolves text and images with: the graph's text measurer and
/// image loader. Used on the main actor, where canvases call
/// their renderers.
@MainActor
final class CanvasResources {
    let textMeasurer: (any TextMeasuring)?
    /// Loads an image by name (cached by the canvas's node across frames), or nil.
    let loadImage: (String) -> ImageBitmap?

    init(textMeasurer: (any TextMeasuring)?, loadImage: @escaping (String) -> ImageBitmap?) {
        self.textMeasurer = textMeasurer
        self.loadImage = loadImage
    }

    /// The resources of `graph`: its text measurer, and its image loader (a missing loader or
    /// a failed load reported once through the graph).
    convenience init(graph: ViewGraph) {
        self.init(textMeasurer: graph.textMeasurer, loadImage: { [link = graph.link] name in
            guard let graph = link.graph else { return nil }
            guard let loader = graph.imageLoader else {
                graph.report("image '\(name)': this host cannot load images")
                return nil
            }
            do { return try loader.image(named: name) } catch {
                graph.report("\(error)")
                return nil
            }
        })
    }
}

import Foundation
import LunaparkCore

extension DisplayList {
    /// One drawing operation a `Canvas` renderer recorded through its `GraphicsContext`, with
    /// the context's state at that moment. A canvas draws as one `Drawing` whose content is
    /// `.canvas(operations)`: the renderer replays them in order on cairo, so ten thousand
    /// particles are ten thousand operations in one item, not ten thousand views or items.
    ///
    /// Geometry is in the canvas's coordinates (origin at its top-left) after `state.transform`.
    public enum CanvasOperation: Sendable {
        /// Fills a path's interior (`GraphicsContext.fill(_:with:style:)`).
        case fill(Path, CanvasShading, FillStyle, CanvasState)
        /// Strokes a path's outline (`GraphicsContext.stroke(_:with:style:)`).
        case stroke(Path, CanvasShading, StrokeStyle, CanvasState)
        /// Draws text laid out in `TextRun.frame` (`GraphicsContext.draw(_:in:)` for text).
        case text(TextRun, CanvasState)
        /// Draws a bitmap scaled into `rect` (`GraphicsContext.draw(_:in:style:)` for images).
        case image(ImageBitmap, rect: CGRect, CanvasState)
        /// Draws a symbol: the display-list items of a view from the canvas's `symbols`, in
        /// the symbol's own coordinates (placed by `state.transform`).
        case items([Item], CanvasState)
        /// A transparency layer (`GraphicsContext.drawLayer(content:)`): its operations are
        /// composited together, then onto the canvas with the state's opacity, blend mode,
        /// filters and clip.
        case layer([CanvasOperation], CanvasState)

        /// The state the operation is drawn with.
        public var state: CanvasState {
            switch self {
            case .fill(_, _, _, let state), .stroke(_, _, _, let state), .text(_, let state),
                 .image(_, _, let state), .items(_, let state), .layer(_, let state):
                state
            }
        }
    }

    /// How a canvas operation is coloured: a paint (colour or gradient, geometry in the
    /// operation's user space) and what a gradient does beyond its end points.
    public struct CanvasShading: Sendable, Hashable {
        /// What a gradient shows outside its nominal range.
        public enum Spread: Sendable, Hashable {
            /// The end colours continue (the default).
            case pad
            /// The gradient starts again (`GradientOptions.repeat`).
            case `repeat`
            /// The gradient runs back and forth (`GradientOptions.mirror`).
            case reflect
        }

        public var paint: Paint
        public var spread: Spread

        public init(paint: Paint, spread: Spread = .pad) {
            self.paint = paint
            self.spread = spread
        }
    }
}

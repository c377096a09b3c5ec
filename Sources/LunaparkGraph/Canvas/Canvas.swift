import Foundation
import LunaparkCore

/// A view that draws with immediate-mode calls (SwiftUI's `Canvas`): its `renderer` gets a
/// `GraphicsContext` and the canvas's size and fills, strokes and draws text, images and
/// symbol views into it.
///
/// The canvas takes the size it is offered (10 x 10 points when a dimension is unspecified,
/// like a shape) and clips what it draws to its bounds. It records what the renderer draws
/// into one display-list drawing that the cairo renderer replays; ten thousand particles are
/// one view and one drawing. The renderer runs again when the canvas is updated (its parent's
/// body ran again, for example a `TimelineView(.animation)` each frame, or its environment
/// changed) or its size changed, and otherwise not: other views animating next to it do not
/// make it redraw.
///
/// `rendersAsynchronously` is a hint SwiftUI may ignore; Lunapark draws synchronously, in the
/// frame the canvas was updated in. For `isOpaque` and `colorMode` see their documentation.
public struct Canvas<Symbols: View>: View {
    public typealias Body = Never

    /// Views the renderer can draw, each found by its `.tag(_:)` through `resolveSymbol(id:)`.
    public var symbols: Symbols
    /// The drawing callback: a context to draw into and the canvas's size in points.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// A promise that the drawing covers every pixel opaquely (drawing translucent content
    /// then gives undefined results in SwiftUI). Lunapark composites the canvas the same way either way.
    public var isOpaque: Bool
    /// The working colour space; see `ColorRenderingMode` (every mode draws as `.nonLinear`).
    public var colorMode: ColorRenderingMode
    /// Whether the canvas may present its content asynchronously (a hint; see the type's documentation).
    public var rendersAsynchronously: Bool

    /// A canvas whose `renderer` draws, with `symbols` (views tagged with `.tag(_:)`) to draw by id.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.symbols = symbols()
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    public static func _makeNode(_ view: Canvas, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        CanvasNode<Symbols>(parent: parent, graph: graph)
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas whose `renderer` draws.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
                  renderer: renderer, symbols: { EmptyView() })
    }
}

import Lunapark

// Apple's pages on Canvas and GraphicsContext (the green ellipse, the masked copy of a
// context, the scatter plot drawn with a symbol), then the part of The SwiftUI Lab's series
// that its TimelineView article announces: a canvas in TimelineView(.animation) drawing
// thousands of particles, one view for all of them.

/// Shift+5: immediate-mode drawing with Canvas and GraphicsContext.
struct CanvasScene: ParkSceneView {
    static let info = SceneInfo(key: .shift("5"), title: "Canvas", shortTitle: "Canvas",
                                sources: [.appleSwiftUIDocumentation, .timelineViewSwiftUILab])

    enum Example: String, SceneExample {
        case apple = "Apple: GraphicsContext"
        case fountain = "particle fountain"
        case symbols = "symbols"

        var explanation: String {
            switch self {
            case .apple:
                "Apple's examples: a canvas strokes an ellipse that fits its size; a copy of the context clipped to the top-left quarter fills the ellipse green, and the original context, not clipped, fills the blue square. Each context keeps its own state (clip, transform, opacity, filters) but both draw into the same canvas."
            case .fountain:
                "TimelineView(.animation) re-evaluates its content every frame and the Canvas in it draws each particle from the timeline's date: context.fill faded by context.opacity, added with .plusLighter. However many particles, one view and one drawing (inspector: no other body runs)."
            case .symbols:
                "Apple's scatter plot: Canvas(renderer:symbols:) takes views tagged with .tag(_:); the renderer finds one with context.resolveSymbol(id:) and draws it as often as it likes with context.draw(_:in:). Here the marks drift on a TimelineView, and the lower row adds filters: a shadow, a blur and a hue rotation."
            }
        }
    }

    @State private var example: Example = .fountain

    var body: some View {
        ExampleScene(info: Self.info,
                     lesson: "A Canvas hands its renderer a GraphicsContext to fill, stroke and draw into, with transforms, opacity, blend modes, clips and filters; cairo replays it as one drawing.",
                     example: $example) { example in
            switch example {
            case .apple: AppleCanvasExample()
            case .fountain: ParticleFountainExample()
            case .symbols: ScatterPlotExample()
            }
        }
    }
}

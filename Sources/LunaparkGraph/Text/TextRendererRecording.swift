import Foundation
import LunaparkCore

/// What a text view draws through the environment's `TextRenderer`: its `Text.Layout` from the
/// graph's measurer, handed to the renderer with a `GraphicsContext` in the text's coordinates.
@MainActor
struct TextRendererRecording {
    var string: String
    var spans: [TextSpan]
    var font: Font.Resolved
    var paint: DisplayList.Paint
    var paragraph: TextParagraphStyle
    var alignment: TextAlignment
    var lineLimit: Int?
    var attributes: [AnyHashable]

    /// The layout of the text in a frame of `size`.
    func layout(in size: CGSize, measurer: any TextMeasuring) -> Text.Layout {
        let geometry = measurer.geometry(of: string, spans: spans, font: font, paragraph: paragraph,
                                         alignment: alignment, maxWidth: size.width, lineLimit: lineLimit)
        return Text.Layout(geometry: geometry, string: string, spans: spans, font: font, paint: paint,
                           attributes: attributes)
    }

    /// The operations `renderer` records for the text in a frame of `size`.
    func operations(_ renderer: AnyTextRenderer, size: CGSize, environment: EnvironmentValues,
                    graph: ViewGraph) -> [DisplayList.CanvasOperation] {
        let recorder = CanvasRecorder(bounds: bounds(for: renderer, size: size),
                                      resources: CanvasResources(graph: graph), symbols: [:])
        var context = GraphicsContext(recorder: recorder, environment: environment, state: DisplayList.CanvasState())
        renderer.draw(layout(in: size, measurer: graph.textMeasurer), &context)
        return recorder.operations
    }

    /// The area the drawing may cover: the frame grown by the renderer's `displayPadding` and
    /// by one em on every side (room for glyphs an effect moves, as iOS does not clip text).
    func bounds(for renderer: AnyTextRenderer, size: CGSize) -> CGRect {
        let padding = renderer.displayPadding
        return CGRect(x: -padding.leading, y: -padding.top, width: size.width + padding.leading + padding.trailing,
                      height: size.height + padding.top + padding.bottom).insetBy(dx: -font.size, dy: -font.size)
    }
}

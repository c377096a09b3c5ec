import Foundation
import LunaparkCore

extension GraphicsContext {
    /// Text resolved in a context's environment (SwiftUI's `GraphicsContext.ResolvedText`):
    /// its font, alignment and line limit fixed, ready to measure and draw many times.
    /// Baselines (`firstBaseline(in:)`, `lastBaseline(in:)`) are not provided: the text
    /// measurer reports sizes only.
    public struct ResolvedText {
        let string: String
        let font: Font.Resolved
        let alignment: TextAlignment
        let lineLimit: Int?
        let resources: CanvasResources

        /// What the glyphs are filled with: the text's own colour, else the environment's
        /// foreground style. Colour glyphs (emoji) keep their colours.
        public var shading: Shading

        /// The size the text takes when laid out in `size` (wrapped at its width when finite),
        /// in points; the width is at most `size.width`.
        public func measure(in size: CGSize) -> CGSize {
            let maxWidth = size.width.isFinite ? max(size.width, 0) : nil
            let measured = MainActor.assumeIsolated { [resources, string, font, lineLimit] in
                resources.textMeasurer?.size(of: string, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
            }
            guard let measured else { return .zero }
            return CGSize(width: min(measured.width, maxWidth ?? measured.width), height: measured.height)
        }
    }

    /// `text` with its font, colour, alignment and line limit resolved in this context's environment.
    public func resolve(_ text: Text) -> ResolvedText {
        // A renderer runs on the main actor (CanvasNode calls it there); the text and
        // environment are only read during this synchronous call.
        let text = text
        nonisolated(unsafe) let environment = environment
        let (string, font, color) = MainActor.assumeIsolated { (text.string, text.resolvedFont(in: environment), text.color) }
        return ResolvedText(string: string, font: font, alignment: environment.multilineTextAlignment,
                            lineLimit: environment.lineLimit, resources: recorder.resources,
                            shading: color.map { .color($0) } ?? .foreground)
    }

    /// Draws `text` laid out in `rect` (wrapped at its width, aligned by the environment's
    /// `multilineTextAlignment`), its top-left at the rectangle's.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        guard !text.string.isEmpty, rect.width.isFinite, rect.height.isFinite else { return }
        let shading = text.shading.resolved(in: environment, bounds: rect)
        let run = DisplayList.TextRun(string: text.string, font: text.font, paint: shading.paint, frame: rect,
                                      alignment: text.alignment, lineLimit: text.lineLimit)
        recorder.operations.append(.text(run, state))
    }

    /// Draws `text` at its ideal size (unwrapped), placed so that its `anchor` lies on `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        draw(text, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                              width: size.width, height: size.height))
    }

    /// Resolves `text` and draws it in `rect` (see `draw(_:in:)` for resolved text).
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// Resolves `text` and draws it with its `anchor` on `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }
}

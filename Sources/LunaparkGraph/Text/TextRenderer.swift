import Foundation
import LunaparkCore

/// A value that draws text views in place of their standard rendering (SwiftUI's `TextRenderer`, iOS 17).
///
/// Set with `textRenderer(_:)`: every `Text` below calls `draw(layout:in:)` with its laid-out
/// lines, runs and glyph clusters (`Text.Layout`) and a `GraphicsContext` in the text's
/// coordinates, instead of drawing itself. A renderer is `Animatable`: when it changes in an
/// animated transaction its `animatableData` is interpolated and the text drawn again each frame.
public protocol TextRenderer: Animatable {
    /// Draws `layout` into `ctx` (the text's frame, origin top-left).
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)

    /// The size of the text for `proposal`; the default is `text.size(proposal)`, the text's own size.
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize

    /// Extra room around the text's frame that drawing may use without being clipped (a shadow,
    /// a glyph moved by an effect); default none.
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    /// The text's own size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.size(proposal) }

    /// No padding.
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// A text view as a custom renderer sees it when sizing (SwiftUI's `TextProxy`).
@MainActor
public struct TextProxy {
    let measure: @MainActor (ProposedViewSize) -> CGSize

    /// The size the text takes for `proposal`, as it would without the renderer.
    public func size(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

/// A value attached to text that a `TextRenderer` can read from its runs (SwiftUI's `TextAttribute`):
/// `Text("…").customAttribute(Emphasis())`, then `run[Emphasis.self]`.
public protocol TextAttribute: Hashable {}

extension Text {
    /// This text with `value` attached to all of its runs; a later attribute of the same type
    /// replaces an earlier one. Drawing ignores it; renderers read it with `run[T.self]`.
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
        var text = self
        text.customAttributes.removeAll { $0.base is T }
        text.customAttributes.append(AnyHashable(value))
        return text
    }
}

/// A renderer with its type erased, as the environment carries it to text views.
@MainActor
struct AnyTextRenderer {
    let draw: @MainActor (Text.Layout, inout GraphicsContext) -> Void
    let sizeThatFits: @MainActor (ProposedViewSize, TextProxy) -> CGSize
    let displayPadding: EdgeInsets

    init<R: TextRenderer>(_ renderer: R) {
        draw = { renderer.draw(layout: $0, in: &$1) }
        sizeThatFits = { renderer.sizeThatFits(proposal: $0, text: $1) }
        displayPadding = renderer.displayPadding
    }
}

private struct TextRendererKey: EnvironmentKey {
    static var defaultValue: AnyTextRenderer? { nil }
}

extension EnvironmentValues {
    /// The renderer text views in the subtree draw with (nil: their standard drawing).
    var textRenderer: AnyTextRenderer? {
        get { self[TextRendererKey.self] }
        set { self[TextRendererKey.self] = newValue }
    }
}

extension View {
    /// Makes every text view in this view draw itself with `renderer` (iOS 17). The renderer
    /// animates: change it inside `withAnimation` and its `animatableData` is interpolated.
    public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
        TextRendererView(content: self, renderer: renderer)
    }
}

/// The view `textRenderer(_:)` makes: animatable through the renderer's data, so its body runs
/// each frame of an animation with the interpolated renderer.
struct TextRendererView<Content: View, Renderer: TextRenderer>: View, Animatable {
    var content: Content
    var renderer: Renderer

    var animatableData: Renderer.AnimatableData {
        get { renderer.animatableData }
        set { renderer.animatableData = newValue }
    }

    var body: some View { content.environment(\.textRenderer, AnyTextRenderer(renderer)) }
}

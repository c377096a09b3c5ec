import Foundation
import LunaparkCore

extension GraphicsContext {
    /// An image resolved in a context's environment (SwiftUI's `GraphicsContext.ResolvedImage`):
    /// loaded once, ready to draw many times.
    ///
    /// An `Image(systemName:)` is drawn as the view draws it, with its Material Icons glyph in
    /// the foreground style (an unknown name draws nothing); a file that cannot be loaded
    /// (reported once) as a light grey box of 40 x 40 points, like the view.
    public struct ResolvedImage {
        enum Content {
            case bitmap(ImageBitmap)
            case symbol(ResolvedText)
            case missing
            case empty
        }

        let content: Content

        /// The image's size in points (a bitmap's pixels count as points).
        public let size: CGSize

        /// The distance from the top to the baseline: the bottom edge, as for images in SwiftUI.
        public var baseline: CGFloat { size.height }

        /// What a symbol image's glyph is filled with (nil: the foreground style). Bitmaps
        /// keep their own colours: Lunapark has no template images.
        public var shading: Shading?
    }

    /// `image` loaded and sized in this context's environment.
    public func resolve(_ image: Image) -> ResolvedImage {
        switch image.source {
        case .bitmap(let bitmap):
            return ResolvedImage(content: .bitmap(bitmap), size: bitmap.size)
        case .named(let name):
            let bitmap = MainActor.assumeIsolated { [resources = recorder.resources] in resources.loadImage(name) }
            guard let bitmap else { return ResolvedImage(content: .missing, size: CGSize(width: 40, height: 40)) }
            return ResolvedImage(content: .bitmap(bitmap), size: bitmap.size)
        case .symbol(let name):
            // The Material Icons glyph in a square of the font size times the image scale, as
            // the view draws it; an unknown name draws nothing (the view reports it).
            guard let glyph = SystemSymbolTable.glyph(named: name) else {
                return ResolvedImage(content: .empty, size: .zero)
            }
            let side = (environment.font ?? .body).resolved(at: environment.dynamicTypeSize).size * environment.imageScale.factor
            let text = ResolvedText(string: glyph, font: Font.Resolved(size: side, customName: SystemSymbolTable.fontFamily),
                                    alignment: .leading, lineLimit: 1, resources: recorder.resources, shading: .foreground)
            return ResolvedImage(content: .symbol(text), size: CGSize(width: side, height: side))
        }
    }

    /// Draws `image` scaled to fill `rect` (`style` is accepted for SwiftUI's signature; a
    /// bitmap fills its whole rectangle, so the fill rule changes nothing).
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        switch image.content {
        case .bitmap(let bitmap):
            recorder.operations.append(.image(bitmap, rect: rect, state))
        case .symbol(var text):
            if let shading = image.shading { text.shading = shading }
            // The glyph at its own size, scaled into the rectangle.
            guard image.size.width > 0, image.size.height > 0 else { return }
            var scaled = self
            scaled.translateBy(x: rect.minX, y: rect.minY)
            scaled.scaleBy(x: rect.width / image.size.width, y: rect.height / image.size.height)
            scaled.draw(text, in: CGRect(origin: .zero, size: image.size))
        case .missing:
            fill(Path(rect), with: .color(Color(white: 0.85)))
        case .empty:
            break
        }
    }

    /// Draws `image` at its size with its `anchor` on `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image, in: CGRect(x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height,
                               width: image.size.width, height: image.size.height))
    }

    /// Resolves `image` and draws it scaled to fill `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Resolves `image` and draws it at its size with its `anchor` on `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }
}

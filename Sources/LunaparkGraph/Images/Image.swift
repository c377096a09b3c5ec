import Foundation
import LunaparkCore

/// A view that displays an image (SwiftUI's `Image`).
///
/// `Image("name")` shows `Assets/Images/name.png` at its own size, or
/// scaled to the space offered after `.resizable()`. A missing or corrupt
/// file is reported once (one line) and the view shows a grey box instead.
/// `Image(systemName:)` has no SF Symbols to draw on Linux: a few common
/// names map to an emoji (`heart.fill` ❤️, `star.fill` ⭐, `hand.wave` 👋,
/// ...), other names show the name as text.
public struct Image: View, Equatable {
    public typealias Body = Never

    enum Source: Equatable {
        case named(String)
        case bitmap(ImageBitmap)
        case symbol(String)

        static func == (a: Source, b: Source) -> Bool {
            switch (a, b) {
            case let (.named(x), .named(y)), let (.symbol(x), .symbol(y)): x == y
            case let (.bitmap(x), .bitmap(y)): x === y
            default: false
            }
        }
    }

    let source: Source
    var isResizable = false

    /// The image `name` from `Assets/Images/`.
    public init(_ name: String) { source = .named(name) }

    /// An image from decoded pixels.
    public init(bitmap: ImageBitmap) { source = .bitmap(bitmap) }

    /// A symbol (drawn as an emoji where one fits; see the type's documentation).
    public init(systemName: String) { source = .symbol(systemName) }

    /// This image, scaled to fill the space it is offered.
    public func resizable() -> Image { var copy = self; copy.isResizable = true; return copy }

    public static func _makeNode(_ view: Image, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ImageNode(parent: parent, graph: graph)
    }

    static let symbolEmoji: [String: String] = [
        "heart": "♡", "heart.fill": "❤️", "star": "☆", "star.fill": "⭐", "hand.wave": "👋",
        "hand.wave.fill": "👋", "sun.max.fill": "☀️", "moon.fill": "🌙", "bell.fill": "🔔",
        "bell": "🔔", "music.note": "🎵", "face.smiling": "🙂", "checkmark": "✓", "xmark": "✕",
        "play.fill": "▶", "pause.fill": "⏸", "metronome": "⏱", "flame.fill": "🔥",
    ]
}


@MainActor
final class ImageNode: ViewNode {
    private var image = Image("")
    private var bitmap: ImageBitmap?
    private var version: UInt64 = 0
    /// For `Image(systemName:)`: the text the symbol is drawn as.
    private var symbolText: ViewNode?

    override var children: [ViewNode] { symbolText.map { [$0] } ?? [] }

    override func update(with view: any View, context: UpdateContext) {
        let newImage = view as! Image
        environment = context.environment
        if case .symbol(let name) = newImage.source {
            image = newImage
            var font = (context.environment.font ?? .body).resolved
            font.size *= context.environment.imageScale.factor
            symbolText = reconcile(symbolText, with: Text(Image.symbolEmoji[name] ?? name).font(Font(font)), context: context)
            return
        }
        if symbolText != nil {
            symbolText?.willUnmount()
            symbolText = nil
        }
        guard newImage != image || version == 0 else { return }
        if newImage.source != image.source || version == 0 {
            bitmap = load(newImage.source)
        }
        if newImage.isResizable != image.isResizable || newImage.source != image.source { graph.setNeedsLayout() }
        image = newImage
        version &+= 1
        graph.setNeedsDisplay()
    }

    private func load(_ source: Image.Source) -> ImageBitmap? {
        switch source {
        case .bitmap(let b): return b
        case .symbol: return nil
        case .named(let name):
            guard let loader = graph.imageLoader else {
                graph.report("image '\(name)': this host cannot load images")
                return nil
            }
            do { return try loader.image(named: name) } catch {
                graph.report("\(error)")
                return nil
            }
        }
    }

    private var naturalSize: CGSize { bitmap?.size ?? CGSize(width: 40, height: 40) }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let symbolText { return symbolText.measure(proposal) }
        return image.isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    override func place(in rect: CGRect, transaction: Transaction) {
        super.place(in: rect, transaction: transaction)
        symbolText?.place(in: rect, transaction: effectiveTransaction(inherited: transaction))
    }

    override func render(into builder: inout DisplayListBuilder) {
        if let symbolText { return symbolText.render(into: &builder) }
        let frame = presentedFrame
        let rect = CGRect(origin: .zero, size: frame.size)
        let transform = CGAffineTransform(translationX: frame.minX, y: frame.minY)
        if let bitmap {
            builder.draw(DisplayList.Drawing(id: displayID(0), version: version, transform: transform,
                                             bounds: rect, content: .image(bitmap, rect: rect)))
        } else {
            // The file could not be loaded: a grey box keeps the layout and shows where it is missing.
            builder.draw(DisplayList.Drawing(id: displayID(0), version: version, transform: transform, bounds: rect,
                                             content: .fill(Path(rect), .color(Color(white: 0.85).resolved), FillStyle())))
        }
    }
}

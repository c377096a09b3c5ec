import Foundation
import LunaparkCore

/// A view that displays an image (SwiftUI's `Image`).
///
/// `Image("name")` shows `Assets/Images/name.png` (or the image set `name` of
/// an asset catalog) at its own size, or
/// scaled to the space offered after `.resizable()`. A missing or corrupt
/// file is reported once (one line) and the view shows a grey box instead.
/// `Image(systemName:)` draws the Material Icons glyph that stands in for
/// the SF Symbol (see `init(systemName:)`).
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
    /// `Image(systemName:variableValue:)`: the part of a variable symbol drawn lit, 0...1.
    var variableValue: Double?
    /// `symbolRenderingMode(_:)` on the image itself.
    var renderingMode: SymbolRenderingMode?

    /// The image `name`: `Assets/Images/<name>.png`, else the image set `name` of
    /// an asset catalog (`AssetCatalog`; in `bundle`'s resources first, when
    /// given), drawn at its file's scale so that a 2x file shows at half its pixel size.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let bundle { AssetCatalog.shared.include(bundle) }
        source = .named(name)
    }

    /// An image from decoded pixels.
    public init(bitmap: ImageBitmap) { source = .bitmap(bitmap) }

    /// A symbol image: the SF Symbol `systemName`, drawn with the closest icon of
    /// the Material Icons font (SF Symbols are not available on Linux; about 200
    /// common names are mapped, from `heart.fill` and `chevron.right` to
    /// `cloud.bolt` and `sparkles`). As in SwiftUI the symbol follows the text
    /// around it: its square is the font size in force (`.font`, default `.body`,
    /// 17 points) times the `imageScale` factor, and it is drawn in the foreground
    /// style. After `resizable()` the square is stretched to the frame. An unknown
    /// name draws nothing, takes no space, and logs "No symbol named '…' found in
    /// system symbol set" once, as SwiftUI does. Font weights do not change the
    /// glyph (Material Icons has one weight).
    public init(systemName: String) { source = .symbol(systemName) }

    /// A symbol image whose variable-colour part is lit up to `variableValue` (0...1, clamped;
    /// nil lights it all), as SF Symbols light the layers of `wifi` or `speaker.wave.3` above a
    /// threshold: Lunapark's glyph has one layer, so the part of its length (bottom to top for
    /// `wifi…` names, leading to trailing otherwise) beyond the value is drawn at 35 % opacity.
    public init(systemName: String, variableValue: Double?) {
        source = .symbol(systemName)
        self.variableValue = variableValue.map { $0.isFinite ? min(max($0, 0), 1) : 1 }
    }

    /// This image, scaled to fill the space it is offered.
    public func resizable() -> Image { var copy = self; copy.isResizable = true; return copy }

    public static func _makeNode(_ view: Image, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ImageNode(parent: parent, graph: graph)
    }
}

@MainActor
final class ImageNode: ViewNode {
    private(set) var image = Image("")
    private var bitmap: ImageBitmap?
    var version: UInt64 = 0
    /// For `Image(systemName:)` with a known name: what the symbol is drawn with.
    private(set) var symbol: SymbolGlyph?
    /// The symbol effects in force (`symbolEffect`), and the pose they give this frame.
    var symbolEffects: [SymbolEffectActivation] = []
    var symbolPose = SymbolPose.rest
    /// The symbol being replaced while a `ContentTransition.symbolEffect` plays.
    var replacement: SymbolReplacement?
    /// Drawn as a placeholder box (`redacted(reason: .placeholder)`).
    private var isPlaceholder = false

    override func update(with view: any View, context: UpdateContext) {
        let newImage = view as! Image
        environment = context.environment
        let newSymbol = SymbolGlyph(newImage.source, in: environment, graph: graph)
        let placeholder = environment.isRedactedAsPlaceholder
        updateSymbolEffects(from: symbol, to: newSymbol)
        guard newImage != image || newSymbol != symbol || placeholder != isPlaceholder || version == 0 else { return }
        isPlaceholder = placeholder
        if newImage.source != image.source || version == 0 {
            bitmap = load(newImage.source)
        }
        if newImage.isResizable != image.isResizable || newImage.source != image.source
            || newSymbol?.font.size != symbol?.font.size {
            invalidateLayout()
        }
        image = newImage
        symbol = newSymbol
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

    /// A bitmap's size; a symbol's square; nothing for an unknown symbol; 40 x 40 for a missing file.
    private var naturalSize: CGSize {
        if case .symbol = image.source {
            let side = symbol?.font.size ?? 0
            return CGSize(width: side, height: side)
        }
        return bitmap?.size ?? CGSize(width: 40, height: 40)
    }

    override func stepAnimations(to time: TimeInterval) -> Bool {
        let running = super.stepAnimations(to: time)
        return stepSymbolEffects(to: time) || running
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        image.isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    override func render(into builder: inout DisplayListBuilder) {
        let frame = presentedFrame
        if isPlaceholder {
            // A rounded box of the image's frame (see `RedactionReasons`).
            builder.fill(frame, cornerRadius: min(frame.width, frame.height) * 0.1,
                         color: RedactionPlaceholder.color(in: environment), id: displayID(0))
            return
        }
        if case .symbol = image.source {
            renderSymbol(in: frame, into: &builder)
            return
        }
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

import Foundation
import LunaparkCore

/// What an `Image(systemName:)` is drawn with: its Material Icons glyph, the
/// font that sets its size, and the foreground style it is filled with.
///
/// The font's ascent is its em and its descent 0 (hhea and OS/2 of
/// MaterialIcons-Regular.ttf: 512/0 at 512 units per em), and every icon
/// advances one em: the glyph's em square is the layout's first line, so a
/// run one em square at the origin draws the icon inside it.
@MainActor
struct SymbolGlyph: Equatable {
    /// The symbol name drawn: the image's, or its variant's (`symbolVariant(_:)`).
    let name: String
    let glyph: String
    /// The environment's font (default `.body`) scaled by `imageScale`, in the Material Icons family.
    let font: Font.Resolved
    let style: ResolvedShapeStyle

    /// The glyph for `source` in `environment`; nil for other sources, and for names the table lacks or
    /// when the icon font is missing, each reported once through `graph`.
    init?(_ source: Image.Source, in environment: EnvironmentValues, graph: ViewGraph) {
        guard case .symbol(let imageName) = source else { return nil }
        let name = environment.symbolVariants.symbolName(for: imageName) { SystemSymbolTable.codepoints[$0] != nil }
        guard let glyph = SystemSymbolTable.glyph(named: name) else {
            // SwiftUI's console message for an unknown name (the graph drops repeats).
            graph.report("No symbol named '\(name)' found in system symbol set")
            return nil
        }
        guard graph.textMeasurer.hasFont(named: SystemSymbolTable.fontFamily) else {
            graph.report("Image(systemName:): the \(SystemSymbolTable.fontFamily) font is not installed "
                         + "(Debian package fonts-material-design-icons-iconfont); symbols are not drawn")
            return nil
        }
        let size = (environment.font ?? .body).resolved(at: environment.dynamicTypeSize).size * environment.imageScale.factor
        self.name = name
        self.glyph = glyph
        font = Font.Resolved(size: size, customName: SystemSymbolTable.fontFamily)
        style = ForegroundStyle()._resolve(in: environment)
    }

    /// Whether variable colour lights this symbol bottom to top (the arcs of `wifi…`) rather
    /// than leading to trailing.
    var lightsVertically: Bool { name.hasPrefix("wifi") }

    /// The glyph's em square stretched over `frame` (its natural size is one em square), filled
    /// with `style` (by default the foreground style).
    func drawing(id: DisplayID, version: UInt64, in frame: CGRect, style: ResolvedShapeStyle? = nil) -> DisplayList.Drawing {
        let style = style ?? self.style
        let em = max(font.size, 0.001)
        let square = CGRect(x: 0, y: 0, width: em, height: em)
        let run = DisplayList.TextRun(string: glyph, font: font, paint: style.paint(in: square.size),
                                      frame: square, lineLimit: 1)
        let transform = CGAffineTransform(translationX: frame.minX, y: frame.minY)
            .scaledBy(x: frame.width / em, y: frame.height / em)
        return DisplayList.Drawing(id: id, version: version, transform: transform,
                                   bounds: square.insetBy(dx: -1, dy: -1), content: .text(run))
    }
}

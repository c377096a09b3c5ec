import Foundation
import Lunapark
@testable import LunaparkGraph
import Testing

/// `Image(systemName:)` drawn from the Material Icons font: sizes, tint, scale, unknown names.
@MainActor
struct SystemSymbolTests {
    private func host<V: View>(_ view: V, size: CGFloat = 100) -> (HeadlessHost, [String]) {
        let host = HeadlessHost(size: CGSize(width: size, height: size)) { EmptyView() }
        var reported: [String] = []
        host.graph.diagnosticHandler = { reported.append($0) }
        host.graph.setRootView(view)
        _ = host.render()
        return (host, reported)
    }

    private func image<V: View>(_ view: V, size: CGFloat = 100) -> RenderedImage {
        host(view, size: size).0.render()
    }

    private func ink(_ image: RenderedImage) -> Int {
        image.count(in: CGRect(x: 0, y: 0, width: image.width, height: image.height)) { !image.isWhite($0, $1) }
    }

    /// The symbol at 40 points, top-left, with a red marker placed right after it in an HStack.
    private func symbolThenMarker(_ name: String) -> some View {
        HStack(spacing: 0) {
            Image(systemName: name).font(.system(size: 40))
            Color.red.frame(width: 4, height: 4)
        }
        .frame(width: 100, height: 100, alignment: .topLeading)
    }

    @Test func everyMappedNameDrawsAGlyph() {
        #expect(SystemSymbolTable.codepoints.count >= 80)
        var blank: [String] = []
        for name in SystemSymbolTable.codepoints.keys.sorted() {
            let drawn = image(Image(systemName: name).font(.system(size: 32)), size: 48)
            if ink(drawn) < 20 { blank.append(name) }
        }
        #expect(blank.isEmpty, "no ink: \(blank)")
    }

    @Test func filledAndOutlineVariantsDiffer() {
        let filled = ink(image(Image(systemName: "heart.fill").font(.system(size: 60))))
        let outline = ink(image(Image(systemName: "heart").font(.system(size: 60))))
        #expect(filled > outline * 3 / 2)
    }

    @Test func theSymbolSquareIsTheFontSizeTimesTheImageScale() {
        // The marker is centred on the symbol's height: look for it half way down.
        let column = { (image: RenderedImage, side: Int) in (0..<image.width).first { image.isRed($0, side / 2) } }
        #expect(column(image(symbolThenMarker("star.fill")), 40) == 40)
        let large = image(symbolThenMarker("star.fill").imageScale(.large))
        #expect(column(large, 52) == 52)
        let small = image(symbolThenMarker("star.fill").imageScale(.small))
        #expect(column(small, 32) == 32)
        // The ink stays inside the square: Material icons sit on a 24-unit grid with 2 units of padding.
        let star = image(Image(systemName: "star.fill").font(.system(size: 48)).frame(width: 100, height: 100, alignment: .topLeading))
        let span = star.inkSpan(row: 24)
        #expect(span != nil && span!.lowerBound >= 2 && span!.upperBound <= 46)
    }

    @Test func symbolsTakeTheForegroundStyle() {
        let red = image(Image(systemName: "circle.fill").font(.system(size: 60)).foregroundStyle(.red))
        #expect(red.isRed(50, 50))
        let plain = image(Image(systemName: "circle.fill").font(.system(size: 60)))
        #expect(plain.isDark(50, 50))
        let dark = image(Image(systemName: "circle.fill").font(.system(size: 60)).preferredColorScheme(.dark)
            .frame(width: 100, height: 100).background(Color.black))
        #expect(dark.pixel(x: 50, y: 50).r > 200)
    }

    @Test func resizableStretchesTheSquareOverTheFrame() {
        let wide = image(Image(systemName: "circle.fill").resizable().frame(width: 96, height: 40), size: 100)
        let row = wide.inkSpan(row: 50)
        #expect(row != nil && row!.count > 75)
    }

    @Test func anUnknownNameDrawsNothingAndWarnsOnce() {
        let view = VStack(spacing: 0) {
            Image(systemName: "no.such.symbol")
            Image(systemName: "no.such.symbol")
            Color.red.frame(width: 4, height: 4)
        }.frame(width: 100, height: 100, alignment: .top)
        let (host, messages) = host(view)
        #expect(messages == ["No symbol named 'no.such.symbol' found in system symbol set"])
        let drawn = host.render()
        // Both images take no space: the marker is at the top.
        #expect(drawn.isRed(49, 1))
        #expect(ink(drawn) == 16)
    }
}

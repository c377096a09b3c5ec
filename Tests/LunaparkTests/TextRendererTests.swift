import Foundation
import Lunapark
import Testing

/// A marker a renderer looks for.
private struct Highlight: TextAttribute {}

/// Keeps the last layout a renderer was given.
@MainActor private final class LayoutBox { var layout: Text.Layout? }

/// Draws every line as it is and remembers the layout.
private struct CapturingRenderer: TextRenderer {
    let box: LayoutBox
    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        box.layout = layout
        for line in layout { context.draw(line) }
    }
}

/// Moves each glyph down by `drop` times its index.
private struct StaircaseRenderer: TextRenderer {
    var drop: Double
    var animatableData: Double {
        get { drop }
        set { drop = newValue }
    }

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout {
            for run in line {
                for (index, glyph) in run.enumerated() {
                    var copy = context
                    copy.translateBy(x: 0, y: drop * Double(index))
                    copy.draw(glyph)
                }
            }
        }
    }
}

/// `TextRenderer` on the whole stack: the layout pango made, drawing lines and glyphs, and animation.
@MainActor
struct TextRendererTests {
    /// The rows in which some pixel is dark.
    private func inkRows(_ image: RenderedImage) -> [Int] {
        (0..<image.height).filter { y in (0..<image.width).contains { image.isDark($0, y) } }
    }

    @Test func theLayoutHasLinesRunsAndGlyphsWherePangoPutThem() throws {
        let box = LayoutBox()
        let host = HeadlessHost(size: CGSize(width: 300, height: 100)) {
            Text("Hello").font(.system(size: 20)).customAttribute(Highlight())
                .textRenderer(CapturingRenderer(box: box))
        }
        _ = host.render()
        let layout = try #require(box.layout)
        #expect(layout.count == 1 && !layout.isTruncated)
        let line = layout[0]
        #expect(line.count == 1)
        let run = line[0]
        #expect(run.count == 5 && run.layoutDirection == .leftToRight)
        #expect(run[Highlight.self] != nil)
        let xs = run.map(\.typographicBounds.origin.x)
        #expect(xs == xs.sorted() && xs[0] < 1)
        // Slices tile the run: each starts where the previous ends.
        for (a, b) in zip(run.dropLast(), run.dropFirst()) {
            #expect(abs(a.typographicBounds.rect.maxX - b.typographicBounds.origin.x) < 0.01)
        }
        let bounds = run.typographicBounds
        #expect(bounds.ascent > 14 && bounds.ascent < 22 && bounds.descent > 2 && bounds.descent < 8)
        #expect(abs(bounds.width - line.typographicBounds.width) < 0.01)
        #expect(abs(line.origin.y - bounds.ascent) < 0.5)
        #expect(run.characterIndices == run.characterIndices.sorted() && run.characterIndices.count == 5)
        #expect(run[1].characterIndices[0] > run[0].characterIndices[0])
        #expect(Text.Layout.RunSlice(run: run, indices: 1..<3).typographicBounds.width
                == run[1].typographicBounds.width + run[2].typographicBounds.width)
    }

    @Test func wrappedTextHasOneLinePerRowAndMarkdownSplitsRuns() throws {
        let box = LayoutBox()
        let host = HeadlessHost(size: CGSize(width: 90, height: 200)) {
            Text("one **two** three four").font(.system(size: 16))
                .frame(width: 90)
                .textRenderer(CapturingRenderer(box: box))
        }
        _ = host.render()
        let layout = try #require(box.layout)
        #expect(layout.count >= 2)
        #expect(layout[1].origin.y > layout[0].origin.y + 12)
        // "two" is bold: a run of its own on the first line.
        #expect(layout[0].count >= 2)
    }

    @Test func aRendererDrawsWhatTheStandardTextDraws() {
        func render(_ custom: Bool) -> RenderedImage {
            let box = LayoutBox()
            return HeadlessHost(size: CGSize(width: 200, height: 60)) {
                if custom {
                    Text("Lunapark").font(.system(size: 24)).textRenderer(CapturingRenderer(box: box))
                } else {
                    Text("Lunapark").font(.system(size: 24))
                }
            }.render()
        }
        let standard = render(false), custom = render(true)
        var differing = 0
        for y in 0..<60 {
            for x in 0..<200 where abs(Int(standard.pixel(x: x, y: y).r) - Int(custom.pixel(x: x, y: y).r)) > 40 {
                differing += 1
            }
        }
        #expect(inkRows(standard).count > 10)
        #expect(differing < 20)
    }

    @Test func anAnimatedRendererIsInterpolatedEachFrame() {
        struct Stairs: View {
            @State var drop = 0.0
            var body: some View {
                Text("ABCDEF").font(.system(size: 20))
                    .textRenderer(StaircaseRenderer(drop: drop))
                    .onTapGesture { withAnimation(.linear(duration: 1)) { drop = 4 } }
            }
        }
        let host = HeadlessHost(size: CGSize(width: 200, height: 120)) { Stairs() }
        let flat = inkRows(host.render())
        host.tap(at: CGPoint(x: 100, y: 60))
        host.advance(by: 0.5)
        let half = inkRows(host.render())
        host.advance(by: 1)
        let full = inkRows(host.render())
        // Six glyphs stepping down by `drop` each: the ink grows by 5 × drop (10, then 20 points).
        let spans = [flat, half, full].map { ($0.last ?? 0) - ($0.first ?? 0) }
        #expect(abs(spans[1] - spans[0] - 10) <= 2)
        #expect(abs(spans[2] - spans[0] - 20) <= 2)
    }
}

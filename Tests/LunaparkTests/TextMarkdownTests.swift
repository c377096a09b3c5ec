import Foundation
import Lunapark
import Testing

/// Inline Markdown in `Text` string literals, on pixels: styles drawn through
/// pango attributes and measured the same way by layout.
@MainActor
struct TextMarkdownTests {
    private func render<V: View>(_ view: V, width: CGFloat = 320) -> RenderedImage {
        HeadlessHost(size: CGSize(width: width, height: 40)) {
            view.font(.system(size: 20)).frame(width: width, height: 40, alignment: .leading)
        }.render()
    }

    private func ink(_ image: RenderedImage) -> Int {
        image.count(in: CGRect(x: 0, y: 0, width: image.width, height: image.height)) { image.isDark($0, $1) }
    }

    /// The first column (left to right) whose row 20 pixel is red, or nil.
    private func firstRedColumn(_ image: RenderedImage) -> Int? {
        (0..<image.width).first { image.isRed($0, 20) }
    }

    @Test func boldLiteralDrawsHeavierThanPlain() {
        let bold = render(Text("**Hamburgefonstiv**"))
        let plain = render(Text("Hamburgefonstiv"))
        let asWritten = render(Text(verbatim: "**Hamburgefonstiv**"))
        #expect(ink(bold) > ink(plain) * 5 / 4)
        // The asterisks are gone from the literal but shown by verbatim text and String variables.
        let variable = "**Hamburgefonstiv**"
        #expect(ink(render(Text(variable))) == ink(asWritten))
        #expect(ink(asWritten) > ink(plain))
    }

    @Test func layoutMeasuresStyledText() {
        let after = { (text: Text) in
            HStack(spacing: 0) { text; Color.red.frame(width: 10, height: 10) }
        }
        let bold = firstRedColumn(render(after(Text("**WWWWWW**"))))
        let plain = firstRedColumn(render(after(Text("WWWWWW"))))
        let code = firstRedColumn(render(after(Text("`iiiiii`"))))
        let plainI = firstRedColumn(render(after(Text("iiiiii"))))
        #expect(bold != nil && plain != nil && code != nil && plainI != nil)
        #expect(bold! > plain! + 5)
        // Monospaced i's are much wider than proportional ones.
        #expect(code! > plainI! + 20)
    }

    @Test func linksAreDrawnInTheTint() {
        let isBlue = { (image: RenderedImage, x: Int, y: Int) -> Bool in
            let p = image.pixel(x: x, y: y)
            return p.b > 180 && p.r < 90
        }
        let link = render(Text("Read [the guide](https://example.com)"))
        let blue = link.count(in: CGRect(x: 0, y: 0, width: 320, height: 40)) { isBlue(link, $0, $1) }
        #expect(blue > 40)
        let tinted = render(Text("Read [the guide](https://example.com)").tint(.red))
        #expect(tinted.count(in: CGRect(x: 0, y: 0, width: 320, height: 40)) { tinted.isRed($0, $1) } > 40)
        let plain = render(Text("Read the guide"))
        #expect(plain.count(in: CGRect(x: 0, y: 0, width: 320, height: 40)) { isBlue(plain, $0, $1) } == 0)
    }

    @Test func strikethroughDrawsALineAcrossTheWord() {
        // Row by row, the longest dark run: the strike line spans the word's width.
        func longestRun(_ image: RenderedImage) -> Int {
            var best = 0
            for y in 0..<image.height {
                var run = 0
                for x in 0..<image.width {
                    run = image.isDark(x, y) ? run + 1 : 0
                    best = max(best, run)
                }
            }
            return best
        }
        #expect(longestRun(render(Text("~~mnmnmnmn~~"))) > 60)
        #expect(longestRun(render(Text("mnmnmnmn"))) < 20)
    }
}

import Foundation
import Lunapark
import Testing

/// `redacted(reason: .placeholder)`: text lines become rounded bars of their width,
/// images boxes of their frame; `unredacted()` shows content again.
@MainActor
struct RedactionTests {
    private func render<V: View>(_ view: V) -> RenderedImage {
        HeadlessHost(size: CGSize(width: 300, height: 80)) {
            view.font(.system(size: 20)).frame(width: 300, height: 80, alignment: .topLeading)
        }.render()
    }

    private func greyColumns(_ image: RenderedImage, row y: Int) -> [Int] {
        (0..<image.width).filter { x in
            let p = image.pixel(x: x, y: y)
            let sum = Int(p.r) + Int(p.g) + Int(p.b)
            return sum > 540 && sum < 740
        }
    }

    @Test func textBecomesABarOfItsWidth() {
        let plain = render(HStack(alignment: .top, spacing: 0) { Text("Placeholder"); Color.red.frame(width: 4, height: 4) })
        let textWidth = (0..<plain.width).first { plain.isRed($0, 2) } ?? 0
        let redacted = render(Text("Placeholder").redacted(reason: .placeholder))
        // No glyph ink, one bar from x 0 to the text's width across the line's middle.
        #expect(redacted.count(in: CGRect(x: 0, y: 0, width: 300, height: 80)) { redacted.isDark($0, $1) } == 0)
        let bar = greyColumns(redacted, row: 12)
        #expect(bar.first == 0)
        #expect(abs((bar.last ?? 0) + 1 - textWidth) <= 1)
        #expect(greyColumns(redacted, row: 1).isEmpty)
        // unredacted() inside shows the text; an empty reason changes nothing.
        let shown = render(Text("Placeholder").unredacted().redacted(reason: .placeholder))
        #expect(shown.count(in: CGRect(x: 0, y: 0, width: 300, height: 80)) { shown.isDark($0, $1) } > 50)
        let none = render(Text("Placeholder").redacted(reason: []))
        #expect(none.count(in: CGRect(x: 0, y: 0, width: 300, height: 80)) { none.isDark($0, $1) } > 50)
    }

    @Test func wrappedTextDrawsABarPerLineAndImagesABox() {
        let redacted = render(Text("one two three four five six seven").frame(width: 120, alignment: .leading)
            .redacted(reason: .placeholder))
        let rowsWithBars = (0..<80).filter { !greyColumns(redacted, row: $0).isEmpty }
        // At least two separate bars (a gap between lines).
        let gaps = zip(rowsWithBars, rowsWithBars.dropFirst()).filter { $1 - $0 > 1 }.count
        #expect(gaps >= 1)
        let image = render(Image(systemName: "star.fill").font(.system(size: 40)).redacted(reason: .placeholder))
        #expect(greyColumns(image, row: 20).count >= 38)
    }
}

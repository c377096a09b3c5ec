import Foundation
import Lunapark
import Testing

/// Text's typography modifiers (kerning, tracking, baseline offset, lines, case, width) on
/// pixels: each measured by layout and drawn by pango as it was measured.
@MainActor
struct TextTypographyTests {
    private func render<V: View>(_ view: V, width: CGFloat = 320, height: CGFloat = 60) -> RenderedImage {
        HeadlessHost(size: CGSize(width: width, height: height)) {
            view.font(.system(size: 20)).frame(width: width, height: height, alignment: .topLeading)
        }.render()
    }

    /// The first column whose pixel in row 5 is red: where a red marker after the text starts.
    private func markerColumn<V: View>(after text: V) -> Int {
        let image = render(HStack(alignment: .top, spacing: 0) { text; Color.red.frame(width: 10, height: 10) })
        return (0..<image.width).first { image.isRed($0, 5) } ?? -1
    }

    /// The first row whose pixel in column 5 is red: where a red marker below the text starts.
    private func markerRow<V: View>(below text: V) -> Int {
        let image = render(VStack(alignment: .leading, spacing: 0) { text; Color.red.frame(width: 10, height: 10) },
                           height: 120)
        return (0..<image.height).first { image.isRed(5, $0) } ?? -1
    }

    private func dark(_ image: RenderedImage) -> [Int] {
        (0..<image.height).filter { y in (0..<image.width).contains { image.isDark($0, y) } }
    }

    @Test func trackingAndKerningAddSpaceAfterEachCharacter() {
        let plain = markerColumn(after: Text("iiiiii"))
        // 6 characters, 3 points each.
        #expect(abs(markerColumn(after: Text("iiiiii").tracking(3)) - (plain + 18)) <= 1)
        #expect(abs(markerColumn(after: Text("iiiiii").kerning(3)) - (plain + 18)) <= 1)
        // The view modifier reaches text below it; the text's own tracking wins over kerning.
        #expect(abs(markerColumn(after: VStack { Text("iiiiii") }.kerning(3)) - (plain + 18)) <= 1)
        #expect(abs(markerColumn(after: Text("iiiiii").tracking(1).kerning(5)) - (plain + 6)) <= 1)
        #expect(markerColumn(after: Text("iiiiii").tracking(-1)) < plain - 4)
    }

    @Test func baselineOffsetRaisesTheGlyphsAndGrowsTheText() {
        // Bottom-aligned, the raised pair's ink ends 8 rows above the plain pair's...
        let raised = render(HStack(alignment: .bottom, spacing: 10) { Text("HH"); Text("HH").baselineOffset(8) })
        let left = (0..<raised.height).filter { y in (0..<25).contains { raised.isDark($0, y) } }
        let right = (0..<raised.height).filter { y in (40..<70).contains { raised.isDark($0, y) } }
        #expect(!left.isEmpty && !right.isEmpty)
        #expect(abs((left.last! - right.last!) - 8) <= 1)
        // ... and the text is 8 points taller; a negative offset lowers the glyphs by growing it downwards.
        #expect(markerRow(below: Text("HH").baselineOffset(8)) == markerRow(below: Text("HH")) + 8)
        #expect(markerRow(below: Text("HH").baselineOffset(-6)) == markerRow(below: Text("HH")) + 6)
        let lowered = render(Text("HH").baselineOffset(-6))
        #expect(dark(lowered).first == dark(render(Text("HH"))).first.map { $0 + 6 })
    }

    @Test func underlineAndStrikethroughDrawInTheirColour() {
        // The line is about one point thick: its pixels are blended with white, so "reddish".
        let redRow = { (image: RenderedImage) in
            (0..<image.height).map { y in
                (0..<image.width).filter { x in let p = image.pixel(x: x, y: y); return p.r > 200 && p.g < 170 && p.b < 170 }.count
            }.max() ?? 0
        }
        #expect(redRow(render(Text("mnmnmnmn").underline(color: .red))) > 60)
        #expect(redRow(render(Text("mnmnmnmn").strikethrough(true, pattern: .dash, color: .red))) > 60)
        #expect(redRow(render(VStack { Text("mnmnmnmn") }.underline(color: .red))) > 60)
        // underline(false) on the text removes the environment's underline.
        #expect(redRow(render(VStack { Text("mnmnmnmn").underline(false) }.underline(color: .red))) == 0)
        #expect(redRow(render(Text("mnmnmnmn"))) == 0)
    }

    @Test func textCaseChangesWhatIsDrawnAndMeasured() {
        #expect(markerColumn(after: Text("hello").textCase(.uppercase)) == markerColumn(after: Text("HELLO")))
        #expect(markerColumn(after: Text("HeLLo").textCase(.lowercase)) == markerColumn(after: Text("hello")))
        // Markdown spans follow their stretch when the case changes its length (ß becomes SS).
        #expect(markerColumn(after: Text("**straße** x").textCase(.uppercase))
                == markerColumn(after: Text("**STRASSE** X")))
    }

    @Test func lineSpacingAddsSpaceBetweenLines() {
        let plain = markerRow(below: Text("A\nB\nC"))
        #expect(markerRow(below: Text("A\nB\nC").lineSpacing(10)) == plain + 20)
    }

    @Test func fontWidthCondensedIsNarrower() {
        let standard = markerColumn(after: Text("MMMMMMMM"))
        #expect(markerColumn(after: Text("MMMMMMMM").fontWidth(.condensed)) < standard * 92 / 100)
        #expect(markerColumn(after: VStack { Text("MMMMMMMM") }.fontWidth(.compressed)) < standard * 92 / 100)
    }

    @Test func truncationModeChoosesWhereTheEllipsisGoes() {
        let string = "MMMMMMMMMMMM iiiiiiiiiiiiiiiiiiiiiiiiiii"
        let leftInk = { (image: RenderedImage) in image.count(in: CGRect(x: 0, y: 0, width: 40, height: 60)) { image.isDark($0, $1) } }
        let tail = render(Text(string).lineLimit(1).frame(width: 150, alignment: .leading))
        let head = render(Text(string).lineLimit(1).truncationMode(.head).frame(width: 150, alignment: .leading))
        let middle = render(Text(string).lineLimit(1).truncationMode(.middle).frame(width: 150, alignment: .leading))
        // Tail keeps the heavy M's at the left; head starts with the ellipsis and thin i's.
        #expect(leftInk(tail) > leftInk(head) * 2)
        #expect(leftInk(middle) > leftInk(head) * 2)
        // Tail ends with the ellipsis, middle with the i's.
        let rightInk = { (image: RenderedImage) in image.count(in: CGRect(x: 115, y: 0, width: 35, height: 60)) { image.isDark($0, $1) } }
        #expect(rightInk(middle) > rightInk(tail) * 2)
    }

    @Test func minimumScaleFactorShrinksTextInsteadOfTruncating() {
        let string = "Hamburgefonstiv Hamburgefonstiv"
        let full = render(Text(string), width: 400)
        let truncated = render(Text(string).lineLimit(1).frame(width: 200, alignment: .leading))
        let shrunk = render(Text(string).lineLimit(1).minimumScaleFactor(0.3).frame(width: 200, alignment: .leading))
        let fullRows = dark(full), shrunkRows = dark(shrunk), truncatedRows = dark(truncated)
        // Shrunk to about 200/360 of its height, the whole string in 200 points.
        #expect(Double(shrunkRows.count) < Double(fullRows.count) * 0.7)
        #expect(truncatedRows.count == fullRows.count)
        let rightmost = (0..<shrunk.width).last { x in (0..<shrunk.height).contains { shrunk.isDark(x, $0) } } ?? 0
        #expect(rightmost > 185 && rightmost < 201)
        // A factor too large to fit still shrinks to it, then truncates.
        let limited = render(Text(string).lineLimit(1).minimumScaleFactor(0.9).frame(width: 200, alignment: .leading))
        #expect(abs(Double(dark(limited).count) - Double(fullRows.count) * 0.9) <= 2)
    }

    @Test func tighteningFitsTextThatIsSlightlyTooWide() {
        // Capital I's are vertical bars: count the bars crossing the middle row.
        func bars(_ image: RenderedImage) -> Int {
            var count = 0, inBar = false
            for x in 0..<image.width {
                let darkHere = image.isDark(x, 12)
                if darkHere && !inBar { count += 1 }
                inBar = darkHere
            }
            return count
        }
        let string = String(repeating: "I", count: 20)
        let natural = markerColumn(after: Text(string))
        let narrow = CGFloat(natural) * 0.97
        #expect(bars(render(Text(string))) == 20)
        #expect(bars(render(Text(string).lineLimit(1).frame(width: narrow, alignment: .leading))) < 20)
        #expect(bars(render(Text(string).lineLimit(1).allowsTightening(true).frame(width: narrow, alignment: .leading))) == 20)
    }
}

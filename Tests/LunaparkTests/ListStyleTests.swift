import Foundation
import Lunapark
import Testing

/// List styles on pixels. A 300 x 400 window, so the inset styles' side margin is 16 points
/// (cards x 16...284). In the grouped styles the default section spacing is 35 points: a
/// section without header starts its card at y 35; a header line starts 20 points down.
@MainActor
struct ListStyleTests {
    private let grey = (242, 242, 247)

    private struct Fruits<Style: ListStyle>: View {
        let style: Style
        var body: some View {
            List {
                Section("Fruits") {
                    Text("Apple")
                    Text("Pear")
                    Text("Plum")
                }
                Section {
                    Text("Basket")
                } footer: {
                    Text("Fruit keeps for a week.")
                }
            }
            .listStyle(style)
        }
    }

    /// The first y in column `x` (from `from` down) where `test` holds.
    private func firstY(_ image: RenderedImage, x: Int, from: Int = 0, where test: (RGBA8) -> Bool) -> Int? {
        (from..<image.height).first { test(image.pixel(x: x, y: $0)) }
    }

    private func isWhite(_ p: RGBA8) -> Bool { p.r > 250 && p.g > 250 && p.b > 250 }

    @Test func theDefaultStyleIsInsetGroupedCardsOnGrey() {
        let image = HeadlessHost(size: CGSize(width: 300, height: 400)) { Fruits(style: .automatic) }.render()
        // The grouped grey above the first section, in the side margins and below the list's content.
        #expect(image.matches(x: 150, y: 5, grey, tolerance: 3))
        #expect(image.matches(x: 8, y: 100, grey, tolerance: 3))
        #expect(image.matches(x: 292, y: 100, grey, tolerance: 3))
        // The first card: white from its top edge, inside the margins only.
        guard let top = firstY(image, x: 150, where: isWhite) else { Issue.record("no card"); return }
        #expect(top > 35 && top < 55, "a header line above the card: \(top)")
        #expect(isWhite(image.pixel(x: 17, y: top + 12)) && isWhite(image.pixel(x: 283, y: top + 12)))
        #expect(image.matches(x: 15, y: top + 12, grey, tolerance: 3))
        // Rounded corners (10 points): the card's corner pixel is still grey, 10 points in is white.
        #expect(image.matches(x: 16, y: top, grey, tolerance: 12))
        #expect(isWhite(image.pixel(x: 26, y: top + 1)))
        // Three 44-point rows, then grey between the two sections' cards.
        let bottom = (top..<400).first { !isWhite(image.pixel(x: 150, y: $0)) && !image.isDark(150, $0) && $0 > top + 131 } ?? 0
        #expect(abs(bottom - (top + 132)) <= 1, "the card is three rows tall: \(top)...\(bottom)")
        guard let second = firstY(image, x: 150, from: bottom + 1, where: isWhite) else { Issue.record("no second card"); return }
        #expect(abs(second - (bottom + 35)) <= 1, "35 points between sections: \(bottom) -> \(second)")
    }

    @Test func headersAreSmallGreyCapitalsAndFootersSitBelowTheCard() {
        let image = HeadlessHost(size: CGSize(width: 300, height: 400)) { Fruits(style: .insetGrouped) }.render()
        guard let top = firstY(image, x: 150, where: isWhite) else { Issue.record("no card"); return }
        // The header's ink: above the card, from the row text's leading edge (16 + 20), grey not black.
        let headerRows = (0..<top).filter { y in (36..<120).contains { image.pixel(x: $0, y: y).r < 200 } }
        #expect(!headerRows.isEmpty)
        // Capitals of the 13-point footnote font: no ascenders above or descenders below, under 11 px.
        #expect((headerRows.last ?? 0) - (headerRows.first ?? 0) < 11)
        let darkest = headerRows.flatMap { y in (36..<120).map { Int(image.pixel(x: $0, y: y).r) } }.min() ?? 0
        #expect(darkest > 60, "secondary, not black: \(darkest)")
        #expect(!(0..<36).contains { x in headerRows.contains { image.pixel(x: x, y: $0).r < 200 } })
        // The row text is black.
        let rowDarkest = (top..<top + 44).flatMap { y in (36..<120).map { Int(image.pixel(x: $0, y: y).r) } }.min() ?? 255
        #expect(rowDarkest < 40)
        // The footer below the second card, on grey.
        let secondTop = firstY(image, x: 150, from: top + 140, where: isWhite) ?? 0
        let footerInk = (secondTop + 45..<secondTop + 75).filter { y in (36..<200).contains { image.pixel(x: $0, y: y).r < 200 } }
        #expect(!footerInk.isEmpty)
        #expect(image.matches(x: 250, y: footerInk.first ?? 0, grey, tolerance: 3))
    }

    @Test func theDarkSchemeDarkensBackgroundAndCards() {
        let image = HeadlessHost(size: CGSize(width: 300, height: 400)) {
            Fruits(style: .insetGrouped).preferredColorScheme(.dark)
        }.render()
        #expect(image.matches(x: 150, y: 5, (0, 0, 0), tolerance: 3))
        #expect(image.matches(x: 8, y: 100, (0, 0, 0), tolerance: 3))
        // The card is (28, 28, 30) and its text white.
        #expect(image.matches(x: 250, y: 70, (28, 28, 30), tolerance: 3))
        #expect(image.count(in: CGRect(x: 36, y: 45, width: 60, height: 40)) { x, y in image.pixel(x: x, y: y).r > 200 } > 20)
    }

    @Test func hidingTheScrollContentBackgroundShowsWhatIsBehindButKeepsTheCards() {
        let image = HeadlessHost(size: CGSize(width: 300, height: 400)) {
            Fruits(style: .automatic)
                .scrollContentBackground(.hidden)
                .background(Color.indigo)
        }.render()
        #expect(image.matches(x: 150, y: 5, (88, 86, 214), tolerance: 3))
        #expect(image.matches(x: 8, y: 100, (88, 86, 214), tolerance: 3))
        #expect(image.matches(x: 250, y: 70, (255, 255, 255), tolerance: 3))
    }

    @Test func groupedSectionsSpanTheWholeWidthWithSquareCorners() {
        let image = HeadlessHost(size: CGSize(width: 300, height: 400)) { Fruits(style: .grouped) }.render()
        #expect(image.matches(x: 150, y: 5, grey, tolerance: 3))
        guard let top = firstY(image, x: 150, where: isWhite) else { Issue.record("no card"); return }
        #expect(isWhite(image.pixel(x: 0, y: top)) && isWhite(image.pixel(x: 299, y: top + 20)))
    }

    @Test func plainAndInsetListsStayOnWhiteWithoutCards() {
        let plain = HeadlessHost(size: CGSize(width: 300, height: 400)) { Fruits(style: .plain) }.render()
        // The plain header band at the top, rows on white from y 28 or so.
        #expect(plain.matches(x: 150, y: 3, (242, 242, 247), tolerance: 3))
        #expect(isWhite(plain.pixel(x: 5, y: 60)) && isWhite(plain.pixel(x: 295, y: 60)))
        let inset = HeadlessHost(size: CGSize(width: 300, height: 400)) { Fruits(style: .inset) }.render()
        // The header band inside the 16-point margins, white outside them.
        #expect(isWhite(inset.pixel(x: 8, y: 3)) && inset.matches(x: 150, y: 3, (242, 242, 247), tolerance: 3))
        // Row text starts 16 + 20 points in, 16 further than in the plain style.
        let plainText = (0..<150).first { x in (30..<70).contains { plain.isDark(x, $0) } } ?? 0
        let insetText = (0..<150).first { x in (30..<70).contains { inset.isDark(x, $0) } } ?? 0
        #expect(abs(insetText - plainText - 16) <= 1, "\(plainText) -> \(insetText)")
    }

    @Test func compactSectionSpacingBringsSectionsCloser() {
        func gap(_ spacing: ListSectionSpacing) -> Int {
            let image = HeadlessHost(size: CGSize(width: 300, height: 400)) {
                List {
                    Section { Text("One") }
                    Section { Text("Two") }
                }
                .listSectionSpacing(spacing)
            }.render()
            let top = firstY(image, x: 250, where: isWhite) ?? 0
            let end = firstY(image, x: 250, from: top, where: { !isWhite($0) }) ?? 0
            let next = firstY(image, x: 250, from: end, where: isWhite) ?? 0
            return next - end
        }
        #expect(abs(gap(.default) - 35) <= 1)
        #expect(abs(gap(.compact) - 20) <= 1)
        #expect(abs(gap(.custom(50)) - 50) <= 1)
    }

    @Test func sidebarHeadersAreHeadlinesInThePrimaryColour() {
        let image = HeadlessHost(size: CGSize(width: 300, height: 400)) { Fruits(style: .sidebar) }.render()
        guard let top = firstY(image, x: 150, where: isWhite) else { Issue.record("no card"); return }
        let darkest = (0..<top).flatMap { y in (36..<120).map { Int(image.pixel(x: $0, y: y).r) } }.min() ?? 255
        #expect(darkest < 40)
    }
}

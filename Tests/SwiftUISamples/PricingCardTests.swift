import Foundation
import Lunapark
import Testing

/// The pricing card on pixels: the star is orange and the terms' link part blue inside their
/// lines, the price is set in two sizes, and the button switches the price (drawn wider).
@MainActor
struct PricingCardTests {
    private func count(_ image: RenderedImage, in rows: Range<Int>, where test: (RGBA8) -> Bool) -> Int {
        rows.reduce(0) { sum, y in sum + (0..<image.width).filter { test(image.pixel(x: $0, y: y)) }.count }
    }

    /// The rightmost column with dark (text) pixels in `rows`.
    private func inkEnd(_ image: RenderedImage, in rows: Range<Int>) -> Int {
        (0..<image.width).last { x in rows.contains { y in
            let p = image.pixel(x: x, y: y); return Int(p.r) + Int(p.g) + Int(p.b) < 200 } } ?? -1
    }

    @Test func thePartsKeepTheirStylesAndTheButtonSwitchesThePrice() throws {
        let host = HeadlessHost(size: CGSize(width: 340, height: 300)) { PricingCard() }
        let image = host.render()
        let orange: (RGBA8) -> Bool = { $0.r > 220 && $0.g > 120 && $0.g < 180 && $0.b < 60 }
        let blue: (RGBA8) -> Bool = { $0.b > 200 && $0.r < 60 && $0.g < 150 }
        let orangeRows = (0..<image.height).filter { y in count(image, in: y..<y + 1, where: orange) > 0 }
        let blueRows = (0..<image.height).filter { y in count(image, in: y..<y + 1, where: blue) > 0 }
        let star = try #require(orangeRows.first), link = try #require(blueRows.first)
        #expect(count(image, in: 0..<image.height, where: orange) > 60, "the star glyph in orange")
        #expect(link > star, "the terms line (with its blue part) is under the rating line")
        // The price line sits between the headline and the rating: its ink is taller than 30 points.
        let dark: (RGBA8) -> Bool = { Int($0.r) + Int($0.g) + Int($0.b) < 200 }
        let priceRows = (30..<star - 4).filter { y in count(image, in: y..<y + 1, where: dark) > 0 }
        #expect(priceRows.count > 30, "the 44-point number: \(priceRows.count) rows")
        let priceBand = (priceRows.first ?? 0)..<(priceRows.last ?? 0) + 1
        let monthly = inkEnd(image, in: priceBand)
        // The button is the last line: tap it, the price becomes 99 / year.
        let buttonRows = (link + 20..<image.height).filter { y in count(image, in: y..<y + 1, where: blue) > 0 }
        let buttonY = try #require(buttonRows.first)
        host.tap(at: CGPoint(x: 60, y: CGFloat(buttonY + 6)))
        host.advance(by: 1)
        let yearly = host.render()
        #expect(yearly != image)
        let digitsBefore = count(image, in: priceBand, where: dark)
        let digitsAfter = count(yearly, in: priceBand, where: dark)
        #expect(digitsAfter > digitsBefore, "two big digits instead of one: \(digitsBefore) -> \(digitsAfter)")
        #expect(monthly > 100)
    }
}

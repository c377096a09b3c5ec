import Foundation
import Lunapark
import Testing

/// The searching Wi-Fi symbol lights bottom to top and back; the strength readout is lit
/// below its value only.
@MainActor
struct WiFiSearchTests {
    /// Opaque blue: a lit part of the symbol (the dimmed parts are pale).
    private func isLitBlue(_ p: RGBA8) -> Bool { p.b > 200 && p.r < 80 && p.g < 150 }
    private func isPaleBlue(_ p: RGBA8) -> Bool { p.b > 200 && p.r > 120 && p.r < 235 }

    private func lit(_ image: RenderedImage, rows: Range<Int>, columns: Range<Int>) -> Int {
        image.pixels(in: CGRect(x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count),
                     where: isLitBlue)
    }

    @Test func theArcsLightInTurnWhileSearching() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) { WiFiSearch() }
        let image = host.render()
        // The searching symbol is the left one: find its box from both shades.
        let box = try #require(image.bounds { isLitBlue($0) || isPaleBlue($0) })
        let left = Int(box.minX)..<Int(box.minX + 60)
        let top = Int(box.minY)..<Int(box.minY + box.height / 2)
        let bottom = Int(box.minY + box.height / 2)..<Int(box.maxY + 1)
        func sample() -> (top: Int, bottom: Int) {
            let image = host.render()
            return (lit(image, rows: top, columns: left), lit(image, rows: bottom, columns: left))
        }
        // 0.25 s in, the band is low; 0.75 s in, high; reversing, 1.25 s in it is high again.
        host.advance(by: 0.25)
        let early = sample()
        host.advance(by: 0.5)
        let late = sample()
        #expect(early.bottom > early.top * 2)
        #expect(late.top > late.bottom * 2)
        // Tapped: the play under way ends and the symbol is all lit.
        host.tap(at: CGPoint(x: 100, y: 50))
        host.advance(by: 2.1)
        let stopped = sample()
        host.advance(by: 0.5)
        #expect(sample() == stopped)
        #expect(stopped.top > late.top && stopped.bottom > early.bottom / 2)
    }

    @Test func theStrengthReadoutIsLitBelowItsValue() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) { WiFiSearch(strength: 0.4) }
        host.tap(at: CGPoint(x: 100, y: 50)) // stop searching; the readout does not move anyway
        let image = host.render()
        let box = try #require(image.bounds { isLitBlue($0) || isPaleBlue($0) })
        let right = Int(box.maxX - 60)..<Int(box.maxX + 1)
        let top = Int(box.minY)..<Int(box.minY + box.height / 3)
        let bottom = Int(box.maxY - box.height / 3)..<Int(box.maxY + 1)
        #expect(lit(image, rows: top, columns: right) == 0)
        #expect(lit(image, rows: bottom, columns: right) > 20)
    }
}

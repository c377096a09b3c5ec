import Foundation
import Lunapark
import Testing
@testable import LunaparkDemo

/// Scene 13 (Shift+3) in the park on the headless host, 960x640 points.
@MainActor
struct MatchedGeometrySceneTests {
    static func park(example segmentX: CGFloat? = nil) -> HeadlessHost {
        let host = HeadlessHost(size: CGSize(width: 960, height: 640)) {
            ParkView(selection: SceneCatalog.index(forKey: .shift("3"))!, quit: {})
        }
        host.advance(by: 1)
        if let segmentX {
            host.tap(at: CGPoint(x: segmentX, y: 153))
            host.advance(by: 1)
        }
        return host
    }

    /// Whether a pixel is `Color.orange` (255, 149, 0), or orange fading over the light stage.
    static func isOrange(_ p: RGBA8) -> Bool {
        p.r > 200 && p.b < 150 && Int(p.r) - Int(p.b) > 90 && p.g > 100 && p.g < 215
    }

    /// Where orange is drawn in the stage of the first example (x 200-760, y 268-482).
    static func orange(_ image: RenderedImage) -> CGRect? {
        let found = image.region { (p: RGBA8) -> Bool in isOrange(p) } ?? .null
        let stage = CGRect(x: 200, y: 268, width: 560, height: 214)
        return found.intersection(stage).isNull ? nil : found.intersection(stage)
    }

    /// The length of the orange run in row `y`.
    static func orangeRun(_ image: RenderedImage, y: Int) -> Int {
        (0..<image.width).filter { isOrange(image.pixel(x: $0, y: y)) }.count
    }

    @Test func appleIfElsePairMovesTheTileIntoTheCardAndBack() {
        let host = Self.park()
        // The scene plays the lesson once when it appears: the tile is now the card.
        host.advance(by: 1)
        let card = Self.orange(host.render()) ?? .null
        #expect(abs(card.width - 300) <= 2 && abs(card.height - 150) <= 2, "the card: \(card)")
        host.tap(at: CGPoint(x: 480, y: 513))  // collapse
        host.advance(by: 0.15)
        let mid = Self.orange(host.render()) ?? .null
        host.advance(by: 1.5)
        let tile = Self.orange(host.render()) ?? .null
        #expect(abs(tile.width - 70) <= 2 && abs(tile.height - 70) <= 2, "the tile: \(tile)")
        // On its way the orange spans more than the tile and has left the card's corner.
        #expect(mid.width > 75, "mid-flight: \(mid)")
        #expect(mid.minX > tile.minX + 5 && mid.maxX < card.maxX, "between the two places: \(mid)")
    }

    @Test func everyExampleRenders() {
        for x: CGFloat in [366, 592, 818] {
            let image = Self.park(example: x).render()
            // Something is drawn in the example's area (below the explanation, above the footer).
            let drawn = image.region { (p: RGBA8) -> Bool in p.r < 200 || p.b < 200 } ?? .null
            #expect(drawn.height > 300)
        }
    }

    @Test func aCardOpensIntoItsDetail() {
        let host = Self.park(example: 818)
        // Row 262 crosses the wheel's card (120 points wide, top-left of the grid) above its
        // emoji, and the detail (390 wide) that opens over the grid.
        #expect(abs(Self.orangeRun(host.render(), y: 262) - 120) <= 6, "less the rounded corners")
        host.tap(at: CGPoint(x: 350, y: 300))
        host.advance(by: 0.12)
        let mid = Self.orangeRun(host.render(), y: 262)
        host.advance(by: 1.5)
        let detail = Self.orangeRun(host.render(), y: 262)
        #expect(detail > 370, "the detail: \(detail)")
        #expect(mid > 125 && mid < detail - 10, "growing: \(mid)")
    }
}

import Foundation
import Lunapark
import Testing

/// The shortcut tiles on pixels: each tile is lighter at its top than at its bottom
/// (its colour's gradient), a tapped tile springs larger, and the Run button is orange.
@MainActor
struct ShortcutTilesTests {
    // 375 - 2 × 16 = 343 points in two columns of 165.5: tile 0 spans 16...181.5 across; the
    // column (two 100-point rows, the button) is centred, so the first row spans 68...168.
    private func isBlueish(_ p: RGBA8) -> Bool { p.b > 240 && p.r < 90 }

    @Test func tilesAreFilledWithTheirColoursGradient() {
        let image = HeadlessHost(size: CGSize(width: 375, height: 400)) { ShortcutTiles() }.render()
        let top = image.pixel(x: 150, y: 71), bottom = image.pixel(x: 150, y: 165)
        #expect(isBlueish(top) && isBlueish(bottom))
        // Lighter at the top: more red and green mixed in.
        #expect(Int(top.r) > Int(bottom.r) + 25 && Int(top.g) > Int(bottom.g) + 15)
        // The Run button below the grid is filled with the accent colour, orange.
        let orange = image.pixels(in: CGRect(x: 0, y: 290, width: 375, height: 50)) { $0.r > 240 && $0.g > 130 && $0.g < 170 && $0.b < 40 }
        #expect(orange > 8000)
    }

    @Test func tappedTileSpringsLarger() {
        let host = HeadlessHost(size: CGSize(width: 375, height: 400)) { ShortcutTiles() }
        // Left of the first tile, at its middle, is white.
        #expect(!isBlueish(host.render().pixel(x: 12, y: 118)))
        host.tap(at: CGPoint(x: 100, y: 118))
        host.advance(by: 0.05)
        let early = host.render()
        host.advance(by: 1)
        let settled = host.render()
        // Scaled by 1.08 about its centre (98.75), the tile reaches 98.75 - 89.4 = 9.4 on the left.
        #expect(isBlueish(settled.pixel(x: 12, y: 118)))
        #expect(early != settled)
    }
}

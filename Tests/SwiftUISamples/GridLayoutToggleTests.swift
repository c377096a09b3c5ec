import Foundation
import Lunapark
import Testing

/// `AnyLayout` switching between `HStackLayout` and `GridLayout`: the tiles move from a row to
/// two rows of two, through the frames between.
@MainActor
struct GridLayoutToggleTests {
    /// Color.orange (255, 149, 0), the fourth tile.
    private func isOrange(_ p: RGBA8) -> Bool { p.r > 200 && p.g > 100 && p.g < 200 && p.b < 60 }

    @Test func theTilesMoveFromARowIntoAGrid() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { GridLayoutToggle() }
        let row = try #require(host.render().bounds(where: isOrange))
        // A row of the two rows, 10 apart, each an HStack of two tiles 8 apart (Lunapark's GridRow
        // outside a grid): 60 + 8 + 60 + 10 + 60 + 8 + 60 = 266 points from x 67; orange at 273.
        #expect(abs(row.minX - 273) <= 1 && abs(row.width - 60) <= 1)
        // The button sits 24 points under the 130-point layout; the whole VStack is centred.
        let rowTop = row.minY - 35  // the tiles are centred in the layout's 130 points
        host.tap(at: CGPoint(x: 200, y: rowTop + 130 + 24 + 8))
        host.advance(by: 0.25)
        let moving = try #require(host.render().bounds(where: isOrange))
        host.advance(by: 1)
        let grid = try #require(host.render().bounds(where: isOrange))
        // Two columns of 60 and 10 between (130 points, from x 135): orange ends the second row,
        // under the green tile; the two rows fill the layout's 130 points, so it starts 70 down.
        #expect(abs(grid.minX - 205) <= 1)
        #expect(abs(grid.minY - (rowTop + 70)) <= 1)
        // Halfway (easeInOut at 0.5 is 0.5): between the two places on both axes.
        #expect(moving.minX < row.minX - 10 && moving.minX > grid.minX + 10)
        #expect(moving.minY > row.minY + 5 && moving.minY < grid.minY - 5)
    }
}

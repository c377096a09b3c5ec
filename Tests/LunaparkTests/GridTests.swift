import Foundation
import Lunapark
import Testing

/// `Grid` and `GridRow` on pixels: columns as wide as their widest cell, rows as tall as their tallest.
@MainActor
struct GridTests {
    /// The x of the first pixel of `colour` along row `y` (or nil).
    private func firstX(_ image: RenderedImage, y: Int, where test: (RGBA8) -> Bool) -> Int? {
        (0..<image.width).first { test(image.pixel(x: $0, y: y)) }
    }

    @Test func columnsTakeTheirWidestCellAndCellsAreCentredInTheirSlots() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    Color.red.frame(width: 20, height: 20)
                    Color.blue.frame(width: 60, height: 20)
                }
                GridRow {
                    Color.red.frame(width: 40, height: 30)
                    Color.blue.frame(width: 20, height: 30)
                }
            }
        }
        let image = host.render()
        // Columns 40 and 60 wide, 10 apart: a 110 x 50 grid centred in 200 x 100, from (45, 25).
        // Row 0 (20 tall): its red cell, 20 wide, centred in the 40-point column: 55...75.
        #expect(firstX(image, y: 35) { $0.r > 200 && $0.b < 60 } == 55)
        #expect(firstX(image, y: 35) { $0.b > 200 && $0.r < 60 } == 95)
        // Row 1 (30 tall): red fills its column from 45; blue, 20 wide, centred in 95...155: 115.
        #expect(firstX(image, y: 60) { $0.r > 200 && $0.b < 60 } == 45)
        #expect(firstX(image, y: 60) { $0.b > 200 && $0.r < 60 } == 115)
    }

    @Test func aViewOutsideARowSpansEveryColumnAndSpansCanBeSet() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Color.red.frame(width: 30, height: 20)
                    Color.blue.frame(width: 50, height: 20)
                }
                // Unsized horizontally: the green row and the black cell fill the columns the
                // other cells size, instead of widening the grid to what it is offered.
                Color.green.frame(height: 10).gridCellUnsizedAxes(.horizontal)
                GridRow {
                    Color.black.frame(height: 20).gridCellColumns(2).gridCellUnsizedAxes(.horizontal)
                }
            }
        }
        let image = host.render()
        // An 80 x 50 grid from (60, 25): the green row spans 60...140, the black cell too.
        #expect(firstX(image, y: 50) { $0.g > 150 && $0.r < 100 } == 60)  // Color.green is (0.20, 0.78, 0.35)
        #expect(image.pixel(x: 139, y: 50).g > 150)
        #expect(image.pixel(x: 61, y: 65).r < 30 && image.pixel(x: 139, y: 65).r < 30)
    }
}

import Foundation
import Lunapark
import Testing

/// `LazyVGrid` and `LazyHGrid` with `GridItem` sizes, on pixels.
@MainActor
struct LazyGridTests {
    /// Whether the pixel is the cells' red.
    private func isRed(_ image: RenderedImage, _ x: Int, _ y: Int) -> Bool {
        let p = image.pixel(x: x, y: y)
        return p.r > 200 && p.g < 80 && p.b < 80
    }

    /// The left edges of red runs along row `y`.
    private func columnStarts(_ image: RenderedImage, y: Int) -> [Int] {
        var starts: [Int] = []
        var previous = false
        for x in 0..<image.width {
            let red = isRed(image, x, y)
            if red && !previous { starts.append(x) }
            previous = red
        }
        return starts
    }

    @Test func adaptiveColumnsFitAsManyMinimumWidthsAsTheSpaceHolds() {
        // .adaptive(minimum: 80) in 375 points, 8-point spacing: ⌊383 / 88⌋ = 4 columns of 87.75.
        let host = HeadlessHost(size: CGSize(width: 375, height: 300)) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                    ForEach(0..<10, id: \.self) { _ in Color.red.frame(height: 50) }
                }
            }
        }
        let image = host.render()
        // (Each column's first fully red pixel: the offsets 0, 95.75, 191.5, 287.25 rounded up.)
        #expect(columnStarts(image, y: 25) == [0, 96, 192, 288])
        // Rows 50 points tall, 8 apart: the third row (two cells, 8 and 9) starts at 116.
        #expect(columnStarts(image, y: 140) == [0, 96])
        #expect(!isRed(image, 40, 54))
        host.resize(to: CGSize(width: 300, height: 300))
        // 300 points: 3 columns of (300 - 16) / 3 = 94.67.
        #expect(columnStarts(host.render(), y: 25) == [0, 103, 206])
    }

    @Test func fixedAndFlexibleColumnsShareTheSpace() {
        // 300 points: spacing 10 + 8 set aside, the fixed column 60, the flexible ones split 222.
        let columns = [GridItem(.fixed(60), spacing: 10), GridItem(.flexible()), GridItem(.flexible(maximum: 50))]
        let host = HeadlessHost(size: CGSize(width: 300, height: 100)) {
            LazyVGrid(columns: columns, spacing: 0) {
                ForEach(0..<3, id: \.self) { _ in Color.red.frame(height: 20) }
            }
        }
        let image = host.render()
        // Flexible: 222 / 2 = 111; the capped one then takes 50. The grid takes the 300 points
        // offered and centres its 60 + 10 + 111 + 8 + 50 = 239 points of columns: from 30.5.
        #expect(columnStarts(image, y: 50) == [31, 101, 220])
    }

    @Test func horizontalGridFillsRowsTopToBottomThenTheNextColumn() {
        let rows = [GridItem(.fixed(30), spacing: 1), GridItem(.fixed(60), spacing: 10)]
        let host = HeadlessHost(size: CGSize(width: 200, height: 101)) {
            ScrollView(.horizontal) {
                LazyHGrid(rows: rows, spacing: 5) {
                    ForEach(0..<20, id: \.self) { i in
                        (i == 1 ? Color.blue : Color.red).frame(width: 30)
                    }
                }
            }
        }
        let image = host.render()
        // Column 0: cell 0 in the 30-point row (5...35 once the 101 - 91 = 10 points are shared), cell 1 below.
        #expect(isRed(image, 15, 20))
        #expect(image.pixel(x: 15, y: 60).b > 200)
        #expect(isRed(image, 50, 20))  // cell 2: next column, 35 points on
    }
}

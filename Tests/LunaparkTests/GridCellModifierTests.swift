import Foundation
import Lunapark
import Testing

/// The grid cell modifiers on pixels: `gridCellAnchor`, `gridColumnAlignment` and
/// `gridCellUnsizedAxes`, in `Grid` as Apple documents them.
@MainActor
struct GridCellModifierTests {
    private func isBlue(_ p: RGBA8) -> Bool { p.b > 200 && p.r < 60 && p.g < 160 }
    private func isNotBackground(_ p: RGBA8) -> Bool { p.r < 230 || p.g < 230 || p.b < 230 }

    /// Apple's `gridCellAnchor` example: a 10-point blue square anchored at (0.25, 0.75) in a
    /// 60-point slot sits a quarter of the free 50 points across and three quarters down.
    @Test func aCellAnchorPutsTheCellsUnitPointOnTheSlots() throws {
        let host = HeadlessHost(size: CGSize(width: 201, height: 201)) {
            Grid(horizontalSpacing: 1, verticalSpacing: 1) {
                GridRow {
                    Color.red.frame(width: 60, height: 60)
                    Color.red.frame(width: 60, height: 60)
                }
                GridRow {
                    Color.red.frame(width: 60, height: 60)
                    Color.blue.frame(width: 10, height: 10)
                        .gridCellAnchor(UnitPoint(x: 0.25, y: 0.75))
                }
            }
        }
        // The 121-point grid from (40, 40); the second row's second slot from (101, 101).
        let blue = try #require(host.render().bounds(where: isBlue))
        // Centre (101 + 12.5 + 5, 101 + 37.5 + 5) = (118.5, 143.5); centred it would be (131, 131).
        #expect(abs(blue.midX - 118.5) <= 1 && abs(blue.midY - 143.5) <= 1)
    }

    /// `gridColumnAlignment` on one cell aligns its whole column.
    @Test func aColumnAlignmentAlignsEveryCellOfTheColumn() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Color.red.frame(width: 80, height: 20)
                    Color.green.frame(width: 80, height: 20)
                }
                GridRow {
                    Color.blue.frame(width: 20, height: 20).gridColumnAlignment(.leading)
                    Color.yellow.frame(width: 20, height: 20).gridColumnAlignment(.trailing)
                }
                GridRow {
                    Color.purple.frame(width: 10, height: 20)
                    Color.black.frame(width: 10, height: 20)
                }
            }
        }
        let image = host.render()
        // A 160 x 60 grid from (20, 20); columns 20...100 and 100...180.
        #expect(isBlue(image.pixel(x: 21, y: 50)) && !isBlue(image.pixel(x: 42, y: 50)))
        let yellow = image.pixel(x: 178, y: 50)
        #expect(yellow.r > 200 && yellow.g > 180 && yellow.b < 80)
        #expect(isNotBackground(image.pixel(x: 21, y: 70)) && !isNotBackground(image.pixel(x: 32, y: 70)))
        #expect(image.pixel(x: 178, y: 70).r < 30 && !isNotBackground(image.pixel(x: 168, y: 70)))
    }

    /// Apple's `Divider` between rows: it widens the grid to the width offered, unless it is
    /// unsized horizontally, when the grid keeps the width its text and images need.
    @Test func anUnsizedDividerNoLongerWidensTheGrid() throws {
        func grid(unsized: Bool) -> some View {
            Grid {
                GridRow {
                    Text("Hello")
                    Image(systemName: "globe")
                }
                if unsized {
                    Divider().gridCellUnsizedAxes(.horizontal)
                } else {
                    Divider()
                }
                GridRow {
                    Image(systemName: "hand.wave")
                    Text("World")
                }
            }
        }
        let wide = try #require(HeadlessHost(size: CGSize(width: 300, height: 200)) { grid(unsized: false) }
            .render().bounds(where: isNotBackground))
        let narrow = try #require(HeadlessHost(size: CGSize(width: 300, height: 200)) { grid(unsized: true) }
            .render().bounds(where: isNotBackground))
        #expect(wide.width >= 298)
        #expect(narrow.width < 150 && narrow.width > 60)
        #expect(abs(narrow.midX - 150) <= 2)
    }
}

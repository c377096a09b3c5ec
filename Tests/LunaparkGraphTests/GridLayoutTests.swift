import Foundation
import LunaparkCore
import LunaparkGraph
import Testing

/// `GridLayout` places the same rows as `Grid`, also through `AnyLayout`, and its `GridRow`s
/// place their cells where the grid says.
@MainActor
struct GridLayoutTests {
    /// Rows of cells, a view spanning the grid, a cell spanning two columns and the cell modifiers.
    @ViewBuilder private func rows() -> some View {
        GridRow {
            Text("Name")._debugTag("a")
            Color.red.frame(width: 30, height: 20)._debugTag("b")
            Color.blue.frame(width: 10, height: 10).gridCellAnchor(.bottomTrailing)._debugTag("c")
        }
        Color.green.frame(height: 4).gridCellUnsizedAxes(.horizontal)._debugTag("d")
        GridRow(alignment: .top) {
            Text("Much longer")._debugTag("e")
            Color.black.frame(width: 12, height: 40).gridCellColumns(2)._debugTag("f")
        }
        GridRow {
            Text("x").gridColumnAlignment(.trailing)._debugTag("g")
        }
    }

    private func frames<V: View>(_ content: V, rtl: Bool = false) -> [String: CGRect] {
        let graph = ViewGraph(size: CGSize(width: 300, height: 200), textMeasurer: FixedWidthTextMeasurer(),
                              content: content.environment(\.layoutDirection, rtl ? .rightToLeft : .leftToRight))
        _ = graph.frame(at: 0)
        return Dictionary(uniqueKeysWithValues: ["a", "b", "c", "d", "e", "f", "g"].map { ($0, graph.layoutFrame(tagged: $0) ?? .null) })
    }

    @Test func gridLayoutPlacesTheCellsAsGridDoes() {
        let grid = frames(Grid(alignment: .leading, horizontalSpacing: 5, verticalSpacing: 3) { rows() })
        let layout = frames(GridLayout(alignment: .leading, horizontalSpacing: 5, verticalSpacing: 3) { rows() })
        let any = frames(AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 5, verticalSpacing: 3)) { rows() })
        #expect(layout == grid)
        #expect(any == grid)
        // The values themselves: column 0 is "Much longer" (77 points), 1 the red cell (30), 2 the blue (10).
        #expect(grid["e"]?.width == 77)
        #expect(abs((grid["d"]?.width ?? 0) - (77 + 5 + 30 + 5 + 10)) < 1e-9)
        // The anchored blue cell sits at its slot's bottom trailing corner: the row is 20 tall.
        #expect(abs((grid["c"]?.maxY ?? 0) - (grid["b"]?.maxY ?? 0)) < 1e-9)
        // "x" is trailing in the 77-point first column; "Name" too (the column's alignment).
        #expect(abs((grid["g"]?.maxX ?? 0) - (grid["e"]?.maxX ?? 0)) < 1e-9)
        #expect(abs((grid["a"]?.maxX ?? 0) - (grid["e"]?.maxX ?? 0)) < 1e-9)
        // The black cell spans columns 1 and 2 (45 points) and is leading in it, at the row's top.
        #expect(abs((grid["f"]?.minX ?? 0) - (grid["b"]?.minX ?? 0)) < 1e-9)
        #expect(abs((grid["f"]?.minY ?? 0) - (grid["e"]?.minY ?? 0)) < 1e-9)
    }

    @Test func rightToLeftMirrorsTheGridLayoutAsTheGrid() {
        let grid = frames(Grid { rows() }, rtl: true)
        let layout = frames(AnyLayout(GridLayout()) { rows() }, rtl: true)
        #expect(layout == grid)
        #expect((grid["a"]?.minX ?? 0) > (grid["b"]?.minX ?? 0))
    }
}

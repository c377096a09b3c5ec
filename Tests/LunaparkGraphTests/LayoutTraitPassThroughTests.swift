import Foundation
import LunaparkCore
import LunaparkGraph
import Testing

/// Layout traits (`layoutPriority`, being a `Spacer`, `gridCellColumns`) are seen through the
/// modifiers that pass their content's traits on, `background` and `overlay` included, as in
/// SwiftUI (`ViewNode.traitSource`).
@MainActor
struct LayoutTraitPassThroughTests {
    /// Apple's `layoutPriority(_:)` example: two equally long strings in an `HStack` with a
    /// `Spacer`; the one with priority 1, under a `border` (an overlay), keeps its ideal width
    /// and the other wraps in what is left.
    @Test func applesLayoutPriorityExampleKeepsThePriorityUnderABorder() {
        let width: CGFloat = 400
        let graph = ViewGraph(size: CGSize(width: width, height: 200), textMeasurer: FixedWidthTextMeasurer(),
                              content: HStack {
                                  Text("This is a moderately long string.")
                                      .font(.largeTitle)
                                      .border(Color.gray)
                                      ._debugTag("low")
                                  Spacer()
                                  Text("This is a higher priority string.")
                                      .font(.largeTitle)
                                      .layoutPriority(1)
                                      .border(Color.gray)
                                      ._debugTag("high")
                              })
        _ = graph.frame(at: 0)
        let low = graph.layoutFrame(tagged: "low") ?? .zero
        let high = graph.layoutFrame(tagged: "high") ?? .zero
        // 33 characters at 7 points: the priority-1 string takes its ideal 231 points first.
        #expect(abs(high.width - 231) < 1e-9)
        // Left: 400 - 231 - two spacings of 8 - the Spacer's minimum 8 = 145, i.e. 20 whole characters.
        #expect(abs(low.width - 20 * 7) < 1e-9)
        #expect(abs(low.height - 2 * 17) < 1e-9)
    }

    /// The priority also passes through a frame and an overlay put on after it.
    @Test func priorityPassesThroughFrameAndOverlay() {
        let graph = ViewGraph(size: CGSize(width: 300, height: 200), textMeasurer: FixedWidthTextMeasurer(),
                              content: HStack(spacing: 0) {
                                  Text(String(repeating: "x", count: 30))._debugTag("low")
                                  Text(String(repeating: "y", count: 30))
                                      .layoutPriority(1)
                                      .frame(minHeight: 20)
                                      .overlay(Color.red.opacity(0.2))
                                      ._debugTag("high")
                              })
        _ = graph.frame(at: 0)
        #expect(abs((graph.layoutFrame(tagged: "high") ?? .zero).width - 210) < 1e-9)
        // The 90 points left wrap the other at whole characters: 12 of 7 points.
        #expect(abs((graph.layoutFrame(tagged: "low") ?? .zero).width - 84) < 1e-9)
    }

    /// A `Spacer` with a background is still sized last: the label beside it keeps its ideal width.
    @Test func spacerWithABackgroundIsStillASpacer() {
        let graph = ViewGraph(size: CGSize(width: 300, height: 100), textMeasurer: FixedWidthTextMeasurer(),
                              content: HStack(spacing: 0) {
                                  Text(String(repeating: "x", count: 30))._debugTag("label") // ideal 210
                                  Spacer().background(Color.yellow)._debugTag("spacer")
                                  Rectangle().frame(width: 50, height: 30)
                              })
        _ = graph.frame(at: 0)
        #expect(abs((graph.layoutFrame(tagged: "label") ?? .zero).width - 210) < 1e-9)
        #expect(abs((graph.layoutFrame(tagged: "spacer") ?? .zero).width - 40) < 1e-9)
    }

    /// `gridCellColumns(_:)` under a `background` still spans its columns.
    @Test func gridCellColumnsPassesThroughABackground() {
        let graph = ViewGraph(size: CGSize(width: 200, height: 100), textMeasurer: FixedWidthTextMeasurer(),
                              content: Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                                  GridRow {
                                      Color.red.frame(width: 30, height: 20)._debugTag("red")
                                      Color.blue.frame(width: 50, height: 20)
                                  }
                                  GridRow {
                                      Color.black.frame(width: 60, height: 20)
                                          .gridCellColumns(2)
                                          .background(Color.green)
                                          ._debugTag("wide")
                                  }
                              })
        _ = graph.frame(at: 0)
        // Columns of 30 and 50 from x 60 (an 80-point grid centred in 200); the 60-point cell is
        // centred in the 80 points of both columns, not in the first (which it would widen to 60).
        #expect(abs((graph.layoutFrame(tagged: "red") ?? .zero).minX - 60) < 1e-9)
        #expect(abs((graph.layoutFrame(tagged: "wide") ?? .zero).midX - 100) < 1e-9)
    }
}

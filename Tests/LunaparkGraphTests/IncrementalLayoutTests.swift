import Foundation
import LunaparkCore
import LunaparkGraph
import Observation
import Testing

/// A layout input that changes in one node lays out that node's ancestors and what their new
/// sizes move, not the whole tree (`ViewNode.place(in:transaction:)`, `invalidateLayout()`), and
/// the items whose frames changed are rewritten in the last display list without walking the
/// tree; the frames and the list are those a layout of everything gives.
@MainActor
@Suite struct IncrementalLayoutTests {
    @MainActor @Observable
    final class Leaves {
        var large: [Bool]
        init(count: Int) { large = Array(repeating: false, count: count) }
    }

    /// `count` squares stacked at the top-leading corner of a fixed 300 x 200 frame (a relayout
    /// boundary), beside a blue square outside it; square `i` is red when large, gray otherwise.
    private struct Field: View {
        let leaves: Leaves
        var body: some View {
            HStack(spacing: 0) {
                ZStack(alignment: .topLeading) {
                    ForEach(0..<leaves.large.count, id: \.self) { index in
                        Square(index: index, leaves: leaves)
                    }
                }
                .frame(width: 300, height: 200, alignment: .topLeading)
                Color.blue.frame(width: 20, height: 20)
            }
        }
    }

    private struct Square: View {
        let index: Int
        let leaves: Leaves
        var body: some View {
            let large = leaves.large[index]
            Rectangle()
                .fill(large ? Color.red : Color.gray)
                .frame(width: large ? 12 : 6, height: large ? 12 : 6)
                .offset(x: CGFloat(index % 20) * 14, y: CGFloat(index / 20) * 14)
        }
    }

    /// The nodes placed and the display lists built when square 7 of `count` grows.
    private func growSquare(among count: Int) -> (placements: Int, builds: Int, harness: GraphHarness, leaves: Leaves) {
        let leaves = Leaves(count: count)
        let harness = GraphHarness(width: 400, height: 300) { Field(leaves: leaves) }
        let before = harness.graph.statistics
        leaves.large[7] = true
        harness.render()
        let after = harness.graph.statistics
        return (after.placements - before.placements, after.displayListBuilds - before.displayListBuilds, harness, leaves)
    }

    @Test func aLeafThatGrowsInsideAFixedFrameIsPlacedWithItsAncestorsOnly() {
        let small = growSquare(among: 40)
        let large = growSquare(among: 400)
        #expect(small.placements > 0, "the grown square is placed again")
        #expect(small.placements == large.placements, "the count does not depend on the number of siblings")
        #expect(small.placements < 30, "the square's chain and its ancestors: \(small.placements) nodes")
        #expect(large.builds == 0, "the grown square's drawing is rewritten in place, no walk of the tree")
    }

    @Test func theListRewrittenInPlaceIsTheListALayoutOfEverythingDraws() {
        let grown = growSquare(among: 40)
        let red = grown.harness.drawings(.red)
        #expect(red.count == 1)
        // Square 7: offset 7 * 14 across, at the frame's top-leading corner (the HStack is centred).
        let origin = CGPoint(x: (400 - 320) / 2, y: (300 - 200) / 2)
        if let square = red.first {
            #expect(abs(square.frame.minX - (origin.x + 98)) < 1e-9)
            #expect(abs(square.frame.minY - origin.y) < 1e-9)
            #expect(abs(square.frame.width - 12) < 1e-9 && abs(square.frame.height - 12) < 1e-9)
        }
        // A graph built with square 7 large from the start draws the same items in the same order.
        let fresh = Leaves(count: 40)
        fresh.large[7] = true
        let reference = GraphHarness(width: 400, height: 300) { Field(leaves: fresh) }
        let shown = grown.harness.drawings.map { ($0.frame, $0.fillColor, $0.drawing.id) }
        let expected = reference.drawings.map { ($0.frame, $0.fillColor) }
        #expect(shown.count == expected.count)
        for (a, b) in zip(shown, expected) {
            #expect(a.0 == b.0 && a.1 == b.1)
        }
    }

    /// In a stack, a leaf that grows moves the siblings after it: they are placed again, the
    /// ones before it are not, and every frame is the one a fresh layout gives.
    @Test func siblingsMovedByALeafAreLaidOutAgainAndLandWhereAFreshLayoutPutsThem() {
        struct Column: View {
            let leaves: Leaves
            var body: some View {
                VStack(spacing: 2) {
                    ForEach(0..<leaves.large.count, id: \.self) { index in
                        Rectangle()
                            .fill(Color(white: Double(index) / 20))
                            .frame(width: 10, height: leaves.large[index] ? 9 : 4)
                    }
                }
            }
        }
        let leaves = Leaves(count: 20)
        let harness = GraphHarness(width: 200, height: 300) { Column(leaves: leaves) }
        let before = harness.graph.statistics.placements
        leaves.large[15] = true
        harness.render()
        let placed = harness.graph.statistics.placements - before
        let fresh = Leaves(count: 20)
        fresh.large[15] = true
        let reference = GraphHarness(width: 200, height: 300) { Column(leaves: fresh) }
        #expect(harness.drawings.map(\.frame) == reference.drawings.map(\.frame))
        // Every square moves (the column is centred and grew by 5 points), so all are placed;
        // with them the stack and its ancestors.
        #expect(placed > 20 * 2)
        let whole = reference.graph.statistics.placements
        #expect(placed <= whole, "no more than a layout of everything: \(placed) of \(whole)")
    }

    /// A new viewport lays out everything again.
    @Test func aNewViewportPlacesEveryNodeAgain() {
        let leaves = Leaves(count: 40)
        let harness = GraphHarness(width: 400, height: 300) { Field(leaves: leaves) }
        let first = harness.graph.statistics.placements
        harness.graph.viewportSize = CGSize(width: 420, height: 300)
        harness.render()
        #expect(harness.graph.statistics.placements - first == first, "every node placed again")
        #expect(abs(harness.box(.blue).minX - ((420 - 320) / 2 + 300)) < 1e-9)
    }
}

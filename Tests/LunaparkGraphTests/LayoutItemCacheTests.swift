import Foundation
import LunaparkCore
import LunaparkGraph
import Observation
import Testing

/// A `ZStack` keeps its items and their sizes (`LayoutItemCache`): one item's layout change asks
/// that item's size and places it, not all items, and every frame stays the one a fresh layout
/// of the same state gives (after changes of one item, of several, of the list and of the
/// stack's own size).
@MainActor
@Suite struct LayoutItemCacheTests {
    @MainActor @Observable
    final class Sizes {
        var sides: [CGFloat]
        init(count: Int) { sides = Array(repeating: 6, count: count) }
    }

    @MainActor @Observable
    final class Corner { var trailing = false }

    /// `sizes.sides.count` squares in a `ZStack` that takes the size of its largest one
    /// (no fixed frame: a square that grows past the others moves them all), beside a blue one.
    private struct Field: View {
        let sizes: Sizes
        var body: some View {
            HStack(spacing: 0) {
                ZStack(alignment: .bottomTrailing) {
                    ForEach(0..<sizes.sides.count, id: \.self) { index in
                        Rectangle()
                            .fill(Color(white: Double(index % 50) / 50))
                            .frame(width: sizes.sides[index], height: sizes.sides[index] / 2)
                            .offset(x: CGFloat(index % 20) * 3)
                    }
                }
                Color.blue.frame(width: 20, height: 20)
            }
        }
    }

    /// What a changed field asked of its nodes, and the harness to compare.
    private func change(among count: Int, _ edit: (Sizes) -> Void) -> (measured: Int, placed: Int, harness: GraphHarness) {
        let sizes = Sizes(count: count)
        let harness = GraphHarness(width: 400, height: 300) { Field(sizes: sizes) }
        let before = harness.graph.statistics
        edit(sizes)
        harness.render()
        let after = harness.graph.statistics
        return (after.measurements - before.measurements, after.placements - before.placements, harness)
    }

    /// The frames of every drawing in `harness` equal those of a graph built with `sides` from the start.
    private func expectFreshLayout(_ harness: GraphHarness, sides: [CGFloat], sourceLocation: SourceLocation = #_sourceLocation) {
        let fresh = Sizes(count: sides.count)
        fresh.sides = sides
        let reference = GraphHarness(width: 400, height: 300) { Field(sizes: fresh) }
        #expect(harness.drawings.map(\.frame) == reference.drawings.map(\.frame), sourceLocation: sourceLocation)
        #expect(harness.drawings.map(\.fillColor) == reference.drawings.map(\.fillColor), sourceLocation: sourceLocation)
    }

    @Test func aLeafThatChangesWithinTheStacksSizeAsksOnlyItsOwnSize() {
        let small = change(among: 40) { $0.sides[7] = 4 }
        let large = change(among: 4_000) { $0.sides[7] = 4 }
        #expect(small.measured > 0)
        #expect(small.measured == large.measured, "sizes asked: \(small.measured) among 40, \(large.measured) among 4,000")
        #expect(small.placed == large.placed)
        expectFreshLayout(large.harness, sides: { var s = Array(repeating: CGFloat(6), count: 4_000); s[7] = 4; return s }())
    }

    @Test func aLeafThatGrowsTheStackMovesEveryItemWhereAFreshLayoutPutsIt() {
        let grown = change(among: 30) { $0.sides[12] = 10 }
        var sides = Array(repeating: CGFloat(6), count: 30)
        sides[12] = 10
        // The stack grew and aligns its items to its bottom-trailing corner: all move.
        #expect(grown.placed >= 30)
        expectFreshLayout(grown.harness, sides: sides)
    }

    @Test func changesOfSeveralItemsAndOfTheListLandWhereAFreshLayoutPutsThem() {
        let sizes = Sizes(count: 30)
        let harness = GraphHarness(width: 400, height: 300) { Field(sizes: sizes) }
        let steps: [(Sizes) -> Void] = [
            { $0.sides[3] = 4; $0.sides[20] = 5 },          // two items in one pass, the stack keeps its size
            { $0.sides[3] = 9 },                              // one item grows the stack
            { $0.sides[3] = 6 },                              // and shrinks it back
            { $0.sides.append(contentsOf: [2, 8]) },          // new items, one of them the largest
            { $0.sides.removeFirst(5) },                      // items leave (the ids shift)
            { for i in 0..<$0.sides.count { $0.sides[i] = CGFloat(3 + i % 4) } },  // every item
            { $0.sides[1] = 7 },
        ]
        for step in steps {
            step(sizes)
            harness.render()
            expectFreshLayout(harness, sides: sizes.sides)
        }
    }

    @Test func aNewAlignmentPlacesEveryItemAgain() {
        let corner = Corner()
        let harness = GraphHarness(width: 400, height: 300) {
            ZStack(alignment: corner.trailing ? .trailing : .leading) {
                Color.red.frame(width: 10, height: 10)
                Color.green.frame(width: 30, height: 10)
            }
        }
        let before = harness.box(.red)
        corner.trailing = true
        harness.render()
        #expect(abs(harness.box(.red).minX - (before.minX + 20)) < 1e-9)
        #expect(abs(harness.box(.green).minX - before.minX) < 1e-9)
    }
}

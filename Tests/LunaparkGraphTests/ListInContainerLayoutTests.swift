import Foundation
import LunaparkCore
import LunaparkGraph
import Testing

/// Views that are lists (a conditional branch of several views, an `AnyView` of a tuple) laid out
/// by the container they flatten into, also while a transition wraps them as one layout item.
@MainActor
struct ListInContainerLayoutTests {
    /// `if let x { A; B }` in a ZStack, inserted in an animated change: both views overlap,
    /// centred in the ZStack, in every frame of the transition and after it (they were stacked
    /// as a VStack while the transition ran).
    @Test func branchOfSeveralViewsOverlapsInAZStackWhileItsTransitionRuns() async {
        let model = ViewTestModel()
        let h = GraphHarness {
            ZStack {
                Color.clear.frame(width: 100, height: 100)
                if let name = model.name {
                    Color.red.frame(width: 40, height: 40).accessibilityLabel(name)
                    Color.blue.frame(width: 20, height: 20)
                }
            }
        }
        h.render()
        withAnimation(.linear(duration: 1)) { model.name = "x" }
        h.advance(by: 0.5)
        expectOverlapping(h)
        h.advance(by: 0.6)
        expectOverlapping(h)
    }

    /// The same branch erased into an `AnyView` (`AnyView(Group { A; B })`), inserted with animation.
    @Test func anyViewOfSeveralViewsOverlapsInAZStack() async {
        let model = ViewTestModel()
        let h = GraphHarness {
            ZStack {
                Color.clear.frame(width: 100, height: 100)
                if model.flag {
                    AnyView(Group {
                        Color.red.frame(width: 40, height: 40)
                        Color.blue.frame(width: 20, height: 20)
                    })
                }
            }
        }
        h.render()
        withAnimation(.linear(duration: 1)) { model.flag = true }
        h.advance(by: 0.5)
        expectOverlapping(h)
        h.advance(by: 0.6)
        expectOverlapping(h)
    }

    /// In an HStack the branch's views sit side by side while the transition runs, with the stack's spacing.
    @Test func branchOfSeveralViewsLinesUpInAnHStackWhileItsTransitionRuns() async {
        let model = ViewTestModel()
        let h = GraphHarness {
            HStack(spacing: 10) {
                if model.flag {
                    Color.red.frame(width: 40, height: 40)
                    Color.blue.frame(width: 20, height: 20)
                }
            }
        }
        h.render()
        withAnimation(.linear(duration: 1)) { model.flag = true }
        h.advance(by: 0.5)
        let red = h.box(.red), blue = h.box(.blue)
        #expect(abs(blue.minX - red.maxX - 10) < 0.01, "side by side: \(red) \(blue)")
        #expect(abs(red.midY - blue.midY) < 0.01)
    }

    private func expectOverlapping(_ h: GraphHarness, sourceLocation: SourceLocation = #_sourceLocation) {
        let red = h.box(.red), blue = h.box(.blue)
        #expect(abs(red.midX - 200) < 0.01 && abs(red.midY - 150) < 0.01, "red centred: \(red)", sourceLocation: sourceLocation)
        #expect(abs(blue.midX - 200) < 0.01 && abs(blue.midY - 150) < 0.01, "blue centred on red: \(blue)",
                sourceLocation: sourceLocation)
    }
}

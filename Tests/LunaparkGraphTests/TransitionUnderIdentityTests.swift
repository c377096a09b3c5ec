import Foundation
import LunaparkCore
import LunaparkGraph
import Testing

/// A changed `.id(_:)` removes the view and inserts a new one, each with the transition written
/// on it, under the id or over it, as in SwiftUI.
@MainActor
struct TransitionUnderIdentityTests {
    /// `Text(item).transition(.move(edge: .leading)).id(item)`: the old text leaves and the new one comes in.
    @Test func transitionUnderTheIDRunsWhenTheIDChanges() async {
        let model = ViewTestModel()
        model.choice = 1
        let h = GraphHarness {
            VStack {
                Color.red.frame(width: 40, height: 40)
                    .transition(.move(edge: .leading))
                    .id(model.choice)
            }
            .frame(width: 100, height: 100)
        }
        h.render()
        let start = h.box(.red)
        withAnimation(.linear(duration: 1)) { model.choice = 2 }
        h.advance(by: 0.5)
        expectMovingPair(h, start: start)
    }

    /// `.id(item).transition(.move(edge: .leading))`.
    @Test func transitionOverTheIDRunsWhenTheIDChanges() async {
        let model = ViewTestModel()
        model.choice = 1
        let h = GraphHarness {
            VStack {
                Color.red.frame(width: 40, height: 40)
                    .id(model.choice)
                    .transition(.move(edge: .leading))
            }
            .frame(width: 100, height: 100)
        }
        h.render()
        let start = h.box(.red)
        withAnimation(.linear(duration: 1)) { model.choice = 2 }
        h.advance(by: 0.5)
        expectMovingPair(h, start: start)
    }

    /// `Text(item).transition(.move(edge: .leading)).padding().background(...).id(item)`: the transition is
    /// a trait of the content, which `background`, `overlay` and `mask` pass on (the fade was used instead).
    @Test func transitionUnderABackgroundUnderTheIDRunsWhenTheIDChanges() async {
        let model = ViewTestModel()
        model.choice = 1
        let h = GraphHarness {
            ZStack {
                Color.red.frame(width: 40, height: 40)
                    .transition(.move(edge: .leading))
                    .padding(4)
                    .background(Color.blue.opacity(0.5))
                    .overlay(Color.clear)
                    .id(model.choice)
            }
            .frame(width: 100, height: 100)
            .animation(.linear(duration: 1), value: model.choice)
        }
        h.render()
        let start = h.box(.red)
        model.choice = 2
        await Task.yield()
        h.advance(by: 0.5)
        expectMovingPair(h, start: start)
    }

    /// `.id(item).background(...).transition(.move(edge: .leading))`: found above the id through the background.
    @Test func transitionOverABackgroundOverTheIDRunsWhenTheIDChanges() async {
        let model = ViewTestModel()
        model.choice = 1
        let h = GraphHarness {
            ZStack {
                Color.red.frame(width: 40, height: 40)
                    .id(model.choice)
                    .background(Color.blue.opacity(0.5))
                    .transition(.move(edge: .leading))
            }
            .frame(width: 100, height: 100)
            .animation(.linear(duration: 1), value: model.choice)
        }
        h.render()
        let start = h.box(.red)
        model.choice = 2
        await Task.yield()
        h.advance(by: 0.5)
        expectMovingPair(h, start: start)
    }

    private func expectMovingPair(_ h: GraphHarness, start: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        let reds = h.drawings(.red).map(\.frame)
        #expect(reds.count == 2, "old and new on screen: \(reds)", sourceLocation: sourceLocation)
        for r in reds { #expect(r.minX < start.minX - 10, "moved toward the leading edge: \(r) from \(start)", sourceLocation: sourceLocation) }
    }
}

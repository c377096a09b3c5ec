import Foundation
@testable import LunaparkGraph
import LunaparkCore
import Testing

/// A list's update (`ListNode`): the same keys in the same order update each child in place and
/// ask for no layout and no new display list; a changed key or order still does.
@MainActor
struct ListNodeUpdateTests {
    @Test func theSameKeysUpdateInPlaceWithoutLayout() {
        let model = ViewTestModel()
        let h = GraphHarness {
            VStack(spacing: 0) {
                Group {
                    (model.flag ? Color.green : Color.red).frame(width: 10, height: 10)
                    Color.blue.frame(width: 10, height: 10)
                }
                .padding(2)
                if model.choice == 0 {
                    Color.yellow.frame(width: 10, height: 10)
                } else {
                    Color.orange.frame(width: 10, height: 10)
                }
            }
        }
        let red = h.box(.red), blue = h.box(.blue)
        let layouts = h.stats.layouts
        let builds = h.stats.displayListBuilds
        model.flag = true
        h.render()
        #expect(h.drawings(Color.green).count == 1 && h.drawings(Color.red).isEmpty)
        #expect(h.box(.green) == red && h.box(.blue) == blue)
        #expect(h.stats.layouts == layouts, "a colour inside the group changes no size")
        #expect(h.stats.displayListBuilds == builds, "the colour is rewritten in place")

        // Another branch is another key: the list changes and is laid out and drawn again.
        model.choice = 1
        h.render()
        #expect(h.drawings(Color.orange).count == 1 && h.drawings(Color.yellow).isEmpty)
        #expect(h.stats.layouts > layouts)
        #expect(h.stats.displayListBuilds > builds)
    }

    @Test func reorderedKeysMoveTheirNodes() {
        let model = ViewTestModel()
        let h = GraphHarness {
            HStack(spacing: 0) {
                ForEach(model.flag ? [2, 1, 0] : [0, 1, 2], id: \.self) { index in
                    [Color.red, Color.green, Color.blue][index].frame(width: 10, height: 10)
                }
            }
        }
        #expect(h.box(.red).minX < h.box(.green).minX && h.box(.green).minX < h.box(.blue).minX)
        let bodies = h.stats.bodyEvaluations
        model.flag = true
        h.render()
        #expect(h.box(.blue).minX < h.box(.green).minX && h.box(.green).minX < h.box(.red).minX)
        #expect(h.stats.bodyEvaluations - bodies == 1, "only the root's body: the moved children are the same views")
    }
}

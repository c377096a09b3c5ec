import Foundation
@testable import LunaparkGraph
import Testing

/// `ViewGraph.title` (the window title): the innermost navigation title, found only while a
/// navigation title's modifier is mounted, and kept for the update pass it was found in.
@MainActor
struct ViewGraphTitleTests {
    struct Titled: View {
        var showsTitle: Bool
        var title: String
        var body: some View {
            VStack {
                if showsTitle {
                    Text("inbox").navigationTitle(title)
                } else {
                    Text("nothing")
                }
            }
        }
    }

    private func graph(_ view: Titled) -> ViewGraph {
        ViewGraph(size: CGSize(width: 200, height: 100), textMeasurer: FakeTextMeasurer(), content: view)
    }

    @Test func theTitleFollowsTheModifiersMountedAndTheirValues() {
        let graph = graph(Titled(showsTitle: true, title: "Inbox"))
        #expect(graph.title == "Inbox")
        #expect(graph.navigationTitleNodeCount == 1)
        graph.setRootView(Titled(showsTitle: true, title: "Archive"))
        #expect(graph.title == "Archive", "a new value in a later pass is found again")
        graph.setRootView(Titled(showsTitle: false, title: "Archive"))
        _ = graph.frame(at: 1)
        #expect(graph.title == nil)
        #expect(graph.navigationTitleNodeCount == 0, "unmounted: nothing left to walk for")
        graph.setRootView(Titled(showsTitle: true, title: "Sent"))
        #expect(graph.title == "Sent")
        #expect(graph.navigationTitleNodeCount == 1)
    }

    @Test func aSceneWithoutTitlesHasNone() {
        let graph = ViewGraph(size: CGSize(width: 100, height: 100), textMeasurer: FakeTextMeasurer(),
                              content: VStack { Text("a"); Text("b") })
        #expect(graph.title == nil)
        #expect(graph.navigationTitleNodeCount == 0)
    }
}

import Foundation
@testable import LunaparkGraph
import LunaparkCore
import Observation
import Testing

/// Nodes and graphs are referred to through `NodeLink` and `GraphLink` where they must not be
/// kept alive (no `weak` references, which made every retain of a node or graph slow): the
/// links read nil once their object is gone, as weak references did.
@MainActor
struct NodeLinkTests {
    @Test func aNodesLinkReadsNilOnceTheNodeIsGone() {
        let graph = ViewGraph(size: CGSize(width: 40, height: 40), textMeasurer: FakeTextMeasurer(), content: Color.red)
        var node: ViewNode? = ViewNode(parent: graph.root, graph: graph)
        let link = node!.nodeLink
        #expect(link.node === node)
        #expect(node!.nodeLink === link, "one link per node")
        node = nil
        #expect(link.node == nil)
    }

    @Test func aReleasedGraphIsNoLongerTheScreen() {
        var graph: ViewGraph? = ViewGraph(size: CGSize(width: 40, height: 40), textMeasurer: FakeTextMeasurer(),
                                          content: Color.red)
        #expect(ViewGraph.screenGraph === graph)
        let link = graph!.link
        graph = nil
        #expect(link.graph == nil)
        #expect(ViewGraph.screenGraph == nil)
    }

    /// A view that read `@State` and an `@Observable` model leaves the tree: later changes of
    /// what it read evaluate nothing (its readers and its Observation handler see no node).
    @Test func stateAndModelReadByARemovedViewInvalidateNothing() {
        let model = ViewTestModel()
        let shown = ViewTestModel()
        shown.flag = true
        var setter: ((Int) -> Void)?
        let h = GraphHarness {
            if shown.flag {
                StateReader(model: model) { setter = $0 }
            }
        }
        #expect(h.drawings(Color.blue).count == 1)
        shown.flag = false
        h.render()
        #expect(h.drawings(Color.blue).isEmpty)
        let bodies = h.stats.bodyEvaluations
        model.value = 5
        setter?(3)
        h.render()
        #expect(h.stats.bodyEvaluations == bodies, "a removed view's body is not evaluated again")
        #expect(h.diagnostics.isEmpty)
    }

    private struct StateReader: View {
        let model: ViewTestModel
        let exposeSetter: (@escaping (Int) -> Void) -> Void
        @State private var count = 0

        var body: some View {
            let _ = exposeSetter { count = $0 }
            Color.blue.frame(width: 10 + CGFloat(count), height: 10 + model.value)
        }
    }
}

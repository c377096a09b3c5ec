import Foundation
import LunaparkCore
import LunaparkGraph
import Observation
import XCTest

/// Frames in which only layer effects animate rewrite those layers in the
/// previous display list (`ViewGraph.frame(at:)`, `DisplayListSlot`): no walk
/// of the tree, and the same list a walk would have built.
@MainActor
final class LayerRewriteTests: XCTestCase {
    @MainActor @Observable
    final class Model {
        var on = false
        var tint = Color.blue
    }

    /// One square with an offset, a rotation and an opacity that all animate when `model.on` changes.
    private struct Square: View {
        let model: Model
        var body: some View {
            Rectangle()
                .fill(model.tint)
                .frame(width: 20, height: 20)
                .rotationEffect(.degrees(model.on ? 40 : 10))
                .opacity(model.on ? 0.2 : 0.8)
                .offset(x: model.on ? 110 : 10)
        }
    }

    func testAnimationFramesRewriteLayersInPlaceWithValuesOfTheirTime() async {
        let model = Model()
        let harness = GraphHarness(width: 200, height: 100) { Square(model: model) }
        withAnimation(.linear(duration: 1)) { model.on = true }
        harness.advance(by: 0.25)  // applies the change (a build), then steps
        let builds = harness.stats.displayListBuilds
        let rewrites = harness.stats.layerRewrites
        harness.jump(to: 0.5)

        XCTAssertEqual(harness.stats.displayListBuilds, builds, "an animation frame of layer effects builds no list")
        XCTAssertEqual(harness.stats.layerRewrites - rewrites, 3, "offset, opacity and rotation rewrite their layers")
        // The change was made at time 0 (the scene's time when `withAnimation` ran), so at 0.5 s
        // the linear runs are half way: offset 10 + 100 f, opacity 0.8 - 0.6 f, rotation 10° + 30° f.
        let f = 0.5
        guard let square = harness.drawings.first else { return XCTFail("no drawing") }
        XCTAssertEqual(square.opacity, 0.8 - 0.6 * f, accuracy: 1e-9)
        // The square's centre: laid out centred (90...110, 40...60), moved by the offset; rotation keeps its centre.
        let centre = CGPoint(x: 10, y: 10).applying(square.transform)
        XCTAssertEqual(centre.x, 100 + 10 + 100 * f, accuracy: 1e-9)
        XCTAssertEqual(centre.y, 50, accuracy: 1e-9)
        // The rotation: the drawing's x axis turned by 10° + 30° f.
        let angle = atan2(square.transform.b, square.transform.a) * 180 / .pi
        XCTAssertEqual(angle, 10 + 30 * f, accuracy: 1e-9)
    }

    /// A scene of the effects that rewrite (offset, rotation, scale, opacity, blur, nested),
    /// with animations that pass through or end on neutral values (so layers come and go),
    /// and, when `masked`, one animation inside a mask (whose items are not in the list's top
    /// level, so frames walk the tree while it runs).
    private struct Scene: View {
        let model: Model
        let masked: Bool
        var body: some View {
            HStack(spacing: 10) {
                Circle()
                    .fill(Color.red)
                    .frame(width: 30, height: 30)
                    .scaleEffect(model.on ? 1.5 : 0.5, anchor: .topLeading)
                    .blur(radius: model.on ? 2 : 0)
                    .opacity(model.on ? 1 : 0.3)
                VStack {
                    Capsule()
                        .fill(Color.green)
                        .frame(width: 40, height: 20)
                        .rotationEffect(.degrees(model.on ? 0 : 60))
                        .offset(y: model.on ? -20 : 20)
                }
                .offset(x: model.on ? 30 : 0)
                if masked {
                    Rectangle()
                        .fill(Color.orange)
                        .frame(width: 40, height: 40)
                        .mask {
                            Circle().offset(x: model.on ? 15 : -15)
                        }
                }
            }
        }
    }

    /// Steps a springy change of `Scene` for 1.5 s in two graphs, one of them made to walk the
    /// tree every frame, and checks that their lists agree every frame. Returns the frames in
    /// which the first graph walked the tree.
    private func walksWhileSpringing(masked: Bool) -> [Int] {
        let model = Model()
        let rewriting = GraphHarness(width: 300, height: 200) { Scene(model: model, masked: masked) }
        let building = GraphHarness(width: 300, height: 200) { Scene(model: model, masked: masked) }
        withAnimation(.spring(duration: 0.6, bounce: 0.3)) { model.on = true }
        var walks: [Int] = []
        for frame in 1...90 {
            let time = Double(frame) / 60
            let before = building.stats.displayListBuilds
            // Setting the time scale asks for a full build: the reference list.
            building.graph.timeScale = 1
            building.jump(to: time)
            XCTAssertEqual(building.stats.displayListBuilds, before + 1, "the reference walks the tree")
            let builds = rewriting.stats.displayListBuilds
            rewriting.jump(to: time)
            if rewriting.stats.displayListBuilds > builds { walks.append(frame) }
            assertSameList(rewriting.list, building.list, "frame \(frame)")
        }
        XCTAssertEqual(rewriting.graph.animatingNodeCount, 0, "the spring settled within 1.5 s")
        return walks
    }

    func testRewrittenListsEqualFullBuildsThroughoutASpring() async {
        let walks = walksWhileSpringing(masked: false)
        // The change's frame walks, and so do the few frames where a layer appears or goes
        // (the opacity overshooting 1 and coming back, the rotation settling on 0°); the rest
        // rewrite, or find a neutral effect still neutral.
        XCTAssertEqual(walks.first, 1)
        XCTAssertLessThan(walks.count, 6, "walked in frames \(walks)")
    }

    func testAnAnimationInsideAMaskMakesFramesWalk() async {
        let walks = walksWhileSpringing(masked: true)
        // Every frame walks until the last animation settles, and none after it.
        XCTAssertEqual(walks, Array(1...walks.count))
        XCTAssertGreaterThan(walks.count, 30)
    }

    func testSpringFramesOfASquareRewriteTheirLayersAndMatchFullBuilds() async {
        let model = Model()
        let harness = GraphHarness(width: 200, height: 100) { Square(model: model) }
        let reference = GraphHarness(width: 200, height: 100) { Square(model: model) }
        withAnimation(.spring(duration: 0.5, bounce: 0.4)) { model.on = true }
        var walks = 0
        for frame in 1...60 {
            let before = harness.stats.displayListBuilds
            harness.jump(to: Double(frame) / 60)
            reference.graph.timeScale = 1
            reference.jump(to: Double(frame) / 60)
            walks += harness.stats.displayListBuilds - before
            assertSameList(harness.list, reference.list, "frame \(frame)")
        }
        // Every frame rewrites the three layers (no value is neutral), the change's frame too:
        // starting an effect's animation changes no drawing and no structure (issue 14).
        XCTAssertEqual(walks, 0)
    }

    func testAColourChangeDuringAnimationRewritesTheDrawingWithoutAWalk() async {
        let model = Model()
        let harness = GraphHarness(width: 200, height: 100) { Square(model: model) }
        let reference = GraphHarness(width: 200, height: 100) { Square(model: model) }
        withAnimation(.linear(duration: 1)) { model.on = true }
        harness.advance(by: 0.2)
        reference.advance(by: 0.2)
        let builds = harness.stats.displayListBuilds
        let rewrites = harness.stats.drawingRewrites
        model.tint = .purple
        harness.advance(by: 1.0 / 60)
        XCTAssertEqual(harness.stats.displayListBuilds, builds, "the new colour is rewritten in place, no walk")
        XCTAssertEqual(harness.stats.drawingRewrites, rewrites + 1)
        XCTAssertEqual(harness.drawings.first?.fillColor, Color.purple.resolved)
        reference.graph.timeScale = 1
        reference.jump(to: harness.graph.currentTime)
        // (Versions count each graph's own history of the drawing: compared by what is drawn.)
        let shown = harness.drawings.map { "\($0.frame) \($0.opacity) \(String(describing: $0.fillColor))" }
        let built = reference.drawings.map { "\($0.frame) \($0.opacity) \(String(describing: $0.fillColor))" }
        XCTAssertEqual(shown, built, "after the colour change")
        harness.advance(by: 0.1)
        XCTAssertEqual(harness.stats.displayListBuilds, builds, "then frames rewrite layers again")
    }

    func testAnEffectThatBecomesNeutralLeavesTheList() async {
        let model = Model()
        let harness = GraphHarness(width: 200, height: 100) {
            Rectangle().fill(Color.blue).frame(width: 20, height: 20).opacity(model.on ? 1 : 0.5)
        }
        withAnimation(.linear(duration: 0.5)) { model.on = true }
        harness.advance(by: 0.25)
        XCTAssertEqual(harness.list.items.filter { if case .layer = $0 { true } else { false } }.count, 1)
        harness.advance(by: 0.5)
        // At opacity 1 the layer is gone: a rewrite cannot remove it, so that frame walked the tree.
        XCTAssertEqual(harness.list.items.count, 1, "only the drawing is left")
        XCTAssertEqual(harness.drawings.first?.opacity, 1)
    }

    /// The two lists have the same items; layers' transforms and opacities agree to 1e-9.
    private func assertSameList(_ a: DisplayList, _ b: DisplayList, _ message: String,
                                file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.items.count, b.items.count, "item count, \(message)", file: file, line: line)
        for (x, y) in zip(a.items, b.items) {
            switch (x, y) {
            case (.layer(let p), .layer(let q)):
                XCTAssertEqual(p.id, q.id, message, file: file, line: line)
                XCTAssertEqual(p.opacity, q.opacity, accuracy: 1e-9, message, file: file, line: line)
                XCTAssertEqual(p.blurRadius, q.blurRadius, accuracy: 1e-9, message, file: file, line: line)
                XCTAssertEqual(p.mask?.count, q.mask?.count, message, file: file, line: line)
                for (u, v) in zip([p.transform.a, p.transform.b, p.transform.c, p.transform.d, p.transform.tx, p.transform.ty],
                                  [q.transform.a, q.transform.b, q.transform.c, q.transform.d, q.transform.tx, q.transform.ty]) {
                    XCTAssertEqual(u, v, accuracy: 1e-9, "layer \(p.id) transform, \(message)", file: file, line: line)
                }
            case (.drawing(let p), .drawing(let q)):
                XCTAssertEqual(p.id, q.id, message, file: file, line: line)
                XCTAssertEqual(p.version, q.version, message, file: file, line: line)
            case (.end, .end):
                break
            default:
                XCTFail("items differ: \(x) vs \(y), \(message)", file: file, line: line)
            }
        }
    }
}

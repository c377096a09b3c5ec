import Foundation
import Lunapark
import Testing
@testable import LunaparkDemo

/// The Transitions scene (key 4) in the park, on the headless host, rendering every frame
/// into one surface as a window does.
@MainActor
struct TransitionsSceneTests {
    /// The park on scene 4, 960x640 points, its opening lesson (tab 1 to tab 2) played out.
    static func park() -> HeadlessHost {
        let host = HeadlessHost(size: CGSize(width: 960, height: 640)) {
            ParkView(selection: SceneCatalog.index(forKey: "4")!, quit: {})
        }
        host.advance(by: 2)
        return host
    }

    /// What is missing of the park's last items: the indigo capsule of "4 Transitions" in the
    /// footer (its first row: scenes 1-10; the second holds 11-20) and the grey border of the
    /// tab stage, drawn after the cards; nil when both show.
    static func missingItems(in image: RenderedImage) -> String? {
        let capsule = image.pixel(x: 293, y: 582), border = image.pixel(x: 108, y: 300)
        var missing: [String] = []
        if !(capsule.b > 200 && capsule.r < 140) { missing.append("footer capsule \(capsule)") }
        if !(border.r < 220 && border.r == border.g) { missing.append("stage border \(border)") }
        return missing.isEmpty ? nil : missing.joined(separator: ", ")
    }

    /// A tab chosen while the scene is paused starts its `.scale` transition at scale 0: the
    /// frame drawn then has a layer that cannot be inverted. The frames after it (still paused,
    /// then running again) show the whole park, and the new tab once the transition is over.
    @Test func aTransitionStartedWhilePausedDoesNotFreezeTheFrame() {
        let host = Self.park()
        #expect(Self.missingItems(in: host.render()) == nil)
        host.graph.isPaused = true
        host.tap(at: CGPoint(x: 407, y: 455))  // tab 3
        let paused = host.render()
        #expect(Self.missingItems(in: paused) == nil, "paused, the new card at scale 0")
        host.graph.isPaused = false
        host.advance(by: 1.5)
        let resumed = host.render()
        #expect(Self.missingItems(in: resumed) == nil, "resumed")
        // Tab 3's card is orange, tab 2's teal.
        let card = resumed.pixel(x: 200, y: 300)
        #expect(card.r > 200 && card.g > 120 && card.b < 60, "tab 3's card shows: \(card)")
    }

    /// The ".id" example writes the transition after `.id`, as the objc.io article does: when the
    /// id changes both texts are on screen, the old one scaling down, the new one sliding in from
    /// the leading edge (the `.opacity` fallback would only fade them in place).
    @Test func idExampleRunsTheArticlesTransitionOnBothTexts() {
        let host = HeadlessHost(size: CGSize(width: 500, height: 300)) {
            SlideScaleTextExample(replacement: .identity, log: LifecycleLog())
        }
        host.advance(by: 0.3)  // onAppear set visible = true: the text's id changed
        var copies: [(scale: Double, minX: Double)] = []
        var stack: [DisplayList.Layer] = []
        for item in host.displayList.items {
            switch item {
            case .layer(let layer): stack.append(layer)
            case .end: _ = stack.popLast()
            case .drawing(let drawing):
                guard case .text(let run) = drawing.content, run.string == "Hello, world!" else { continue }
                let t = stack.reversed().reduce(drawing.transform) { $0.concatenating($1.transform) }
                copies.append((Double(hypot(t.a, t.b)), Double(drawing.bounds.applying(t).minX)))
            }
        }
        host.advance(by: 3)
        let end = host.displayList.items.compactMap { item -> Double? in
            guard case .drawing(let d) = item, case .text(let run) = d.content, run.string == "Hello, world!" else { return nil }
            return Double(d.bounds.applying(d.transform).minX)
        }
        #expect(copies.count == 2, "old and new text during the change")
        #expect(copies.contains { $0.scale < 0.9 }, "the old one scales down: \(copies)")
        let sliding = copies.first { abs($0.scale - 1) < 1e-6 }
        #expect((sliding?.minX ?? .infinity) < (end.first ?? 0) - 10, "the new one slides in from the leading edge")
        #expect(end.count == 1)
    }
}

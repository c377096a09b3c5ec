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
}

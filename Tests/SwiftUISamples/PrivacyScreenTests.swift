import Foundation
import Lunapark
import Testing

/// The privacy screen on pixels: a scene phase other than `.active` fades the content to black
/// over the 0.3 s ease, and `.active` again fades it back.
@MainActor
struct PrivacyScreenTests {
    @Test func leavingTheActivePhaseFadesToBlackAndBack() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) { PrivacyScreen() }
        #expect(host.graph.scenePhase == .active)
        #expect(host.render().pixel(x: 50, y: 50).b > 200)
        host.graph.scenePhase = .inactive
        host.advance(by: 0.15)
        let middle = host.render().pixel(x: 50, y: 50).b
        #expect(middle > 60 && middle < 200)
        host.advance(by: 0.3)
        #expect(host.render().pixel(x: 50, y: 50).b < 10)
        // Background is not active either: nothing changes.
        host.graph.scenePhase = .background
        host.advance(by: 0.3)
        #expect(host.render().pixel(x: 50, y: 50).b < 10)
        host.graph.scenePhase = .active
        host.advance(by: 0.5)
        #expect(host.render().pixel(x: 50, y: 50).b > 200)
        #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
    }
}

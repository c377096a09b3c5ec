import Foundation
import Lunapark
import XCTest

/// The README's "Writing a scene" example, as printed there.
private struct WobbleScene: View {
    @State private var tilted = false

    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.orange)
                .frame(width: 120, height: 120)
                .rotationEffect(.degrees(tilted ? 20 : -20))
            Button("wobble") {
                withAnimation(.bouncy) { tilted.toggle() }
            }
        }
    }
}

@MainActor
final class ReadmeExampleTests: XCTestCase {
    /// The README's test snippet: tapping the button starts the wobble, and the pixels move.
    func testWobbleSceneTapStartsTheAnimation() async {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) { WobbleScene() }
        let before = host.render()
        let bodiesBefore = host.statistics.bodyEvaluations
        host.tap(at: CGPoint(x: 200, y: 220))
        host.advance(by: 0.2)
        let image = host.render()
        XCTAssertNotEqual(image, before, "the square turned")
        XCTAssertGreaterThan(host.statistics.bodyEvaluations, bodiesBefore, "the tap changed state")
    }
}

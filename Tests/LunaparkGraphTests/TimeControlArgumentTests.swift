import Foundation
import LunaparkCore
@testable import LunaparkGraph
import Testing

/// `timeScale` and `step(by:)` with values no clock can run at: ignored and reported, never trapped on.
@MainActor
struct TimeControlArgumentTests {
    @Test(arguments: [0, -1, Double.nan, .infinity, -.infinity])
    func aTimeScaleThatIsNotPositiveAndFiniteIsIgnoredAndReported(rate: Double) {
        let h = GraphHarness { Color.red.frame(width: 20, height: 20) }
        var diagnostics: [String] = []
        h.graph.diagnosticHandler = { diagnostics.append($0) }
        h.graph.timeScale = 0.5
        h.graph.timeScale = rate
        #expect(h.graph.timeScale == 0.5)
        #expect(diagnostics.count == 1 && diagnostics[0].hasPrefix("timeScale"), "\(diagnostics)")
        // The scene clock still runs at half the host's speed.
        let start = h.graph.currentTime
        h.advance(by: 0.5)
        #expect(abs(h.graph.currentTime - start - 0.25) < 1e-9)
    }

    @Test(arguments: [-1, Double.nan, .infinity])
    func aStepThatIsNegativeOrNotFiniteIsIgnoredAndReported(seconds: Double) {
        let h = GraphHarness { Color.red.frame(width: 20, height: 20) }
        var diagnostics: [String] = []
        h.graph.diagnosticHandler = { diagnostics.append($0) }
        h.graph.isPaused = true
        let before = h.graph.currentDate
        h.graph.step(by: seconds)
        h.advance(by: 0.1)
        #expect(h.graph.currentDate == before)
        #expect(diagnostics.count == 1, "\(diagnostics)")
    }
}

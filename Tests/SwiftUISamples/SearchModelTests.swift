import Foundation
import Lunapark
import Testing

/// The Combine search sample: a burst of typing is searched once, after the debounce, with
/// the results delivered on the main queue.
@MainActor
struct SearchModelTests {
    @Test func aBurstOfTypingIsSearchedOnceAfterTheDebounce() async throws {
        let model = SearchModel(catalogue: ["Spring", "spring", "Bezier", "Keyframes"], debounce: .milliseconds(50))
        var delivered: [[String]] = []
        let recording = model.$results.dropFirst().sink { delivered.append($0) }
        // The initial empty query finds everything, after the debounce.
        try await wait { model.results.count == 4 }
        #expect(model.results.count == 4)
        // Three keystrokes in one turn of the main queue: only the last query is searched.
        model.query = "s"
        model.query = "sp"
        model.query = "spr"
        try await wait { model.results == ["Spring", "spring"] }
        #expect(model.results == ["Spring", "spring"])
        #expect(!delivered.contains(["Spring", "spring", "Keyframes"]), "\"s\" was searched: \(delivered)")
        model.query = "key"
        try await wait { model.results == ["Keyframes"] }
        #expect(model.results == ["Keyframes"])
        recording.cancel()
    }

    /// Suspends (letting the main queue run) until `condition`, for at most 6,000 turns of 5 ms.
    /// Counted in this test's own turns, not in wall time: other main-actor tests run in between
    /// and on a loaded machine held the main queue past a 30 s deadline, while the debounced
    /// search, queued on the main queue before this test's next turn, runs within a few turns.
    private func wait(until condition: () -> Bool) async throws {
        for _ in 0..<6_000 where !condition() { try await Task.sleep(nanoseconds: 5_000_000) }
    }
}

import Foundation
import Lunapark
import Testing

/// The Combine search sample: a burst of typing searches once, after the debounce, on the main queue.
@MainActor
struct SearchModelTests {
    @Test func aBurstOfTypingSearchesOnceAfterTheDebounce() async throws {
        let model = SearchModel(catalogue: ["Spring", "spring", "Bezier", "Keyframes"], debounce: .milliseconds(50))
        // The initial empty query, after the debounce.
        try await wait { model.searches == 1 }
        #expect(model.results.count == 4)
        model.query = "s"
        model.query = "sp"
        model.query = "spr"
        try await wait { model.searches == 2 }
        #expect(model.results == ["Spring", "spring"])
        // Nothing else arrives: the three keystrokes made one search.
        try await Task.sleep(nanoseconds: 150_000_000)
        #expect(model.searches == 2)
        model.query = "key"
        try await wait { model.searches == 3 }
        #expect(model.results == ["Keyframes"])
    }

    /// Suspends (letting the main queue run) until `condition` or 5 s.
    private func wait(until condition: () -> Bool) async throws {
        let end = Date().addingTimeInterval(5)
        while !condition(), Date() < end { try await Task.sleep(nanoseconds: 5_000_000) }
    }
}

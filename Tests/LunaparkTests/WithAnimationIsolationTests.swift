import Foundation
import Lunapark
import Testing

/// A model whose method is not on the main actor, as model code often is.
@Observable
final class Glider: @unchecked Sendable {
    var x: CGFloat = 40

    /// Moves the glider with an animation, from whatever thread calls it.
    nonisolated func glide(to x: CGFloat) {
        withAnimation(.linear(duration: 1)) { self.x = x }
    }
}

/// The same with an `ObservableObject`.
final class PublishedGlider: ObservableObject, @unchecked Sendable {
    @Published var x: CGFloat = 40

    nonisolated func glide(to x: CGFloat) {
        withAnimation(.linear(duration: 1)) { self.x = x }
    }
}

private struct ShowsGlider: View {
    let glider: Glider
    var body: some View { RedMarker(x: glider.x) }
}

private struct ShowsPublishedGlider: View {
    @ObservedObject var glider: PublishedGlider
    var body: some View { RedMarker(x: glider.x) }
}

/// A change made inside `withAnimation` on a background queue animates once it reaches the main
/// actor: the transaction travels with the change notification.
@MainActor
struct WithAnimationIsolationTests {
    /// Calls `glide` on a background queue, waits for the change to reach the view, and checks
    /// that the marker moves from 40 to 140 over 1 s rather than jumping.
    private func expectGlide(in host: HeadlessHost, _ glide: @escaping @Sendable () -> Void) async throws {
        let before = host.statistics.bodyEvaluations
        await withCheckedContinuation { done in
            DispatchQueue.global().async { glide(); done.resume() }
        }
        // The invalidation hops to the main queue; give it its turn.
        let end = Date().addingTimeInterval(30)
        while host.statistics.bodyEvaluations == before, Date() < end {
            try await Task.sleep(nanoseconds: 2_000_000)
            host.advanceFrame()
        }
        host.advance(by: 0.5)
        let middle = MarkerProbe.redCentreX(host) ?? 0
        #expect(middle > 60 && middle < 120, "half way through a 1 s linear animation from 40 to 140, not a jump: \(middle)")
        host.advance(by: 0.6)
        #expect(abs((MarkerProbe.redCentreX(host) ?? 0) - 140) < 1)
    }

    @Test func anObservableChangedOnABackgroundQueueAnimates() async throws {
        let glider = Glider()
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) { ShowsGlider(glider: glider) }
        try await expectGlide(in: host) { glider.glide(to: 140) }
    }

    @Test func anObservableObjectChangedOnABackgroundQueueAnimates() async throws {
        let glider = PublishedGlider()
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) { ShowsPublishedGlider(glider: glider) }
        try await expectGlide(in: host) { glider.glide(to: 140) }
    }
}

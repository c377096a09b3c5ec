import Foundation
@testable import Lunapark
import Testing

/// A view that owns a `MarkerModel` and shows it; its parent re-creates it on each of its evaluations.
private struct OwnsModel: View {
    @StateObject private var model: MarkerModel
    let exposer: (MarkerModel) -> Void

    init(census: MarkerModel.Census, exposer: @escaping (MarkerModel) -> Void) {
        _model = StateObject(wrappedValue: MarkerModel(census: census))
        self.exposer = exposer
    }

    var body: some View {
        let _ = exposer(model)
        RedMarker(x: model.x)
    }
}

/// A parent whose state changes re-evaluate it (and re-create `OwnsModel`), and whose identity key replaces it.
@MainActor
private final class ParentControls {
    var bump: () -> Void = {}
    var setIdentity: (Int) -> Void = { _ in }
}

private struct ParentOfOwner: View {
    let census: MarkerModel.Census
    let controls: ParentControls
    let exposer: (MarkerModel) -> Void
    @State private var evaluations = 0
    @State private var identity = 0

    var body: some View {
        let _ = evaluations
        OwnsModel(census: census, exposer: exposer)
            .id(identity)
            .onAppear {
                controls.bump = { evaluations += 1 }
                controls.setIdentity = { identity = $0 }
            }
    }
}

@MainActor
struct StateObjectTests {
    @Test func isCreatedOncePerIdentityAndSurvivesBodyEvaluations() {
        let census = MarkerModel.Census()
        let controls = ParentControls()
        var shown: MarkerModel?
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            ParentOfOwner(census: census, controls: controls, exposer: { shown = $0 })
        }
        host.advance(by: 0.1)
        #expect(census.made == 1)
        weak let first = shown
        shown?.x = 120
        for _ in 0..<3 {
            controls.bump()
            host.advance(by: 0.05)
        }
        // The parent evaluated three more times and made three `OwnsModel` values (each calling the
        // StateObject initializer), but the autoclosure ran once: the same object, with its change.
        #expect(census.made == 1)
        #expect(shown != nil && shown === first)
        #expect(abs((MarkerProbe.redCentreX(host) ?? 0) - 120) < 1)

        // A new identity makes a new object, at its initial value, and releases the old one.
        weak let released = first
        shown = nil
        controls.setIdentity(1)
        host.advance(by: 0.1)
        #expect(census.made == 2)
        #expect(shown !== released)
        #expect(released == nil)
        #expect(abs((MarkerProbe.redCentreX(host) ?? 0) - 50) < 1)
    }

    @Test func aPublishedChangeInsideWithAnimationAnimates() {
        var shown: MarkerModel?
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            OwnsModel(census: MarkerModel.Census(), exposer: { shown = $0 })
        }
        let model = try! #require(shown)
        #expect(abs((MarkerProbe.redCentreX(host) ?? 0) - 50) < 1)
        withAnimation(.linear(duration: 1)) { model.x = 150 }
        host.advance(by: 0.5)
        // Linear from 50 to 150 over 1 s: half way after 0.5 s (one frame of slack).
        let middle = try! #require(MarkerProbe.redCentreX(host))
        #expect(abs(middle - 100) < 3)
        host.advance(by: 0.6)
        #expect(abs((MarkerProbe.redCentreX(host) ?? 0) - 150) < 1)
    }

    @Test func changesBeforeOnePassCoalesceIntoOneBodyEvaluation() {
        var shown: MarkerModel?
        var evaluations = 0
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            OwnsModel(census: MarkerModel.Census(), exposer: { shown = $0; evaluations += 1 })
        }
        let model = try! #require(shown)
        let before = evaluations
        model.x = 60
        model.x = 70
        model.isOn = true
        host.advanceFrame()
        #expect(evaluations == before + 1)
        #expect(abs((MarkerProbe.redCentreX(host) ?? 0) - 70) < 1)
    }
}

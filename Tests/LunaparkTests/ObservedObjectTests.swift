import Foundation
import Lunapark
import Testing

/// Holds the model a parent passes down; not observable itself (the parent is re-evaluated by `refresh`).
@MainActor
private final class ModelHolder {
    var model: MarkerModel
    var refresh: () -> Void = {}
    init(_ model: MarkerModel) { self.model = model }
}

private struct ObservesModel: View {
    @ObservedObject var model: MarkerModel
    let evaluated: () -> Void
    var body: some View {
        let _ = evaluated()
        ZStack {
            BoundSwitch(isOn: $model.isOn)
            RedMarker(x: model.x)
        }
    }
}

private struct PassesModel: View {
    let holder: ModelHolder
    let evaluated: () -> Void
    @State private var version = 0
    var body: some View {
        let _ = version
        ObservesModel(model: holder.model, evaluated: evaluated)
            .onAppear { holder.refresh = { version += 1 } }
    }
}

@MainActor
struct ObservedObjectTests {
    @Test func observesTheObjectItIsGivenAndDoesNotOwnIt() {
        let holder = ModelHolder(MarkerModel(x: 40))
        var evaluations = 0
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            PassesModel(holder: holder, evaluated: { evaluations += 1 })
        }
        host.advance(by: 0.05)
        holder.model.x = 60
        host.advance(by: 0.05)
        #expect(abs((MarkerProbe.redCentreX(host) ?? 0) - 60) < 1)

        // Another object: the view shows and observes it, and the old one is released.
        weak let old = holder.model
        holder.model = MarkerModel(x: 140)
        holder.refresh()
        host.advance(by: 0.05)
        #expect(old == nil)
        #expect(abs((MarkerProbe.redCentreX(host) ?? 0) - 140) < 1)
        let before = evaluations
        holder.model.x = 150
        host.advance(by: 0.05)
        #expect(evaluations == before + 1)
        #expect(abs((MarkerProbe.redCentreX(host) ?? 0) - 150) < 1)
    }

    @Test func projectedBindingsWriteThePublishedProperty() {
        let holder = ModelHolder(MarkerModel())
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            PassesModel(holder: holder, evaluated: {})
        }
        #expect(MarkerProbe.centreColour(host) == "blue")
        host.tap(at: CGPoint(x: 20, y: 20))
        host.advance(by: 0.05)
        #expect(holder.model.isOn)
        #expect(MarkerProbe.centreColour(host) == "red")
    }
}

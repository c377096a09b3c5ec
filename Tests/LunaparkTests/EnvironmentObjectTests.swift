import Foundation
import Lunapark
@testable import LunaparkGraph
import Testing

private struct ReadsEnvironmentModel: View {
    @EnvironmentObject var model: MarkerModel
    var body: some View {
        ZStack {
            BoundSwitch(isOn: $model.isOn)
            RedMarker(x: model.x)
        }
    }
}

/// The reader two levels below the `environmentObject(_:)`, behind a view that knows nothing of it.
private struct Middle: View {
    var body: some View { ReadsEnvironmentModel() }
}

@MainActor
struct EnvironmentObjectTests {
    @Test func reachesDescendantsAndTheyFollowItsChanges() {
        let model = MarkerModel(x: 30)
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            Middle().environmentObject(model)
        }
        #expect(abs((MarkerProbe.redCentreX(host) ?? 0) - 30) < 1)
        withAnimation(.linear(duration: 1)) { model.x = 130 }
        host.advance(by: 0.5)
        #expect(abs((MarkerProbe.redCentreX(host) ?? 0) - 80) < 3)
        host.advance(by: 0.6)
        #expect(abs((MarkerProbe.redCentreX(host) ?? 0) - 130) < 1)

        // `$model.isOn` through the environment object.
        #expect(MarkerProbe.centreColour(host) == "blue")
        host.tap(at: CGPoint(x: 20, y: 20))
        host.advance(by: 0.05)
        #expect(model.isOn)
        #expect(MarkerProbe.centreColour(host) == "red")
    }

    @Test func theNearestSuppliedObjectWins() {
        let outer = MarkerModel(x: 30), inner = MarkerModel(x: 170)
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            Middle().environmentObject(inner).environmentObject(outer)
        }
        #expect(abs((MarkerProbe.redCentreX(host) ?? 0) - 170) < 1)
    }

    @Test func aMissingObjectIsNamedInOneLine() {
        let message = EnvironmentValues.missingEnvironmentObjectMessage(for: MarkerModel.self)
        #expect(message == "No ObservableObject of type MarkerModel found. A View.environmentObject(_:) for MarkerModel may be missing as an ancestor of this view.")
        #expect(!message.contains("\n"))
        // Nothing supplied: the property finds no object (reading `wrappedValue` would stop with the message).
        let property = EnvironmentObject<MarkerModel>()
        #expect(property.suppliedObject == nil)
    }
}

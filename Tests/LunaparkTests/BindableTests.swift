import Foundation
import Lunapark
import Testing

@Observable
final class Lamp {
    var isOn = false
    var x: CGFloat = 50
}

/// `@Bindable` as a view property.
private struct LampSwitch: View {
    @Bindable var lamp: Lamp
    var body: some View {
        ZStack {
            BoundSwitch(isOn: $lamp.isOn)
            RedMarker(x: lamp.x)
        }
    }
}

/// `@Bindable` declared inside a body, over an object read from the environment.
private struct EnvironmentLampSwitch: View {
    @Environment(Lamp.self) private var lamp
    var body: some View {
        @Bindable var lamp = lamp
        BoundSwitch(isOn: $lamp.isOn)
    }
}

@MainActor
struct BindableTests {
    @Test func bindingsWriteTheObservableProperty() {
        let lamp = Lamp()
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) { LampSwitch(lamp: lamp) }
        #expect(MarkerProbe.centreColour(host) == "blue")
        host.tap(at: CGPoint(x: 20, y: 20))
        host.advance(by: 0.05)
        #expect(lamp.isOn)
        #expect(MarkerProbe.centreColour(host) == "red")
        // A change made elsewhere shows too (Observation tracks what the body read).
        lamp.isOn = false
        host.advance(by: 0.05)
        #expect(MarkerProbe.centreColour(host) == "blue")
    }

    @Test func aBindableInsideABodyBindsAnEnvironmentObject() {
        let lamp = Lamp()
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            EnvironmentLampSwitch().environment(lamp)
        }
        host.tap(at: CGPoint(x: 20, y: 20))
        host.advance(by: 0.05)
        #expect(lamp.isOn)
        #expect(MarkerProbe.centreColour(host) == "red")
    }

    @Test func twoBindingsToOnePropertyAreTheSameInput() {
        let lamp = Lamp()
        let a = Bindable(lamp).isOn, b = Bindable(lamp).isOn
        a.wrappedValue = true
        #expect(b.wrappedValue)
        #expect(Bindable(wrappedValue: lamp).projectedValue.wrappedValue === lamp)
    }
}

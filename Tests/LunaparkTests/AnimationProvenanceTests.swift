import Foundation
import Lunapark
import Observation
import Testing

/// What a probe view shows, changed by the tests between frames.
@Observable
@MainActor
final class ProvenanceProbeModel {
    var isOn = false
    var shows = false
}

/// A 40-point square whose opacity and offset follow the model; `.animation(_:value:)` on it
/// when `modifierAnimation` is given, and a square inserted with `.transition(.opacity)`.
private struct ProvenanceProbe: View {
    let model: ProvenanceProbeModel
    var modifierAnimation: Animation?
    var blocksAnimations = false

    var body: some View {
        VStack {
            square
            if model.shows {
                Rectangle().fill(Color.gray).frame(width: 40, height: 40).transition(.opacity)
            }
        }
    }

    @ViewBuilder private var square: some View {
        let base = Rectangle().fill(Color.black).frame(width: 40, height: 40)
            .offset(x: model.isOn ? 100 : 0)
        if let modifierAnimation {
            base.animation(modifierAnimation, value: model.isOn)
        } else if blocksAnimations {
            base.animation(nil)
        } else {
            base
        }
    }
}

/// An `Animatable` modifier that scales its content: its body runs again each animation frame.
private struct ScalePulse: ViewModifier, Animatable {
    var amount: Double
    nonisolated var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }
    func body(content: Content) -> some View { content.scaleEffect(amount) }
}

/// A square scaled by `ScalePulse` as the model says.
private struct PulseProbe: View {
    let model: ProvenanceProbeModel
    var body: some View {
        Rectangle().frame(width: 40, height: 40).modifier(ScalePulse(amount: model.isOn ? 2 : 1))
    }
}

/// A button that toggles its own `@State` in `withAnimation`.
private struct ToggleProbe: View {
    @State private var isOn = false
    var body: some View {
        VStack {
            Rectangle().fill(Color.black).frame(width: 40, height: 40).opacity(isOn ? 0.2 : 1)
            Color.gray.frame(width: 100, height: 40)
                .onTapGesture { withAnimation(.easeInOut(duration: 0.5)) { isOn.toggle() } }
        }
    }
}

/// Where each animation came from (`InspectionRecorder`, `TransactionOrigin`): the recorder
/// names `withAnimation`, `.animation(_:value:)`, an explicit `Transaction`, a transition, a
/// spring merge, curves that combine and changes that snapped, on `HeadlessHost`.
@MainActor
@Suite struct AnimationProvenanceTests {
    /// A host of the probe, recording, at 0.5 s.
    static func host(_ model: ProvenanceProbeModel, modifierAnimation: Animation? = nil,
                     blocksAnimations: Bool = false) -> HeadlessHost {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) {
            ProvenanceProbe(model: model, modifierAnimation: modifierAnimation, blocksAnimations: blocksAnimations)
        }
        host.graph.recordsInspection = true
        host.advance(by: 0.5)
        return host
    }

    /// The recorded changes of the square's offset.
    static func offsetEvents(_ host: HeadlessHost) -> [AnimationEvent] {
        host.graph.inspection!.animationEvents.filter { $0.propertyName == "_OffsetEffect" }
    }

    @Test func recordingIsOffUntilAskedFor() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) { Color.red }
        #expect(host.graph.inspection == nil)
        host.graph.recordsInspection = true
        #expect(host.graph.inspection != nil)
        host.graph.recordsInspection = false
        #expect(host.graph.inspection == nil)
    }

    @Test func withAnimationIsNamedWithItsTimeAndAnimation() throws {
        let model = ProvenanceProbeModel()
        let host = Self.host(model)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.advance(by: 0.1)
        let event = try #require(Self.offsetEvents(host).last)
        #expect(event.origin == .withAnimation)
        #expect(event.change == .started)
        #expect(abs(event.sceneTime - 0.5) < 1e-9)
        #expect(event.animation == .linear(duration: 1))
        #expect(event.ownerName == "ProvenanceProbe")
        let state = try #require(host.graph.inspection!.stateChanges.last)
        #expect(state.state == "an @Observable property")
        #expect(state.isAnimated && state.origin == .withAnimation)
        #expect(state.readerNames == ["ProvenanceProbe"])
    }

    @Test func animationModifierIsNamedWithTheViewItIsOn() throws {
        let model = ProvenanceProbeModel()
        let host = Self.host(model, modifierAnimation: .easeIn(duration: 0.4))
        model.isOn = true
        host.advance(by: 0.1)
        let event = try #require(Self.offsetEvents(host).last)
        guard case .animationModifier = event.origin else {
            Issue.record("origin \(event.origin), not .animation(_:value:)")
            return
        }
        #expect(event.change == .started)
        #expect(event.animation == .easeIn(duration: 0.4))
        #expect(host.graph.inspection!.describe(event.origin) == ".animation(_:value:) in ProvenanceProbe")
        // The state change itself came without a transaction: the modifier made it animate.
        let state = try #require(host.graph.inspection!.stateChanges.last)
        #expect(!state.isAnimated && state.origin == .unspecified)
    }

    @Test func anExplicitTransactionIsNamed() throws {
        let model = ProvenanceProbeModel()
        let host = Self.host(model)
        withTransaction(Transaction(animation: .linear(duration: 0.3))) { model.isOn = true }
        host.advance(by: 0.1)
        #expect(try #require(Self.offsetEvents(host).last).origin == .withTransaction)
    }

    @Test func aTransitionIsNamedForTheInsertedView() throws {
        let model = ProvenanceProbeModel()
        let host = Self.host(model)
        withAnimation(.easeOut(duration: 0.5)) { model.shows = true }
        host.advance(by: 0.1)
        let recorder = host.graph.inspection!
        let event = try #require(recorder.animationEvents.last { $0.propertyName == "_OpacityEffect" })
        guard case .transition = event.origin else {
            Issue.record("origin \(event.origin), not a transition")
            return
        }
        #expect(event.change == .started)
        #expect(recorder.describe(event.origin).hasPrefix("transition in "))
    }

    @Test func aSpringRetargetedMidFlightMergesAndCurvesCombine() throws {
        let model = ProvenanceProbeModel()
        let host = Self.host(model)
        withAnimation(.spring(duration: 1)) { model.isOn = true }
        host.advance(by: 0.2)
        withAnimation(.spring(duration: 0.6)) { model.isOn = false }
        host.advance(by: 0.1)
        let springs = Self.offsetEvents(host)
        #expect(springs.map(\.change) == [.started, .merged])
        #expect(abs(springs[1].sceneTime - springs[0].sceneTime - 0.2) < 1e-9)
        let merged = host.graph.inspection!.history(ofView: springs[1].viewID)
        #expect(merged.map(\.change) == [.started, .merged])

        withAnimation(.linear(duration: 2)) { model.isOn = true }
        host.advance(by: 0.1)
        withAnimation(.linear(duration: 2)) { model.isOn = false }
        host.advance(by: 0.1)
        #expect(Self.offsetEvents(host).suffix(2).map(\.change) == [.combined, .combined],
                "a timing curve never merges: it adds its own run to those going on")
    }

    @Test func aChangeWithoutAnimationSnapsAndSaysWhy() throws {
        let model = ProvenanceProbeModel()
        let host = Self.host(model)
        model.isOn = true
        host.advance(by: 0.1)
        let plain = try #require(Self.offsetEvents(host).last)
        #expect(plain.change == .snapped)
        #expect(plain.origin == .unspecified && plain.animation == nil)

        // `.animation(nil)` on the square takes withAnimation's animation away.
        let blockedModel = ProvenanceProbeModel()
        let blocked = Self.host(blockedModel, blocksAnimations: true)
        withAnimation(.linear(duration: 1)) { blockedModel.isOn = true }
        blocked.advance(by: 0.1)
        let event = try #require(Self.offsetEvents(blocked).last)
        #expect(event.change == .snapped)
        guard case .transactionModifier = event.origin else {
            Issue.record("origin \(event.origin), not the .animation(nil) modifier")
            return
        }
        #expect(blocked.graph.inspection!.stateChanges.last?.isAnimated == true,
                "the state change had an animation: the modifier below took it away")
    }

    @Test func anAnimationFramesValuesAreNotSnaps() throws {
        let model = ProvenanceProbeModel()
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) { PulseProbe(model: model) }
        host.graph.recordsInspection = true
        host.advance(by: 0.1)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        host.advance(by: 0.5)
        let events = host.graph.inspection!.animationEvents
        #expect(events.contains { $0.propertyName == "ScalePulse" && $0.change == .started && $0.origin == .withAnimation })
        #expect(!events.contains { $0.change == .snapped },
                "the scale the modifier's body sets each frame is applied without animation by design, not a snap")
    }

    @Test func aStateChangeNamesTheStateAndTheBodyItRan() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 120)) { ToggleProbe() }
        host.graph.recordsInspection = true
        host.advance(by: 0.25)
        host.tap(at: CGPoint(x: 100, y: 80))
        host.advance(by: 0.1)
        let change = try #require(host.graph.inspection!.stateChanges.last)
        #expect(change.state == "ToggleProbe.isOn")
        #expect(change.origin == .withAnimation && change.animation == .easeInOut(duration: 0.5))
        #expect(change.readerNames == ["ToggleProbe"])
        let opacity = try #require(host.graph.inspection!.animationEvents.last { $0.propertyName == "_OpacityEffect" })
        #expect(opacity.change == .started && opacity.origin == .withAnimation)
    }

    @Test func thePanelSaysWhereTheRunningAnimationCameFrom() throws {
        let model = ProvenanceProbeModel()
        let host = HeadlessHost(size: CGSize(width: 600, height: 400), inspector: true) { ProvenanceProbe(model: model) }
        let inspector = try #require(host.inspector)
        host.key("i")
        host.key("w")
        #expect(inspector.isProvenanceVisible && host.graph.recordsInspection)
        host.advance(by: 0.5)
        let start = host.time
        withAnimation(.spring(duration: 1)) { model.isOn = true }
        host.advance(by: 0.25)
        withAnimation(.spring(duration: 1)) { model.isOn = false }
        host.advance(by: 0.1)
        let line = try #require(inspector.provenance.animations.first)
        #expect(line.hasPrefix("_OffsetEffect in ProvenanceProbe: spring"))
        #expect(line.contains(String(format: "from withAnimation at %.3f s; merged at %.3f s (withAnimation)", start, start + 0.25)))
        model.isOn = true
        host.advance(by: 0.1)
        #expect(inspector.provenance.snaps.first?.contains("_OffsetEffect in ProvenanceProbe snapped: no animation") == true)
        host.key("w")
        #expect(!host.graph.recordsInspection, "nothing shows what it records: it stops")
    }
}

import Lunapark
import Observation
import XCTest

// Scene 6 (Rainbow, the Habr article part 2): a gradient animated in a loop changes
// over time, the running value can be read, StopAtOnce ends the loop at once,
// and one transaction's objects follow their own .animation overrides.

/// The scene's StopAtOnce: merges with the running animation and finishes on its first frame.
private struct StopAtOnce: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? { nil }
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool { true }
}

@MainActor @Observable
private final class Turns {
    var value = 0.0
    var reported: [Double] = []
}

/// An angular gradient built from the interpolated turns, which it also reports.
private struct Wheel: ViewModifier, Animatable {
    var turns: Double
    let model: Turns
    var animatableData: Double {
        get { turns }
        set { turns = newValue; model.reported.append(newValue) }
    }
    func body(content: Content) -> some View {
        content.overlay(Rectangle().fill(AngularGradient(colors: [.red, .green, .blue, .red], center: .center,
                                                         angle: .degrees(turns * 360))))
    }
}

private struct WheelView: View {
    let model: Turns
    var body: some View {
        Color.clear.frame(width: 100, height: 100).modifier(Wheel(turns: model.value, model: model))
    }
}

@MainActor
final class SceneRainbowTests: XCTestCase {
    private let cycle = 2.0

    private func start(_ host: HeadlessHost, _ model: Turns) {
        withAnimation(.linear(duration: cycle).repeatForever(autoreverses: false)) { model.value = 1 }
        host.advanceFrame()
    }

    /// The pixel straight above the centre shows the colour at angle -turns·360° of the gradient.
    func testLoopedGradientChangesOverTimeAndTheMomentCanBeRead() async {
        let model = Turns()
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) { WheelView(model: model) }
        let before = host.render().pixel(x: 90, y: 50)
        start(host, model)
        host.advance(by: cycle / 3 - 1.0 / 60)  // a third of a turn after the animation started
        let third = host.render().pixel(x: 90, y: 50)
        XCTAssertNotEqual(before, third, "the gradient turned")
        // The right edge (angle 0 of the gradient) shows the colour at -1/3 turn: green moved there.
        XCTAssertEqual(model.reported.last ?? -1, 1.0 / 3, accuracy: 1e-6, "the current moment, read from the modifier")
        XCTAssertGreaterThan(Int(third.b) + Int(third.g), Int(third.r))
        host.advance(by: cycle)  // a whole cycle later: the same moment of the next turn
        XCTAssertEqual(model.reported.last ?? -1, 1.0 / 3, accuracy: 1e-6, "looping: 0 -> 1, then again")
    }

    /// withAnimation(nil) leaves the loop running; StopAtOnce ends it at the new model value.
    func testNilChangeKeepsTheLoopAndStopAtOnceEndsIt() async {
        let model = Turns()
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) { WheelView(model: model) }
        start(host, model)
        host.advance(by: 0.5)
        withAnimation(nil) { model.value = 0 }
        host.advance(by: 0.25)
        let afterNil = model.reported.count
        host.advance(by: 0.25)
        XCTAssertGreaterThan(model.reported.count, afterNil, "still animating: animations add up")
        withAnimation(Animation(StopAtOnce())) { model.value = 0.25 }
        host.advance(by: 2.0 / 60)
        let stopped = model.reported.count
        XCTAssertEqual(model.reported.last ?? -1, 0.25, accuracy: 1e-9, "snapped to the model value")
        host.advance(by: 1)
        XCTAssertEqual(model.reported.count, stopped, "nothing runs any more")
        XCTAssertEqual(host.graph.animatingNodeCount, 0)
    }

    /// One transaction, two objects: the one without override takes it, the override wins for the other.
    func testPrioritiesOfAnimationOverrides() async {
        let model = Turns()
        let host = HeadlessHost(size: CGSize(width: 300, height: 100)) { Priorities(model: model) }
        withAnimation(.linear(duration: 2)) { model.value = 1 }
        host.advance(by: 1)
        XCTAssertEqual(Double(host.graph.layoutFrame(tagged: "plain")?.width ?? 0), 10 + 100 * 0.5, accuracy: 0.5,
                       "linear 2 s: half way")
        XCTAssertEqual(Double(host.graph.layoutFrame(tagged: "none")?.width ?? 0), 110, accuracy: 1e-9,
                       ".animation(nil, value:) jumps")
        let override = Double(host.graph.layoutFrame(tagged: "override")?.width ?? 0)
        XCTAssertEqual(override, 110, accuracy: 1e-6, "its own easeIn of 0.5 s ended at 0.5 s")
    }
}

private struct Priorities: View {
    let model: Turns
    var body: some View {
        VStack {
            Color.red.frame(width: 10 + 100 * model.value, height: 10)._debugTag("plain")
            Color.green.frame(width: 10 + 100 * model.value, height: 10)._debugTag("override")
                .animation(.easeIn(duration: 0.5), value: model.value)
            Color.blue.frame(width: 10 + 100 * model.value, height: 10)._debugTag("none")
                .animation(nil, value: model.value)
        }
    }
}

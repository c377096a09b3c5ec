import Foundation
import LunaparkCore
import LunaparkGraph
import Testing

/// The inspector's panel is drawn again only when what it shows changes.
@MainActor
@Suite struct InspectedContentRedrawTests {
    /// Runs the host's loop for `seconds`: a frame at each 1/60 s vsync that the content asks for.
    static func run(_ content: InspectedContent, from start: TimeInterval, seconds: Double) -> (frames: Int, end: TimeInterval) {
        var frames = 0
        var time = start
        while time < start + seconds - 1e-9 {
            time += 1.0 / 60
            switch content.frameRequest {
            case .nextVSync: break
            case let .at(due) where due <= time: break
            default: continue
            }
            _ = content.frame(at: time)
            frames += 1
        }
        return (frames, time)
    }

    @Test func aStillSceneWithThePanelShownDrawsOnceMoreAndThenNotAtAll() {
        let graph = ViewGraph(size: CGSize(width: 400, height: 300), textMeasurer: FakeTextMeasurer(), content: Color.red)
        let inspected = InspectedContent(scene: graph, textMeasurer: FakeTextMeasurer(), showsInspector: true)
        let settle = Self.run(inspected, from: 0, seconds: 0.5)
        #expect(settle.frames <= 4, "the first frames, then one to show the scene idle (\(settle.frames) frames)")
        #expect(inspected.model.isSceneIdle)
        let idle = Self.run(inspected, from: settle.end, seconds: 5)
        #expect(idle.frames == 0, "a still scene with the panel shown draws nothing (\(idle.frames) frames in 5 s)")
        #expect(inspected.frameRequest == .idle)
        #expect(inspected.model.frameIntervals.isEmpty, "no frame-time sample for frames the scene did not ask for")
    }

    @Test func anAnimatingSceneIsDrawnEveryFrameWithItsFrameTimesAndThenGoesIdle() {
        let graph = ViewGraph(size: CGSize(width: 400, height: 300), textMeasurer: FakeTextMeasurer(),
                              content: VStack { KeySlidSquare() })
        let inspected = InspectedContent(scene: graph, textMeasurer: FakeTextMeasurer(), showsInspector: true)
        let settle = Self.run(inspected, from: 0, seconds: 0.5)
        inspected.handle(.key("a", modifiers: []), at: settle.end)  // starts a 1 s animation
        let animating = Self.run(inspected, from: settle.end, seconds: 1)
        #expect(animating.frames >= 59, "every vsync while it animates (\(animating.frames))")
        #expect(inspected.model.frameIntervals.count >= 55)
        #expect(inspected.model.frameIntervals.allSatisfy { abs($0 - 1.0 / 60) < 1e-6 })
        #expect(!inspected.model.isSceneIdle)
        let after = Self.run(inspected, from: animating.end, seconds: 2)
        #expect(after.frames <= 3, "the end of the animation, then idle (\(after.frames) frames)")
        #expect(inspected.model.isSceneIdle)
    }

    @Test func phasesAreTakenOnlyForTheScenesFrames() {
        let graph = ViewGraph(size: CGSize(width: 400, height: 300), textMeasurer: FakeTextMeasurer(), content: Color.red)
        let inspected = InspectedContent(scene: graph, textMeasurer: FakeTextMeasurer(), showsInspector: true)
        let settle = Self.run(inspected, from: 0, seconds: 0.5)
        _ = inspected.frame(at: settle.end + 1)  // a frame the scene did not ask for
        #expect(!inspected.latestFrameWasScenes)
        inspected.recordPhases([("build", 0.001)])
        #expect(inspected.model.phases.isEmpty, "a panel-only frame's timings would change the panel again")
        #expect(inspected.frameRequest == .idle)
    }
}

/// A square that slides 100 points in 1 s when `a` is pressed.
struct KeySlidSquare: View {
    @State private var x: CGFloat = 0
    var body: some View {
        Color.blue.frame(width: 10, height: 10).offset(x: x)
            .onKeyPress("a") {
                withAnimation(.linear(duration: 1)) { x = 100 }
                return .handled
            }
    }
}

import Foundation
import Lunapark
import Observation
import Testing

@MainActor @Observable
final class TransitionTestShown {
    var isShown = false

    /// Shows or hides the view and lets the graph hear of it: under Swift Testing the main actor
    /// is not the main thread, so the graph applies model changes from the main queue.
    func set(_ shown: Bool) async {
        isShown = shown
        await Task.yield()
    }
}

extension RenderedImage {
    /// How much of `Color.red` (255, 59, 48) covers the white background at (x, y): 0...1, from the green channel.
    func redCoverage(x: Int, y: Int) -> Double {
        (255 - Double(pixel(x: x, y: y).g)) / (255 - 59)
    }
}

/// Records every phase its body is asked for, and fades like `.opacity`.
private struct RecordingTransition: Transition {
    let log: PhaseLog

    func body(content: Content, phase: TransitionPhase) -> some View {
        log.phases.append(phase)
        return content.opacity(phase.isIdentity ? 1 : 0)
    }
}

@MainActor
private final class PhaseLog {
    /// Every phase asked for, in order (a phase is asked for again when the host rebuilds its effects).
    var phases: [TransitionPhase] = []

    /// The phases with repeats of the same phase in a row counted once.
    var changes: [TransitionPhase] {
        phases.reduce(into: []) { result, phase in if result.last != phase { result.append(phase) } }
    }
}

/// A 40-point red square inserted and removed in the middle of a 120-point canvas, over 1 s linearly.
private struct Toggled<Square: View>: View {
    let shown: TransitionTestShown
    let square: () -> Square

    var body: some View {
        ZStack {
            Color.white.frame(width: 120, height: 120)
            if shown.isShown { square() }
        }
        .animation(.linear(duration: 1), value: shown.isShown)
    }
}

@MainActor
private func host<V: View>(_ shown: TransitionTestShown, @ViewBuilder square: @escaping () -> V) -> HeadlessHost {
    HeadlessHost(size: CGSize(width: 120, height: 120)) { Toggled(shown: shown, square: square) }
}

@MainActor
struct TransitionProtocolTests {
    @Test func phaseValuesAndIdentity() {
        #expect(TransitionPhase.willAppear.value == -1)
        #expect(TransitionPhase.identity.value == 0)
        #expect(TransitionPhase.didDisappear.value == 1)
        #expect(TransitionPhase.identity.isIdentity)
        #expect(!TransitionPhase.willAppear.isIdentity && !TransitionPhase.didDisappear.isIdentity)
        #expect(!OpacityTransition.properties.hasMotion)
        #expect(MoveTransition.properties.hasMotion)
        #expect(AsymmetricTransition<OpacityTransition, SlideTransition>.properties.hasMotion)
    }

    @Test func customTransitionSeesWillAppearIdentityDidDisappearInOrder() async {
        let shown = TransitionTestShown(), log = PhaseLog()
        let h = host(shown) { Color.red.frame(width: 40, height: 40).transition(RecordingTransition(log: log)) }
        _ = h.render()
        #expect(log.phases.isEmpty)
        await shown.set(true)
        h.advance(by: 0.5)
        #expect(log.changes == [.willAppear, .identity])
        // Half way in, the fade is half way.
        #expect(abs(h.render().redCoverage(x: 60, y: 60) - 0.5) < 0.02)
        h.advance(by: 1)
        await shown.set(false)
        h.advance(by: 0.5)
        #expect(log.changes == [.willAppear, .identity, .didDisappear])
        #expect(abs(h.render().redCoverage(x: 60, y: 60) - 0.5) < 0.02)
        h.advance(by: 1)
        #expect(h.render().redCoverage(x: 60, y: 60) == 0, "gone once its removal finished")
    }

    @Test func removalInterruptingInsertionGoesToDidDisappearFromWhereItIs() async {
        let shown = TransitionTestShown(), log = PhaseLog()
        let h = host(shown) { Color.red.frame(width: 40, height: 40).transition(RecordingTransition(log: log)) }
        _ = h.render()
        await shown.set(true)
        h.advance(by: 0.5)
        await shown.set(false)
        h.advance(by: 0.01)
        #expect(log.changes == [.willAppear, .identity, .didDisappear])
        // Still about half visible: the fade out starts from the half-faded square (the insertion's
        // linear animation still adds its own motion for a moment, as SwiftUI's animations combine).
        let coverage = h.render().redCoverage(x: 60, y: 60)
        #expect(coverage > 0.4 && coverage < 0.6)
    }

    /// Frames of `square` inserted then removed, at a quarter, half and three quarters of each.
    private func frames<V: View>(@ViewBuilder _ square: @escaping () -> V) async -> [RenderedImage] {
        let shown = TransitionTestShown()
        let h = host(shown, square: square)
        _ = h.render()
        var images: [RenderedImage] = []
        await shown.set(true)
        for _ in 0..<3 { h.advance(by: 0.25); images.append(h.render()) }
        h.advance(by: 1)
        await shown.set(false)
        for _ in 0..<3 { h.advance(by: 0.25); images.append(h.render()) }
        return images
    }

    private func square() -> some View { Color.red.frame(width: 40, height: 40) }

    @Test func builtInTransitionsDrawLikeTheirAnyTransitions() async {
        func same(_ a: [RenderedImage], _ b: [RenderedImage], _ name: String) {
            #expect(a == b, "\(name): Transition and AnyTransition frames differ")
            #expect(Set(a.map(\.pixels)).count > 1, "\(name): the frames change over time")
        }
        same(await frames { square().transition(OpacityTransition()) }, await frames { square().transition(AnyTransition.opacity) }, "opacity")
        same(await frames { square().transition(ScaleTransition(0)) }, await frames { square().transition(AnyTransition.scale) }, "scale")
        same(await frames { square().transition(ScaleTransition(0.5, anchor: .topLeading)) },
             await frames { square().transition(AnyTransition.scale(scale: 0.5, anchor: .topLeading)) }, "scale(_:anchor:)")
        same(await frames { square().transition(SlideTransition()) }, await frames { square().transition(AnyTransition.slide) }, "slide")
        same(await frames { square().transition(MoveTransition(edge: .top)) }, await frames { square().transition(AnyTransition.move(edge: .top)) }, "move")
        same(await frames { square().transition(PushTransition(edge: .bottom)) }, await frames { square().transition(AnyTransition.push(from: .bottom)) }, "push")
        same(await frames { square().transition(OffsetTransition(CGSize(width: 30, height: -10))) },
             await frames { square().transition(AnyTransition.offset(x: 30, y: -10)) }, "offset")
        same(await frames { square().transition(AsymmetricTransition(insertion: ScaleTransition(0), removal: OpacityTransition())) },
             await frames { square().transition(AnyTransition.asymmetric(insertion: .scale, removal: .opacity)) }, "asymmetric")
        same(await frames { square().transition(ScaleTransition(0).combined(with: OffsetTransition(CGSize(width: 20, height: 0)))) },
             await frames { square().transition(AnyTransition.scale.combined(with: .offset(x: 20))) }, "combined")
    }

    @Test func identityShowsTheViewUnchangedAndKeepsItForTheAnimation() async {
        let a = await frames { square().transition(IdentityTransition()) }
        let b = await frames { square().transition(AnyTransition.identity) }
        #expect(a == b)
        // Inserted at once, kept fully drawn through the removal's second.
        #expect(a.allSatisfy { $0.redCoverage(x: 60, y: 60) > 0.99 })
    }

    @Test func transitionAnimationOverridesTheChangesAnimation() async {
        let fast = await frames { square().transition(OpacityTransition().animation(.linear(duration: 0.5))) }
        // 0.5 s instead of 1 s: fully in at half time.
        #expect(fast[1].redCoverage(x: 60, y: 60) > 0.99)
        let erased = await frames { square().transition(AnyTransition.opacity.animation(.linear(duration: 0.5))) }
        #expect(fast == erased)
    }

    @Test func blurReplaceBlursScalesAndFades() async {
        let images = await frames { square().transition(.blurReplace) }
        // At half of the insertion the square is blurred: its edge is soft and its centre partly faded.
        let mid = images[1]
        let centre = mid.redCoverage(x: 60, y: 60)
        #expect(centre > 0.1 && centre < 0.9)
        #expect(mid.redCoverage(x: 60, y: 38) > 0, "the blur reaches past the square's edge")
        // Removal of the upUp variant grows: at half time its blur reaches further than downUp's.
        let down = await frames { square().transition(.blurReplace(.downUp)) }[4]
        let up = await frames { square().transition(.blurReplace(.upUp)) }[4]
        #expect(up.redCoverage(x: 60, y: 34) > down.redCoverage(x: 60, y: 34))
    }

    @Test func implicitMemberSyntaxPicksTheTransitionValues() async {
        // `.transition(.opacity)` (AnyTransition) and `.transition(.blurReplace)` (only a Transition) both compile.
        let a = await frames { square().transition(.opacity) }
        let b = await frames { square().transition(OpacityTransition()) }
        #expect(a == b)
        let push = await frames { square().transition(.push(from: .leading)) }
        let pushValue = await frames { square().transition(PushTransition(edge: .leading)) }
        #expect(push == pushValue)
    }
}

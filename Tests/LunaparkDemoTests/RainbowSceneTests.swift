import Foundation
import Lunapark
import Testing
@testable import LunaparkDemo

/// The loop example's gradients, driven by the scene's own loop model.
private struct Gradients: View {
    let loop: RainbowLoop
    let moment: AnimationMoment
    var body: some View {
        Color.clear.frame(width: 528, height: 184)
            .modifier(RainbowGradients(turns: loop.turns, moment: moment))
    }
}

/// Scene 6 (Rainbow, the Habr article part 2): a gradient animated in a loop, the moment read
/// from the modifier, the loop stopped at once, and priorities between animations.
@MainActor
struct RainbowSceneTests {
    private let cycle = RainbowLoop.cycle

    private func gradients() -> (HeadlessHost, RainbowLoop, AnimationMoment) {
        let loop = RainbowLoop(), moment = AnimationMoment()
        let host = HeadlessHost(size: CGSize(width: 528, height: 184)) { Gradients(loop: loop, moment: moment) }
        return (host, loop, moment)
    }

    /// The angular gradient turns with the loop: a third of a cycle in, the colour at 0° is the
    /// one that was 120° before it, and the modifier reports the moment, 1/3; a cycle later
    /// the same moment comes round again.
    @Test func loopTurnsTheGradientAndTheMomentCanBeRead() async {
        let (host, loop, moment) = gradients()
        // The third card's circle: 160 points across, under it a caption; the column centred in 184.
        let wheel = CGPoint(x: 2 * (160 + 24) + 80, y: 82)
        let radius = 65.0
        func sample(_ image: RenderedImage, degrees: Double) -> RGBA8 {
            image.pixel(x: Int(Double(wheel.x) + radius * cos(degrees * .pi / 180)),
                        y: Int(Double(wheel.y) + radius * sin(degrees * .pi / 180)))
        }
        let before = host.render()
        loop.start()
        await Task.yield()  // under Swift Testing the graph hears of model changes from the main queue
        host.advance(by: cycle / 3)
        #expect(abs(moment.value - 1.0 / 3) < 1e-6, "the current moment, read from the modifier")
        let third = host.render()
        let now = sample(third, degrees: 0), then = sample(before, degrees: -120)
        let difference: Int = abs(Int(now.r) - Int(then.r)) + abs(Int(now.g) - Int(then.g)) + abs(Int(now.b) - Int(then.b))
        #expect(difference < 24, "\(now) at 0° is \(then), which was at -120°")
        #expect(sample(third, degrees: 0) != sample(before, degrees: 0))
        host.advance(by: cycle)
        #expect(abs(moment.value - 1.0 / 3) < 1e-6, "looping: 0 -> 1, then again")
    }

    /// withAnimation(nil) leaves the loop running; "stop at once" (StopAtOnce) ends it at once, even
    /// after "nil only" has already set the model to 0.
    @Test func nilChangeKeepsTheLoopAndStopAtOnceEndsIt() async {
        let (host, loop, moment) = gradients()
        loop.start()
        await Task.yield()  // under Swift Testing the graph hears of model changes from the main queue
        host.advance(by: 0.5)
        loop.changeWithoutAnimation()
        await Task.yield()  // under Swift Testing the graph hears of model changes from the main queue
        host.advance(by: 0.25)
        let afterNil = moment.writes
        host.advance(by: 0.25)
        #expect(moment.writes > afterNil, "still animating: animations add up")
        loop.stopAtOnce()
        await Task.yield()  // under Swift Testing the graph hears of model changes from the main queue
        host.advance(by: 2.0 / 60)
        let stopped = moment.writes
        // "nil only" left the model at 0, so stopping snaps to 1 turn (the same picture).
        #expect(loop.turns == 1 && moment.value == 1, "snapped to the model value")
        host.advance(by: 1)
        #expect(moment.writes == stopped, "nothing runs any more")
        #expect(host.graph.animatingNodeCount == 0)
    }

    /// The priorities example: one withAnimation(.linear(duration: 2)); the bar without override
    /// takes it (180 of 120 -> 240 wide at 1 s), the circle its own spring, the ring
    /// `.animation(nil, value:)` turns to 90° at once.
    @Test func eachObjectFollowsItsNearestAnimation() {
        let host = HeadlessHost(size: CGSize(width: 960, height: 400)) { RainbowPrioritiesExample() }
        host.advance(by: 1)
        var bar: CGFloat?, circleScale: Double?, ringRotation: Double?
        var stack: [DisplayList.Layer] = []
        for item in host.displayList.items {
            switch item {
            case .layer(let layer): stack.append(layer)
            case .end: _ = stack.popLast()
            case .drawing(let drawing):
                let transform = stack.reversed().reduce(drawing.transform) { $0.concatenating($1.transform) }
                switch drawing.content {
                case .fill(_, .linearGradient, _): bar = drawing.bounds.width
                case .fill(_, .radialGradient, _): circleScale = Double(hypot(transform.a, transform.b))
                case .fill(_, .angularGradient, _), .stroke(_, .angularGradient, _):
                    ringRotation = Double(atan2(transform.b, transform.a)) * 180 / .pi
                default: break
                }
            }
        }
        #expect(abs(Double(bar ?? 0) - 180) < 1.5, "linear 2 s: half way")
        var context = AnimationContext<Double>()
        let spring = Animation.spring(duration: 0.8, bounce: 0.5).animate(value: 1.0, time: 1, context: &context) ?? 1
        #expect(abs((circleScale ?? 0) - (0.6 + 0.4 * spring)) < 0.01, "its own spring")
        #expect(abs((ringRotation ?? 0) - 90) < 0.01, ".animation(nil, value:) jumps")
    }
}

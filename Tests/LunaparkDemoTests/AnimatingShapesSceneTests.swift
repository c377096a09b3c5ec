import Foundation
import Lunapark
import Observation
import Testing
@testable import LunaparkDemo

/// The radius the scene keeps in its state, set from the test.
@MainActor @Observable
private final class SceneRadius {
    var value: CGFloat = 50
}

/// Scene 1's CustomCircleView twice, 200 points apart: with animatableData, then without.
private struct CustomCircles: View {
    let radius: SceneRadius
    let log: AnimatableDataLog
    var body: some View {
        HStack(spacing: 0) {
            CustomCircleView(radius: radius.value, usesAnimatableData: true, log: log)
            CustomCircleView(radius: radius.value, usesAnimatableData: false, log: log)
        }
    }
}

/// Scene 1 (Animating shapes, the Habr article): the park's CustomCircle animates its radius
/// through animatableData and jumps without it.
@MainActor
struct AnimatingShapesSceneTests {
    private static let gray = (142, 142, 147)

    /// The width of the gray circle drawn in the 200-point column starting at `x0`.
    private func width(_ image: RenderedImage, from x0: Int) -> Int {
        var minX = Int.max, maxX = Int.min
        for y in 0..<image.height {
            for x in x0..<(x0 + 200) {
                let p = image.pixel(x: x, y: y)
                guard abs(Int(p.r) - Self.gray.0) <= 12, abs(Int(p.g) - Self.gray.1) <= 12,
                      abs(Int(p.b) - Self.gray.2) <= 12 else { continue }
                minX = min(minX, x); maxX = max(maxX, x)
            }
        }
        return minX <= maxX ? maxX - minX + 1 : 0
    }

    /// With animatableData the radius animates (75 half way of 50 -> 100, linear 1 s) and the
    /// scene's log shows the values written; without it the circle is at 100 at once.
    @Test func customCircleAnimatesOnlyWithAnimatableData() async {
        let radius = SceneRadius(), log = AnimatableDataLog()
        let host = HeadlessHost(size: CGSize(width: 400, height: 200)) { CustomCircles(radius: radius, log: log) }
        let before = host.render()
        #expect(abs(width(before, from: 0) - 100) <= 2 && abs(width(before, from: 200) - 100) <= 2)
        let written = log.count
        withAnimation(.linear(duration: 1)) { radius.value = 100 }
        await Task.yield()  // under Swift Testing the graph hears of model changes from the main queue
        host.advance(by: 0.5)
        let half = host.render()
        #expect(abs(width(half, from: 0) - 150) <= 2, "animates")
        #expect(abs(width(half, from: 200) - 200) <= 2, "jumps")
        #expect(log.entries.last?.hasSuffix("radius = 75.00") == true, "\(log.entries.last ?? "")")
        // One value a frame for 30 frames, and the start value when the change begins.
        #expect((30...32).contains(log.count - written), "\(log.count - written) values")
        host.advance(by: 0.6)
        #expect(abs(width(host.render(), from: 0) - 200) <= 2)
        #expect(log.entries.last?.hasSuffix("radius = 100.00") == true)
    }

    /// While the circle animates, no view's body runs again: only the shape's path.
    @Test func circleAnimationEvaluatesPathsNotBodies() async {
        let radius = SceneRadius(), log = AnimatableDataLog()
        let host = HeadlessHost(size: CGSize(width: 400, height: 200)) { CustomCircles(radius: radius, log: log) }
        withAnimation(.linear(duration: 1)) { radius.value = 80 }
        await Task.yield()
        host.advanceFrame()
        let bodies = host.statistics.bodyEvaluations, paths = host.statistics.pathEvaluations
        host.advance(by: 0.5)
        #expect(host.statistics.bodyEvaluations == bodies)
        #expect(host.statistics.pathEvaluations - paths >= 30)
    }
}

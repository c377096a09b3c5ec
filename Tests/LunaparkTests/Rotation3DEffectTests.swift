import Foundation
import Lunapark
import Observation
import Testing

@MainActor @Observable
final class FlipTestModel {
    var isFlipped = false
    var taps = 0
}

/// A 100-point red card in the middle of a 200-point white field, turned about its vertical
/// axis by 0° or `flippedAngle` over 1 s (linear).
private struct TurningCard: View {
    let model: FlipTestModel
    var flippedAngle: Double = 180

    var body: some View {
        ZStack {
            Color.white
            Color(red: 1, green: 0, blue: 0)
                .frame(width: 100, height: 100)
                .onTapGesture { model.taps += 1 }
                .rotation3DEffect(.degrees(model.isFlipped ? flippedAngle : 0), axis: (x: 0, y: 1, z: 0))
                .animation(.linear(duration: 1), value: model.isFlipped)
        }
        .frame(width: 200, height: 200)
    }
}

@MainActor
struct Rotation3DEffectTests {
    /// The rows covered by red in column `x`: (first, last), or nil.
    private func redSpan(_ image: RenderedImage, column x: Int) -> (Int, Int)? {
        let rows = (0..<image.height).filter { image.isRed(x, $0) }
        guard let first = rows.first, let last = rows.last else { return nil }
        return (first, last)
    }

    /// The columns covered by red in row `y`.
    private func redColumns(_ image: RenderedImage, row y: Int) -> (Int, Int)? {
        let columns = (0..<image.width).filter { image.isRed($0, y) }
        guard let first = columns.first, let last = columns.last else { return nil }
        return (first, last)
    }

    @Test func theFarEdgeOfATurnedCardIsShorterThanTheNearOne() async {
        let model = FlipTestModel()
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) { TurningCard(model: model, flippedAngle: 60) }
        model.isFlipped = true
        await Task.yield()
        host.advance(by: 1.1)
        let image = host.render()
        // rotation3DEffect's projection (camera 100 points away): the left edge comes towards
        // the viewer (w = 1 - 0.433) and the right one goes away (w = 1 + 0.433).
        let nearW = 1 - 50 * sin(Double.pi / 3) / 100, farW = 1 + 50 * sin(Double.pi / 3) / 100
        let left = 100 - 25 / nearW, right = 100 + 25 / farW
        guard let columns = redColumns(image, row: 100) else { Issue.record("no red in the middle row"); return }
        #expect(abs(Double(columns.0) - left) <= 1.5 && abs(Double(columns.1) - right) <= 1.5, "columns \(columns)")
        // Just inside each edge: the near side is more than twice as tall as the far side.
        guard let near = redSpan(image, column: Int(left) + 2), let far = redSpan(image, column: Int(right) - 2) else {
            Issue.record("no red near the edges"); return
        }
        let nearHeight = near.1 - near.0, farHeight = far.1 - far.0
        #expect(nearHeight > 2 * farHeight, "near \(nearHeight), far \(farHeight)")
        // The far edge: 100 / w tall, centred.
        #expect(abs(Double(farHeight) - 100 / farW) <= 4, "far \(far)")
        #expect(abs(Double(far.0 + far.1) / 2 - 100) <= 1.5)
        // The axis (x = 100, w = 1) keeps its height: 100 rows, less the partly covered ends.
        let middle = redSpan(image, column: 100)!
        #expect(abs(Double(middle.1 - middle.0 + 1) - 100) <= 2, "\(middle)")
        // Straight edges: the top edge rises linearly from the far side to the near side.
        let tops = [70, 85, 100, 110].map { Double(redSpan(image, column: $0)!.0) }
        let slope = (tops[3] - tops[0]) / 40
        #expect(abs(tops[1] - (tops[0] + 15 * slope)) <= 1 && abs(tops[2] - (tops[0] + 30 * slope)) <= 1, "\(tops)")
    }

    @Test func aFlipAnimatesThroughEdgeOnWithoutRunningTheBody() async {
        let model = FlipTestModel()
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) { TurningCard(model: model) }
        _ = host.render()
        model.isFlipped = true
        await Task.yield()
        host.advance(by: 0)
        let bodies = host.statistics.bodyEvaluations
        host.advance(by: 0.25)
        // 45°: narrower than the card, the left side taller than the right.
        let quarter = host.render()
        let columns = redColumns(quarter, row: 100)!
        #expect(columns.1 - columns.0 < 90 && columns.1 - columns.0 > 50, "\(columns)")
        let leftSpan = redSpan(quarter, column: columns.0 + 2)!, rightSpan = redSpan(quarter, column: columns.1 - 2)!
        #expect(leftSpan.1 - leftSpan.0 > rightSpan.1 - rightSpan.0 + 10)
        // 90°: edge-on, nothing red is drawn.
        host.advance(by: 0.25)
        let edgeOn = host.render()
        #expect(edgeOn.count(in: CGRect(x: 0, y: 0, width: 200, height: 200)) { edgeOn.isRed($0, $1) } < 250)
        // 180°: the card faces the viewer again (mirrored: a red square looks the same).
        host.advance(by: 0.6)
        let end = host.render()
        #expect(redColumns(end, row: 100).map { abs($0.0 - 50) <= 1 && abs($0.1 - 149) <= 1 } == true)
        #expect(host.statistics.bodyEvaluations == bodies)
    }

    @Test func pressesLandOnTheProjectedCard() async {
        let model = FlipTestModel()
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) { TurningCard(model: model, flippedAngle: 60) }
        model.isFlipped = true
        await Task.yield()
        host.advance(by: 1.1)
        // Inside the card's layout frame but outside the far side's shrunken top: no tap.
        host.tap(at: CGPoint(x: 110, y: 55))
        #expect(model.taps == 0)
        // On the near side, above the layout frame (the card grows towards the viewer there).
        host.tap(at: CGPoint(x: 60, y: 45))
        #expect(model.taps == 1)
    }
}

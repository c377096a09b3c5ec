import Foundation
import Lunapark
import Observation
import Testing

@MainActor @Observable
final class EffectModifierTestModel {
    var isMoved = false
    var isLowered = false
}

/// A red square moved right by `isMoved` (animated by `transaction(value:)`) and down by
/// `isLowered` (not animated).
private struct TransactionSquare: View {
    let model: EffectModifierTestModel

    var body: some View {
        Color(red: 1, green: 0, blue: 0)
            .frame(width: 20, height: 20)
            .offset(x: model.isMoved ? 100 : 0, y: model.isLowered ? 20 : 0)
            .transaction(value: model.isMoved) { $0.animation = .linear(duration: 1) }
            .frame(width: 200, height: 60, alignment: .topLeading)
    }
}

/// A red square whose visual effect moves it right by its own x position and turns its hue
/// by its y position; the square's padding animates.
private struct GeometryFollowingSquare: View {
    let model: EffectModifierTestModel

    var body: some View {
        Color(red: 1, green: 0, blue: 0)
            .frame(width: 20, height: 20)
            .visualEffect { content, proxy in
                let frame = proxy.frame(in: .global)
                return content
                    .offset(x: frame.minX)
                    .hueRotation(.degrees(frame.minY > 10 ? 180 : 0))
            }
            .padding(.leading, model.isMoved ? 60 : 20)
            .padding(.top, model.isLowered ? 20 : 0)
            .animation(.linear(duration: 1), value: model.isMoved)
            .frame(width: 300, height: 60, alignment: .topLeading)
    }
}

@MainActor
struct EffectModifierTests {
    private func redLeft(_ image: RenderedImage, row: Int = 10) -> Int? {
        (0..<image.width).first { image.isRed($0, row) }
    }

    @Test func transactionOfAValueAnimatesOnlyTheUpdatesWhereItChanged() async {
        let model = EffectModifierTestModel()
        let host = HeadlessHost(size: CGSize(width: 200, height: 60)) { TransactionSquare(model: model) }
        _ = host.render()
        model.isLowered = true
        await Task.yield()
        host.advance(by: 0)
        // Not animated: already down.
        #expect(host.render().isRed(10, 30))
        model.isMoved = true
        await Task.yield()
        host.advance(by: 0.5)
        #expect(redLeft(host.render(), row: 30).map { abs($0 - 50) <= 1 } == true)
    }

    @Test func visualEffectFollowsTheFrameWithoutRunningTheBody() async {
        let model = EffectModifierTestModel()
        let host = HeadlessHost(size: CGSize(width: 300, height: 60)) { GeometryFollowingSquare(model: model) }
        // At x = 20, moved by its own x: drawn at 40.
        #expect(redLeft(host.render()) == 40)
        model.isMoved = true
        await Task.yield()
        host.advance(by: 0)
        let bodies = host.statistics.bodyEvaluations
        host.advance(by: 0.5)
        // Half way, the frame is at 40: drawn at 80.
        #expect(redLeft(host.render()).map { abs($0 - 80) <= 1 } == true)
        #expect(host.statistics.bodyEvaluations == bodies)
        host.advance(by: 0.6)
        #expect(redLeft(host.render()) == 120)
        // Lower than 10: the hue turns half way round (red becomes teal).
        model.isLowered = true
        await Task.yield()
        host.advance(by: 0)
        let turned = host.render().pixel(x: 130, y: 30)
        #expect(turned.r < 20 && turned.g > 90 && turned.b > 90, "\(turned)")
    }

    @Test func drawingGroupFlattensTheContentIntoOneCachedImage() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 60)) {
            HStack(spacing: 0) {
                Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40)
                Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 40)
            }
            .drawingGroup()
        }
        let flattened = host.displayList.items.contains { item in
            if case .layer(let layer) = item { layer.isFlattened } else { false }
        }
        #expect(flattened)
        let first = host.render()
        #expect(host.renderStatistics.groupLayers == 1)
        #expect(first.isRed(30, 30))
        host.advance(by: 0)
        _ = host.render()
        let second = host.render()
        #expect(host.renderStatistics.layersFromCache == 1, "the flattened image is reused while the content holds still")
        #expect(second.pixel(x: 60, y: 30).b > 240)
    }
}

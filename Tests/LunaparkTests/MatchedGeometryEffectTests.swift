import Foundation
import Lunapark
import Observation
import Testing

@MainActor @Observable
final class MatchedGeometryTestModel {
    var isExpanded = false
    var sourceOnRight = false

    /// Changes a value and lets the graph hear of it (see `TransitionTestShown.set(_:)`).
    func change(_ body: (MatchedGeometryTestModel) -> Void) async {
        body(self)
        await Task.yield()
    }
}

extension RenderedImage {
    /// The smallest rect holding every pixel for which `matches` is true, or nil.
    func bounds(where matches: (RGBA8) -> Bool) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where matches(pixel(x: x, y: y)) {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// Where `Color.blue` (0, 122, 255) is drawn at full strength.
    var blueBounds: CGRect? { bounds { $0.b > 200 && $0.r < 60 && $0.g < 160 } }
    /// Where `Color.green` (52, 199, 89) is drawn at full strength.
    var greenBounds: CGRect? { bounds { $0.g > 150 && $0.r < 100 && $0.b < 130 } }
}

/// An if/else pair with one id: a 20-point blue square top-left, or a 100 x 60 blue card lower
/// right; the card appears at once (identity) and the square fades out.
private struct HeroPair: View {
    @Namespace private var namespace
    let model: MatchedGeometryTestModel
    var properties: MatchedGeometryProperties = .frame

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white.frame(width: 200, height: 200)
            if model.isExpanded {
                Color.blue
                    .matchedGeometryEffect(id: "card", in: namespace, properties: properties)
                    .frame(width: 100, height: 60)
                    .transition(.identity)
                    .padding(.leading, 90).padding(.top, 130)
            } else {
                Color.blue
                    .matchedGeometryEffect(id: "card", in: namespace, properties: properties)
                    .frame(width: 20, height: 20)
                    .transition(.opacity)
                    .padding(.leading, 10).padding(.top, 10)
            }
        }
        .animation(.linear(duration: 1), value: model.isExpanded)
    }
}

/// An invisible 40-point source left or right, and a green 10-point non-source that takes its geometry.
private struct Follower: View {
    @Namespace private var namespace
    let model: MatchedGeometryTestModel
    let properties: MatchedGeometryProperties

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white.frame(width: 200, height: 200)
            // The non-source comes first in the tree: it follows a source laid out after it.
            Color.green
                .matchedGeometryEffect(id: "spot", in: namespace, properties: properties, isSource: false)
                .frame(width: 10, height: 10)
                .padding(.leading, 150).padding(.top, 150)
            Color.clear
                .matchedGeometryEffect(id: "spot", in: namespace)
                .frame(width: 40, height: 40)
                .padding(.leading, model.sourceOnRight ? 120 : 20).padding(.top, 20)
        }
        .animation(.linear(duration: 1), value: model.sourceOnRight)
    }
}

/// Two 40-point tiles in a row or in a column, each matched by its index; a tap on the grey
/// button swaps the layouts inside one `withAnimation`. The stacks come and go at once
/// (identity transitions) so that each tile is drawn whole while it moves.
private struct LayoutSwap: View {
    @Namespace private var namespace
    @State private var isVertical = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white.frame(width: 200, height: 200)
            Button {
                withAnimation(.linear(duration: 1)) { isVertical.toggle() }
            } label: {
                Color.gray.frame(width: 20, height: 20)
            }
            .padding(.leading, 170).padding(.top, 170)
            if isVertical {
                VStack(spacing: 0) { ForEach(0..<2) { tile($0) } }.transition(.identity)
            } else {
                HStack(spacing: 0) { ForEach(0..<2) { tile($0) } }.transition(.identity)
            }
        }
    }

    private func tile(_ index: Int) -> some View {
        (index == 0 ? Color.blue : Color.green)
            .matchedGeometryEffect(id: index, in: namespace)
            .frame(width: 40, height: 40)
    }
}

private func close(_ a: CGRect?, _ b: CGRect, tolerance: CGFloat = 1.5) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

@MainActor
struct MatchedGeometryEffectTests {
    @Test func insertedViewStartsInTheRemovedViewsFrameAndInterpolatesToItsOwn() async {
        let model = MatchedGeometryTestModel()
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) { HeroPair(model: model) }
        #expect(close(host.render().blueBounds, CGRect(x: 10, y: 10, width: 20, height: 20)))
        await model.change { $0.isExpanded = true }
        host.advance(by: 0)
        // Both views are where the square was (the card appears at once, the square still opaque).
        #expect(close(host.render().blueBounds, CGRect(x: 10, y: 10, width: 20, height: 20)))
        host.advance(by: 0.5)
        // Half way, linear: origin (10,10) -> (90,130), size 20x20 -> 100x60.
        #expect(close(host.render().blueBounds, CGRect(x: 50, y: 70, width: 60, height: 40)))
        host.advance(by: 0.25)
        #expect(close(host.render().blueBounds, CGRect(x: 70, y: 100, width: 80, height: 50)))
        host.advance(by: 0.5)
        #expect(close(host.render().blueBounds, CGRect(x: 90, y: 130, width: 100, height: 60)))
    }

    @Test func removedViewMovesToTheInsertedViewsFrame() async {
        let model = MatchedGeometryTestModel()
        model.isExpanded = true
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) { HeroPair(model: model) }
        #expect(close(host.render().blueBounds, CGRect(x: 90, y: 130, width: 100, height: 60)))
        // Collapse: the card (identity transition) stays whole while it moves to the square's frame.
        await model.change { $0.isExpanded = false }
        host.advance(by: 0.1)
        host.advance(by: 0.4)
        #expect(close(host.render().blueBounds, CGRect(x: 50, y: 70, width: 60, height: 40)))
        host.advance(by: 0.6)
        #expect(close(host.render().blueBounds, CGRect(x: 10, y: 10, width: 20, height: 20)))
    }

    @Test func positionOnlyKeepsTheInsertedViewsSize() async {
        let model = MatchedGeometryTestModel()
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) { HeroPair(model: model, properties: .position) }
        _ = host.render()
        await model.change { $0.isExpanded = true }
        host.advance(by: 0)
        // The 100 x 60 card centred on the square's centre (20, 20), clipped by nothing.
        let start = host.render().blueBounds
        #expect(close(start, CGRect(x: -30, y: -10, width: 100, height: 60).intersection(CGRect(x: 0, y: 0, width: 200, height: 200))))
        host.advance(by: 0.5)
        // Centre half way from (20, 20) to (140, 160): (80, 90); size its own.
        #expect(close(host.render().blueBounds, CGRect(x: 30, y: 60, width: 100, height: 60)))
    }

    @Test func nonSourceTakesTheSourcesFrameAndFollowsIt() async {
        let model = MatchedGeometryTestModel()
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) { Follower(model: model, properties: .frame) }
        let first = host.render()
        #expect(close(first.greenBounds, CGRect(x: 20, y: 20, width: 40, height: 40)), "on the source, not at (150, 150)")
        #expect(first.pixel(x: 155, y: 155).g == 255)
        await model.change { $0.sourceOnRight = true }
        host.advance(by: 0.5)
        #expect(close(host.render().greenBounds, CGRect(x: 70, y: 20, width: 40, height: 40)))
        host.advance(by: 0.6)
        #expect(close(host.render().greenBounds, CGRect(x: 120, y: 20, width: 40, height: 40)))
    }

    @Test func nonSourceCopiesOnlyTheChosenProperties() {
        let model = MatchedGeometryTestModel()
        let position = HeadlessHost(size: CGSize(width: 200, height: 200)) { Follower(model: model, properties: .position) }
        // Its own 10 x 10 size, centred on the source's centre (40, 40).
        #expect(close(position.render().greenBounds, CGRect(x: 35, y: 35, width: 10, height: 10)))
        let size = HeadlessHost(size: CGSize(width: 200, height: 200)) { Follower(model: model, properties: .size) }
        // The source's 40 x 40 size, centred on its own centre (155, 155).
        #expect(close(size.render().greenBounds, CGRect(x: 135, y: 135, width: 40, height: 40)))
    }

    @Test func tilesMoveBetweenTwoLayoutsInOneWithAnimation() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) { LayoutSwap() }
        #expect(close(host.render().greenBounds, CGRect(x: 40, y: 0, width: 40, height: 40)))
        host.tap(at: CGPoint(x: 180, y: 180))
        host.advance(by: 0.5)
        // From the row's second place (40, 0) to the column's (0, 40): half way at (20, 20).
        let mid = host.render()
        #expect(close(mid.greenBounds, CGRect(x: 20, y: 20, width: 40, height: 40)))
        #expect(close(mid.blueBounds, CGRect(x: 0, y: 0, width: 40, height: 40)), "the blue tile stays where it is in both layouts")
        host.advance(by: 0.6)
        #expect(close(host.render().greenBounds, CGRect(x: 0, y: 40, width: 40, height: 40)))
    }

    @Test func frameIsPositionAndSize() {
        #expect(MatchedGeometryProperties.frame == [.position, .size])
        #expect(MatchedGeometryProperties.position.contains(.position) && !MatchedGeometryProperties.position.contains(.size))
    }
}

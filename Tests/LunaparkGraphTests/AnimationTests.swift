import Foundation
import LunaparkCore
import LunaparkGraph
import Observation
import XCTest

@MainActor @Observable
final class AnimModel {
    var x: CGFloat = 0
    var on = false
}

/// A bar whose width is a stored fraction of its rect, animatable.
private struct Bar: Shape {
    var fraction: CGFloat
    var animatableData: CGFloat {
        get { fraction }
        set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height)) }
}

/// The Stack Overflow question's modifier: the signed progress animates, colour and scale follow it.
private struct SignedProgress: ViewModifier, Animatable {
    var progress: Double
    nonisolated var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }
    func body(content: Content) -> some View {
        content
            .foregroundStyle(progress < 0 ? Color.red : Color.green)
            .scaleEffect(x: abs(progress), anchor: .leading)
    }
}

/// The deprecated spelling behaves the same.
private struct Slide: AnimatableModifier {
    var dx: CGFloat
    var animatableData: CGFloat {
        get { dx }
        set { dx = newValue }
    }
    func body(content: Content) -> some View { content.offset(x: dx) }
}

/// The Habr article's first BorderPosition: not animatable, its `.animation(nil)` blocks the offset's animation.
private struct BorderPosition: ViewModifier {
    var position: CGFloat
    func body(content: Content) -> some View {
        GeometryReader { geometry in
            content
                .offset(x: -geometry.size.width / 2 + geometry.size.width * position, y: 0)
                .animation(nil)
        }
    }
}

/// The Habr article's second BorderPosition: animatable, so `.animation(nil)` inside does not stop it.
private struct AnimatableBorderPosition: AnimatableModifier {
    var position: CGFloat
    var animatableData: CGFloat {
        get { position }
        set { position = newValue }
    }
    func body(content: Content) -> some View {
        GeometryReader { geometry in
            content
                .offset(x: -geometry.size.width / 2 + geometry.size.width * position, y: 0)
                .animation(nil)
        }
    }
}

@MainActor
final class AnimationTests: XCTestCase {
    /// Offset from 0 to 100 with a 1 s linear animation: half way at 0.5 s, and no body runs meanwhile.
    func testOffsetAnimatesWithoutEvaluatingBodies() async {
        let model = AnimModel()
        let h = GraphHarness { VStack { Color.red.frame(width: 10, height: 10).offset(x: model.x) } }
        let start = h.box(.red).minX
        withAnimation(.linear(duration: 1)) { model.x = 100 }
        h.advance(by: 1.0 / 60)
        let bodies = h.stats.bodyEvaluations
        h.advance(by: 0.5 - 1.0 / 60)
        XCTAssertEqual(h.box(.red).minX, start + 100 * 0.5, accuracy: 0.01)
        h.advance(by: 0.25)
        XCTAssertEqual(h.box(.red).minX, start + 100 * 0.75, accuracy: 0.01)
        XCTAssertEqual(h.stats.bodyEvaluations, bodies, "animation frames evaluate no View.body")
        h.advance(by: 0.5)
        XCTAssertEqual(h.box(.red).minX, start + 100, accuracy: 0.001)
        XCTAssertEqual(h.graph.frameRequest, .idle)
    }

    func testShapeAnimatableDataIsInterpolatedAndOnlyPathsAreEvaluated() async {
        let model = AnimModel()
        let h = GraphHarness { VStack { Bar(fraction: model.on ? 1 : 0.2).fill(Color.blue).frame(width: 100, height: 10) } }
        XCTAssertEqual(h.drawing(.blue)?.path?.boundingRect.width ?? -1, 100 * 0.2, accuracy: 0.01)
        withAnimation(.linear(duration: 1)) { model.on = true }
        h.advance(by: 1.0 / 60)
        let bodies = h.stats.bodyEvaluations, paths = h.stats.pathEvaluations
        h.advance(by: 0.5 - 1.0 / 60)
        let expected = 100 * (0.2 + (1 - 0.2) * 0.5)
        XCTAssertEqual(h.drawing(.blue)?.path?.boundingRect.width ?? -1, expected, accuracy: 0.01)
        XCTAssertEqual(h.stats.bodyEvaluations, bodies)
        XCTAssertGreaterThan(h.stats.pathEvaluations, paths + 20, "one path per frame")
    }

    func testAnimatableViewModifierBodyRunsEachFrame() async {
        let model = AnimModel()
        let h = GraphHarness {
            VStack {
                Rectangle().modifier(SignedProgress(progress: model.on ? -0.4 : 0.2)).frame(width: 100, height: 10)
            }
        }
        withAnimation(.linear(duration: 1)) { model.on = true }
        h.advance(by: 1.0 / 60)
        let bodies = h.stats.bodyEvaluations, modifierBodies = h.stats.modifierBodyEvaluations
        h.advance(by: 0.5 - 1.0 / 60)
        // progress = 0.2 + (-0.4 - 0.2) * 0.5 = -0.1: red, 10 % wide.
        let bar = h.drawings.first { $0.fillColor == Color.red.resolved }
        XCTAssertNotNil(bar)
        XCTAssertEqual(bar?.frame.width ?? -1, 100 * abs(0.2 + (-0.4 - 0.2) * 0.5), accuracy: 0.01)
        XCTAssertEqual(h.stats.bodyEvaluations, bodies)
        XCTAssertGreaterThan(h.stats.modifierBodyEvaluations, modifierBodies + 20)
    }

    func testAnimatableModifierProtocolAnimates() async {
        let model = AnimModel()
        let h = GraphHarness { VStack { Color.red.frame(width: 10, height: 10).modifier(Slide(dx: model.x)) } }
        let start = h.box(.red).minX
        withAnimation(.linear(duration: 2)) { model.x = 40 }
        h.advance(by: 0.5)
        XCTAssertEqual(h.box(.red).minX, start + 40 * 0.25, accuracy: 0.01)
    }

    func testFrameAndPaddingAnimateLayout() async {
        let model = AnimModel()
        let h = GraphHarness(width: 400, height: 400) {
            VStack(spacing: 0) {
                Color.red.frame(width: model.on ? 100 : 20, height: 10)._debugTag("frame")
                Color.blue.frame(width: 10, height: 10).padding(model.on ? 30 : 10)._debugTag("padded")
            }
        }
        withAnimation(.linear(duration: 1)) { model.on = true }
        h.advance(by: 0.5)
        XCTAssertEqual(h.frame("frame").width, 20 + (100 - 20) * 0.5, accuracy: 0.01)
        XCTAssertEqual(h.box(.red).width, 20 + (100 - 20) * 0.5, accuracy: 0.01)
        let padding: CGFloat = 10 + (30 - 10) * 0.5
        XCTAssertEqual(h.frame("padded").width, 10 + 2 * padding, accuracy: 0.01)
        h.advance(by: 0.6)
        XCTAssertEqual(h.frame("frame").width, 100, accuracy: 0.001)
    }

    func testScaleRotationAndOpacityAnimate() async {
        let model = AnimModel()
        let h = GraphHarness {
            HStack {
                Color.red.frame(width: 20, height: 20).scaleEffect(model.on ? 3 : 1)
                Color.green.frame(width: 20, height: 20).rotationEffect(.degrees(model.on ? 90 : 0))
                Color.blue.frame(width: 20, height: 20).opacity(model.on ? 0 : 1)
            }
        }
        withAnimation(.linear(duration: 1)) { model.on = true }
        h.advance(by: 0.5)
        XCTAssertEqual(h.box(.red).width, 20 * 2, accuracy: 0.01)
        let rotation = h.drawing(.green)?.transform ?? .identity
        XCTAssertEqual(atan2(rotation.b, rotation.a), .pi / 4, accuracy: 1e-6)
        XCTAssertEqual(h.drawing(.blue)?.opacity ?? -1, 0.5, accuracy: 1e-6)
    }

    func testColourAndGradientAnimate() async {
        let model = AnimModel()
        let h = GraphHarness {
            HStack {
                Rectangle().fill(model.on ? Color.white : Color.black).frame(width: 10, height: 10)
                Rectangle().fill(LinearGradient(colors: [model.on ? .white : .black, .red],
                                                startPoint: .leading, endPoint: .trailing)).frame(width: 10, height: 10)
            }
        }
        withAnimation(.linear(duration: 1)) { model.on = true }
        h.advance(by: 0.5)
        // Colours interpolate in linear light: half way between black and white is linear 0.5.
        let mid = Color.Resolved(linearRed: 0.5, linearGreen: 0.5, linearBlue: 0.5)
        let square = h.drawings.first { if case .fill(_, .color, _) = $0.drawing.content { true } else { false } }
        guard let c = square?.fillColor else { return XCTFail("no colour fill") }
        XCTAssertEqual(c.red, mid.red, accuracy: 0.01)
        XCTAssertEqual(c.blue, mid.blue, accuracy: 0.01)
        let gradient = h.drawings.compactMap { d -> [DisplayList.GradientStop]? in
            if case .linearGradient(let stops, _, _) = d.paint { stops } else { nil }
        }.first
        XCTAssertEqual(gradient?.first?.color.red ?? -1, mid.red, accuracy: 0.01)
        XCTAssertEqual(gradient?.last?.color.green ?? -1, Color.red.resolved.green, accuracy: 1e-4)
    }

    func testAnimationModifierAnimatesOnlyWhenItsValueChanges() async {
        let model = AnimModel()
        let other = ViewTestModel()
        let h = GraphHarness {
            VStack {
                Color.red.frame(width: 10, height: 10)
                    .offset(x: model.x, y: CGFloat(other.count))
                    .animation(.linear(duration: 1), value: model.x)
            }
        }
        let start = h.box(.red)
        model.x = 100 // no withAnimation
        h.advance(by: 0.5)
        XCTAssertEqual(h.box(.red).minX, start.minX + 50, accuracy: 0.01)
        h.advance(by: 1)
        other.count = 20 // value unchanged: not animated
        h.advance(by: 1.0 / 60)
        XCTAssertEqual(h.box(.red).minY, start.minY + (20 - 3), accuracy: 0.001, "moved from y 3 to 20 at once")
    }

    func testAnimationNilBlocksTheArticlesBorderPosition() async {
        let model = AnimModel()
        let h = GraphHarness {
            VStack {
                Color.red.frame(width: 10, height: 10).modifier(BorderPosition(position: model.on ? 1 : 0))
                    .frame(width: 200, height: 10)
                Color.blue.frame(width: 10, height: 10).modifier(AnimatableBorderPosition(position: model.on ? 1 : 0))
                    .frame(width: 200, height: 10)
            }
        }
        let red0 = h.box(.red).minX, blue0 = h.box(.blue).minX
        withAnimation(.linear(duration: 1)) { model.on = true }
        h.advance(by: 0.5)
        XCTAssertEqual(h.box(.red).minX, red0 + 200, accuracy: 0.01, ".animation(nil) blocks the offset: it jumps")
        XCTAssertEqual(h.box(.blue).minX, blue0 + 200 * 0.5, accuracy: 0.01, "the animatable modifier still animates")
    }

    func testTransactionModifierCanDisableAnimations() async {
        let model = AnimModel()
        let h = GraphHarness {
            VStack {
                Color.red.frame(width: 10, height: 10).offset(x: model.x).transaction { $0.animation = nil }
                Color.blue.frame(width: 10, height: 10).offset(x: model.x).transaction { $0.disablesAnimations = true }
                Color.green.frame(width: 10, height: 10).offset(x: model.x)
            }
        }
        let r0 = h.box(.red).minX, b0 = h.box(.blue).minX, g0 = h.box(.green).minX
        withAnimation(.linear(duration: 1)) { model.x = 100 }
        h.advance(by: 0.5)
        XCTAssertEqual(h.box(.red).minX, r0 + 100, accuracy: 0.01)
        XCTAssertEqual(h.box(.blue).minX, b0 + 100, accuracy: 0.01)
        XCTAssertEqual(h.box(.green).minX, g0 + 50, accuracy: 0.01)
    }

    func testInterruptedAnimationRetargetsFromThePresentedValue() async {
        let model = AnimModel()
        let h = GraphHarness { VStack { Color.red.frame(width: 10, height: 10).offset(x: model.x) } }
        let start = h.box(.red).minX
        withAnimation(.linear(duration: 1)) { model.x = 100 }
        h.advance(by: 0.5)
        XCTAssertEqual(h.box(.red).minX, start + 50, accuracy: 0.01)
        withAnimation(.linear(duration: 1)) { model.x = 0 }
        h.advance(by: 1.0 / 60)
        XCTAssertEqual(h.box(.red).minX, start + 50, accuracy: 2.5, "no jump when retargeted")
        h.advance(by: 2)
        XCTAssertEqual(h.box(.red).minX, start, accuracy: 0.001)
    }

    func testCompletionRunsWhenTheAnimationEnds() async {
        let model = AnimModel()
        var completed: TimeInterval?
        let h = GraphHarness { VStack { Color.red.frame(width: 10, height: 10).offset(x: model.x) } }
        withAnimation(.linear(duration: 1)) { model.x = 10 } completion: { completed = h.time }
        h.advance(by: 0.9)
        XCTAssertNil(completed)
        h.advance(by: 0.2)
        XCTAssertNotNil(completed)
    }
}

import Foundation
import Lunapark
import Observation
import Testing

private let red = Color(red: 1, green: 0, blue: 0)
private let blue = Color(red: 0, green: 0, blue: 1)

private extension RenderedImage {
    func isBlue(_ x: Int, _ y: Int) -> Bool {
        let p = pixel(x: x, y: y)
        return p.b > 200 && p.r < 60 && p.g < 60
    }
}

@MainActor @Observable
private final class DirectionModel {
    var direction = LayoutDirection.leftToRight
    var isShown = false

    /// Changes the model and lets the graph hear of it (see `TransitionTestShown.set`).
    func update(_ change: (DirectionModel) -> Void) async {
        change(self)
        await Task.yield()
    }
}

/// A 40-point red square then a 20-point blue one, no spacing, on the leading side of a 120 x 40 canvas.
private struct RedThenBlue: View {
    var body: some View {
        HStack(spacing: 0) {
            red.frame(width: 40, height: 40)
            blue.frame(width: 20, height: 40)
        }
        .frame(width: 120, height: 40, alignment: .leading)
    }
}

/// Fills the left half of its frame: a drawing with a direction.
private struct LeftHalf: Shape {
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width / 2, height: rect.height))
    }
}

/// Shows which direction it reads from the environment: red right to left, blue left to right.
private struct DirectionSwatch: View {
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        (layoutDirection == .rightToLeft ? red : blue).frame(width: 20, height: 20)
    }
}

/// `RedThenBlue` in the model's direction, animated over 1 s linearly when it changes.
private struct DirectedPair: View {
    let model: DirectionModel

    var body: some View {
        RedThenBlue()
            .environment(\.layoutDirection, model.direction)
            .animation(.linear(duration: 1), value: model.direction)
    }
}

/// A 40-point red square shown in the middle of a 120 x 40 canvas with `transition`, right to left.
private struct TransitionedSquare: View {
    let model: DirectionModel
    let transition: AnyTransition

    var body: some View {
        ZStack {
            Color.white.frame(width: 120, height: 40)
            if model.isShown { red.frame(width: 40, height: 40).transition(transition) }
        }
        .animation(.linear(duration: 1), value: model.isShown)
        .environment(\.layoutDirection, .rightToLeft)
    }
}

@MainActor
private func host<V: View>(width: CGFloat = 120, height: CGFloat = 40, @ViewBuilder _ content: @escaping () -> V) -> HeadlessHost {
    HeadlessHost(size: CGSize(width: width, height: height)) { content() }
}

/// Right-to-left layout as SwiftUI does it: each view's x flipped within its parent.
@MainActor
struct LayoutDirectionTests {
    @Test func leftToRightIsTheDefault() {
        #expect(EnvironmentValues().layoutDirection == .leftToRight)
        let image = host { RedThenBlue() }.render()
        #expect(image.isRed(20, 20) && image.isBlue(50, 20) && image.isWhite(100, 20))
    }

    @Test func rightToLeftMirrorsAnHStackAndItsLeadingFrame() {
        let image = host { RedThenBlue().environment(\.layoutDirection, .rightToLeft) }.render()
        // The first child is at the right, the stack itself on the leading (right) side.
        #expect(image.isRed(100, 20) && image.isBlue(70, 20) && image.isWhite(20, 20))
    }

    @Test func leadingPaddingIsOnTheRight() {
        let image = host {
            red.frame(width: 40, height: 40)
                .padding(.leading, 30)
                .frame(width: 120, height: 40, alignment: .trailing)
                .environment(\.layoutDirection, .rightToLeft)
        }.render()
        // Trailing is the left edge: the padded view (70 wide) sits at x 0...70, its 30 points
        // of padding on the right, so the square covers 0...40.
        #expect(image.isRed(20, 20) && image.isWhite(55, 20) && image.isWhite(100, 20))
    }

    @Test func overlayAlignmentFollowsTheDirection() {
        let image = host {
            Color.white.frame(width: 120, height: 40)
                .overlay(alignment: .leading) { red.frame(width: 20, height: 20) }
                .background(alignment: .trailing) { blue.frame(width: 20, height: 40) }
                .environment(\.layoutDirection, .rightToLeft)
        }.render()
        #expect(image.isRed(110, 20) && image.isWhite(10, 5))
        #expect(!image.isBlue(10, 20), "a background is behind the white view")
    }

    @Test func offsetStaysInAbsolutePoints() {
        let image = host {
            red.frame(width: 20, height: 20)
                .offset(x: 30)
                .frame(width: 120, height: 40)
                .environment(\.layoutDirection, .rightToLeft)
        }.render()
        // Centred at 60, moved 30 points right (not left) as in SwiftUI.
        #expect(image.isRed(90, 20) && image.isWhite(30, 20))
    }

    @Test func gridAndLazyHStackColumnsRunRightToLeft() {
        let grid = host {
            Grid(horizontalSpacing: 0) {
                GridRow {
                    red.frame(width: 40, height: 40)
                    blue.frame(width: 40, height: 40)
                }
            }
            .frame(width: 120, height: 40, alignment: .leading)
            .environment(\.layoutDirection, .rightToLeft)
        }.render()
        #expect(grid.isRed(100, 20) && grid.isBlue(60, 20))
        let lazy = host {
            LazyHStack(spacing: 0) {
                ForEach(0..<2) { i in (i == 0 ? red : blue).frame(width: 40, height: 40) }
            }
            .frame(width: 120, height: 40, alignment: .leading)
            .environment(\.layoutDirection, .rightToLeft)
        }.render()
        #expect(lazy.isRed(100, 20) && lazy.isBlue(60, 20))
    }

    @Test func textLinesAlignOnTheRight() {
        func inkStart(_ direction: LayoutDirection) -> ClosedRange<Int>? {
            let image = host(width: 200, height: 60) {
                Text("Hi\nA longer second line")
                    .font(.system(size: 16))
                    .frame(width: 200, height: 60, alignment: .topLeading)
                    .environment(\.layoutDirection, direction)
            }.render()
            // The first line ("Hi") lies in the top 20 points.
            return (0..<20).compactMap { image.inkSpan(row: $0) }.reduce(nil) { span, row in
                span.map { min($0.lowerBound, row.lowerBound)...max($0.upperBound, row.upperBound) } ?? row
            }
        }
        let leftToRight = try! #require(inkStart(.leftToRight))
        let rightToLeft = try! #require(inkStart(.rightToLeft))
        #expect(leftToRight.lowerBound < 10, "\(leftToRight)")
        // Right to left, the short line ends at the text's right edge, and the text frame
        // (the width of its longest line) sits at the right of the 200-point frame.
        #expect(rightToLeft.upperBound > 190, "\(rightToLeft)")
        #expect(rightToLeft.lowerBound > 150, "\(rightToLeft)")
    }

    @Test func flipsForRightToLeftMirrorsTheDrawingOnlyRightToLeft() {
        func render(_ direction: LayoutDirection, flips: Bool) -> RenderedImage {
            host(width: 40, height: 20) {
                LeftHalf().fill(red).frame(width: 40, height: 20)
                    .flipsForRightToLeftLayoutDirection(flips)
                    .environment(\.layoutDirection, direction)
            }.render()
        }
        let plain = render(.rightToLeft, flips: false)
        #expect(plain.isRed(10, 10) && plain.isWhite(30, 10), "drawing is not mirrored by default")
        let flipped = render(.rightToLeft, flips: true)
        #expect(flipped.isRed(30, 10) && flipped.isWhite(10, 10))
        let leftToRight = render(.leftToRight, flips: true)
        #expect(leftToRight.isRed(10, 10) && leftToRight.isWhite(30, 10))
    }

    @Test func viewsReadTheDirectionFromTheEnvironment() {
        #expect(host { DirectionSwatch() }.render().isBlue(60, 20))
        #expect(host { DirectionSwatch().environment(\.layoutDirection, .rightToLeft) }.render().isRed(60, 20))
    }

    @Test func changingTheDirectionLaysOutAgainAndAnimates() async {
        let model = DirectionModel()
        let h = host { DirectedPair(model: model) }
        #expect(h.render().isRed(20, 20))
        await model.update { $0.direction = .rightToLeft }
        h.advance(by: 0.5)
        // Half way, the red square has moved from 0...40 to 40...80 (its target is 80...120) and
        // the blue one from 40...80 to 50...70 (target 60...80): red shows at 45, left of blue.
        let half = h.render()
        #expect(half.isRed(45, 20) && half.isBlue(60, 20) && !half.isRed(20, 20) && !half.isRed(100, 20))
        h.advance(by: 1)
        let end = h.render()
        #expect(end.isRed(100, 20) && end.isBlue(70, 20) && end.isWhite(20, 20))
    }

    @Test func moveFromLeadingAndSlideComeInFromTheRight() async {
        for transition in [AnyTransition.move(edge: .leading), .slide] {
            let model = DirectionModel()
            let h = host { TransitionedSquare(model: model, transition: transition) }
            _ = h.render()
            await model.update { $0.isShown = true }
            h.advance(by: 0.5)
            // Centred at 40...80 and half way in from 40 points to the right: 60...100.
            let image = h.render()
            #expect(image.isRed(90, 20) && !image.isRed(50, 20), "\(transition)")
        }
    }
}

import Foundation
import Lunapark
import Testing

/// A square that a button's action shrinks in `withAnimation`: the label of the
/// button itself, in the style given.
private struct ShrinkingLabelButton<Style: PrimitiveButtonStyle>: View {
    let style: Style
    @State private var small = false

    var body: some View {
        Button {
            withAnimation(.linear(duration: 1)) { small.toggle() }
        } label: {
            Color.red.frame(width: 100, height: 100).scaleEffect(small ? 0.5 : 1)
        }
        .buttonStyle(style)
    }
}

/// The same square shrunk from `.onTapGesture`, which SwiftUI and Lunapark have always animated.
private struct ShrinkingTappedSquare: View {
    @State private var small = false

    var body: some View {
        Color.red.frame(width: 100, height: 100).scaleEffect(small ? 0.5 : 1)
            .onTapGesture { withAnimation(.linear(duration: 1)) { small.toggle() } }
    }
}

/// A custom style whose pressed look springs with `.animation(_:value:)` on `isPressed`.
private struct PressedSpringStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .opacity(configuration.isPressed ? 0.5 : 1)
            .animation(.spring(duration: 0.4, bounce: 0), value: configuration.isPressed)
    }
}

/// A like button whose action moves and recolours its own label.
private struct MovingLabelButton: View {
    @State private var on = false

    var body: some View {
        Button {
            withAnimation(.linear(duration: 1)) { on.toggle() }
        } label: {
            (on ? Color.blue : Color.red).frame(width: 40, height: 40).offset(x: on ? 80 : 0)
        }
        .buttonStyle(.plain)
    }
}

/// A state change in `withAnimation` inside a `Button`'s action animates the
/// button's own label, in every style, as the same change from `.onTapGesture` does.
@MainActor
struct ButtonActionAnimationTests {
    /// Taps the middle of a 200 x 200 host, then returns the red width of row 100
    /// after 0.5 s of the 1 s linear animation, and after it ends.
    private func redWidths(_ host: HeadlessHost) -> (half: Int, end: Int) {
        func redWidth() -> Int { redCount(host.render(), row: 100) }
        let centre = CGPoint(x: 100, y: 100)
        host.graph.handle(.pointerDown(centre), at: host.time)
        host.advanceFrame()
        host.graph.handle(.pointerUp(centre), at: host.time)
        host.advance(by: 0.5)
        let half = redWidth()
        host.advance(by: 1)
        return (half, redWidth())
    }

    /// Red pixels of row `y` (one render, counted directly).
    private func redCount(_ image: RenderedImage, row y: Int) -> Int {
        (0..<image.width).filter { image.isRed($0, y) }.count
    }

    @Test func tapGestureAnimatesTheSquare() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) { ShrinkingTappedSquare() }
        let widths = redWidths(host)
        #expect(abs(widths.half - 75) <= 3)
        #expect(abs(widths.end - 50) <= 1)
    }

    @Test(arguments: ["automatic", "plain", "borderless", "bordered", "borderedProminent"])
    func theActionAnimatesTheButtonsOwnLabel(style: String) {
        let host: HeadlessHost
        switch style {
        case "plain": host = HeadlessHost(size: CGSize(width: 200, height: 200)) { ShrinkingLabelButton(style: .plain) }
        case "borderless": host = HeadlessHost(size: CGSize(width: 200, height: 200)) { ShrinkingLabelButton(style: .borderless) }
        case "bordered": host = HeadlessHost(size: CGSize(width: 200, height: 200)) { ShrinkingLabelButton(style: .bordered) }
        case "borderedProminent":
            host = HeadlessHost(size: CGSize(width: 200, height: 200)) { ShrinkingLabelButton(style: .borderedProminent) }
        default: host = HeadlessHost(size: CGSize(width: 200, height: 200)) { ShrinkingLabelButton(style: .automatic) }
        }
        let start = redCount(host.render(), row: 100)
        #expect(abs(start - 100) <= 1)
        // Halfway through the 1 s linear shrink from 100 to 50 points.
        let widths = redWidths(host)
        #expect(abs(widths.half - 75) <= 3, "\(style): \(widths.half) points wide at 0.5 s")
        #expect(abs(widths.end - 50) <= 1)
    }

    @Test func aCustomStyleAnimatesTheActionsChangeAndItsPressedSpring() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) {
            ShrinkingLabelButtonCustom()
        }
        let centre = CGPoint(x: 100, y: 100)
        let idle = host.render().pixel(x: 100, y: 100)
        host.graph.handle(.pointerDown(centre), at: host.time)
        host.advance(by: 0.05)
        // The pressed opacity springs from 1 to 0.5 (green halfway to white): part way after 0.05 s.
        let pressedGreen = (Int(idle.g) + 255) / 2
        let pressing = Int(host.render().pixel(x: 100, y: 100).g)
        #expect(pressing > Int(idle.g) + 10 && pressing < pressedGreen - 10)
        host.advance(by: 1)
        #expect(abs(Int(host.render().pixel(x: 100, y: 100).g) - pressedGreen) <= 3)
        host.graph.handle(.pointerUp(centre), at: host.time)
        host.advance(by: 0.05)
        let releasing = Int(host.render().pixel(x: 100, y: 100).g)
        #expect(releasing > Int(idle.g) + 10 && releasing < pressedGreen - 10)
        host.advance(by: 0.45)
        #expect(abs(redCount(host.render(), row: 100) - 75) <= 3)
        host.advance(by: 1)
        #expect(abs(redCount(host.render(), row: 100) - 50) <= 1)
    }

    @Test func theActionMovesAndRecoloursTheLabelOverTheAnimation() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) { MovingLabelButton() }
        let centre = CGPoint(x: 100, y: 100)
        host.graph.handle(.pointerDown(centre), at: host.time)
        host.graph.handle(.pointerUp(centre), at: host.time)
        host.advance(by: 0.5)
        let image = host.render()
        // Halfway: 40 points to the right, and a colour between red and blue.
        guard let span = image.inkSpan(row: 100) else { Issue.record("no label drawn"); return }
        #expect(abs(span.lowerBound - 120) <= 3)
        let p = image.pixel(x: span.lowerBound + 20, y: 100)
        #expect(p.r > 40 && p.r < 215 && p.b > 40 && p.b < 215)
    }
}

/// `ShrinkingLabelButton` in `PressedSpringStyle`.
private struct ShrinkingLabelButtonCustom: View {
    @State private var small = false

    var body: some View {
        Button {
            withAnimation(.linear(duration: 1)) { small.toggle() }
        } label: {
            Color.red.frame(width: 100, height: 100).scaleEffect(small ? 0.5 : 1)
        }
        .buttonStyle(PressedSpringStyle())
    }
}

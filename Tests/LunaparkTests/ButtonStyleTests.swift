import Foundation
import Lunapark
import Testing

/// A style that shrinks the label while pressed, on a spring.
private struct ShrinkingStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(width: 100, height: 60)
            .background(Color.red)
            .scaleEffect(configuration.isPressed ? 0.8 : 1)
            .animation(.spring(duration: 0.4, bounce: 0), value: configuration.isPressed)
    }
}

@MainActor
struct ButtonStyleTests {
    /// How blue the pixel is against white: 255 minus its red component.
    private func blueness(_ image: RenderedImage, _ x: Int, _ y: Int) -> Int { 255 - Int(image.pixel(x: x, y: y).r) }

    @Test func aPressedBorderedButtonDrawsItsPressedLookAndFadesBack() {
        var taps = 0
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            Button("Press") { taps += 1 }.buttonStyle(.bordered)
        }
        let idle = host.render()
        // The capsule's left end: the first tinted column of the middle row, plus 4 points into it.
        guard let span = idle.inkSpan(row: 50) else { Issue.record("no button drawn"); return }
        let x = span.lowerBound + 4
        let idleBlue = blueness(idle, x, 50)
        #expect(idleBlue > 20)
        host.graph.handle(.pointerDown(CGPoint(x: 100, y: 50)), at: host.time)
        host.advanceFrame()
        let pressed = blueness(host.render(), x, 50)
        // Drawn at 55 % opacity while pressed.
        #expect(abs(Double(pressed) - 0.55 * Double(idleBlue)) <= 3)
        host.graph.handle(.pointerUp(CGPoint(x: 100, y: 50)), at: host.time)
        #expect(taps == 1)
        host.advance(by: 0.05)
        let fading = blueness(host.render(), x, 50)
        #expect(fading > pressed && fading < idleBlue)
        host.advance(by: 0.3)
        #expect(blueness(host.render(), x, 50) == idleBlue)
    }

    @Test func aCustomSpringyStyleAnimatesItsScaleOnPressAndRelease() {
        var taps = 0
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) {
            Button(action: { taps += 1 }) { Color.clear }.buttonStyle(ShrinkingStyle())
        }
        func redWidth() -> Int { host.render().inkSpan(row: 100).map { $0.count } ?? 0 }
        #expect(abs(redWidth() - 100) <= 1)
        host.graph.handle(.pointerDown(CGPoint(x: 100, y: 100)), at: host.time)
        host.advance(by: 0.05)
        let shrinking = redWidth()
        #expect(shrinking < 99 && shrinking > 81)
        host.advance(by: 1)
        #expect(abs(redWidth() - 80) <= 1)
        host.graph.handle(.pointerUp(CGPoint(x: 100, y: 100)), at: host.time)
        #expect(taps == 1)
        host.advance(by: 0.05)
        let growing = redWidth()
        #expect(growing > 81 && growing < 99)
        host.advance(by: 1)
        #expect(abs(redWidth() - 100) <= 1)
    }

    @Test func controlSizeAndBorderShapeShapeBorderedButtons() {
        /// The rows and columns a prominent button fills (the tint is dark against white).
        func extent(_ size: ControlSize, _ shape: ButtonBorderShape) -> (rows: Int, cornerFilled: Bool) {
            let host = HeadlessHost(size: CGSize(width: 300, height: 150)) {
                Button("Go") {}.buttonStyle(.borderedProminent).controlSize(size).buttonBorderShape(shape)
            }
            let image = host.render()
            let rows = (0..<150).filter { y in image.inkSpan(row: y) != nil }
            guard let top = rows.first, let span = image.inkSpan(row: 75) else { return (0, false) }
            // Two points in from the top-leading corner of the button's box.
            let p = image.pixel(x: span.lowerBound + 2, y: top + 2)
            return (rows.count, p.r < 150)
        }
        let regular = extent(.regular, .capsule)
        let large = extent(.large, .capsule)
        // 6 and 10 points of padding above and below the label.
        #expect(large.rows - regular.rows >= 8)
        #expect(!regular.cornerFilled)
        #expect(extent(.regular, .roundedRectangle(radius: 2)).cornerFilled)
    }

    @Test func stylesReadTheEnvironmentOfTheirButton() {
        let enabled = HeadlessHost(size: CGSize(width: 200, height: 200)) { Button("A") {}.buttonStyle(EnabledColourStyle()) }
        let disabled = HeadlessHost(size: CGSize(width: 200, height: 200)) {
            Button("A") {}.buttonStyle(EnabledColourStyle()).disabled(true)
        }
        #expect(enabled.render().isRed(100, 100) as Bool)
        // Disabled: grey (and the button's 40 % opacity), not red.
        let p = disabled.render().pixel(x: 100, y: 100)
        #expect(p.r == p.g && p.r < 255)
        let tinted = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            Button("Tinted") {}.buttonStyle(.borderedProminent).tint(.red)
        }
        let image = tinted.render()
        guard let span = image.inkSpan(row: 50) else { Issue.record("no button"); return }
        #expect(image.isRed(span.lowerBound + 6, 50) as Bool)
    }

    @Test func aPrimitiveStyleDecidesWhenTheActionRuns() {
        var taps = 0
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) {
            Button("Twice") { taps += 1 }.buttonStyle(DoubleTapStyle())
        }
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(taps == 0)
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(taps == 1)
    }

    @Test func aDisabledButtonNeverRunsItsAction() {
        var taps = 0
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            Button("Off") { taps += 1 }.buttonStyle(.borderedProminent).disabled(true)
        }
        host.tap(at: CGPoint(x: 100, y: 50))
        #expect(taps == 0)
    }
}

/// A primitive style that triggers on a double tap.
private struct DoubleTapStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.onTapGesture(count: 2) { configuration.trigger() }
    }
}

/// A 100-point square, red while its button is enabled and grey while disabled:
/// the `@Environment` pattern button styles use.
private struct EnabledColourStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        Rectangle().fill(isEnabled ? Color.red : Color.gray).frame(width: 100, height: 100)
    }
}

import Foundation
import Lunapark
import Testing

@MainActor
struct ToggleStyleTests {
    @Test func theButtonStyleFillsItsCapsuleWhileOn() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            ToggleHost { Toggle("Bold", isOn: $0).toggleStyle(.button) }
        }
        func capsuleIsFilled() -> Bool {
            let image = host.render()
            guard let span = image.inkSpan(row: 50) else { return false }
            let p = image.pixel(x: span.lowerBound + 4, y: 50)
            return p.r < 100  // the accent colour itself, not its 15 % tint
        }
        #expect(!capsuleIsFilled())
        host.tap(at: CGPoint(x: 100, y: 50))
        host.advance(by: 0.3)
        #expect(capsuleIsFilled())
        host.tap(at: CGPoint(x: 100, y: 50))
        host.advance(by: 0.3)
        #expect(!capsuleIsFilled())
    }

    @Test func theSwitchSlidesItsKnob() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            ToggleHost { Toggle("Wi-Fi", isOn: $0).toggleStyle(.switch).tint(.red) }
        }
        // The switch is the trailing 51 points: x 149...200; on, it is red.
        #expect(!host.render().isRed(160, 50))
        host.tap(at: CGPoint(x: 100, y: 50))
        host.advance(by: 0.5)
        #expect(host.render().isRed(160, 50))
    }

    @Test func aCustomStyleFlipsTheValueThroughItsConfiguration() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            ToggleHost { Toggle("Red", isOn: $0).toggleStyle(SquareToggleStyle()) }
        }
        #expect(!host.render().isRed(100, 50))
        host.tap(at: CGPoint(x: 100, y: 50))
        #expect(host.render().isRed(100, 50))
    }
}

/// Owns the state of the toggle `content` makes.
private struct ToggleHost<Content: View>: View {
    @State private var isOn = false
    let content: (Binding<Bool>) -> Content

    init(@ViewBuilder content: @escaping (Binding<Bool>) -> Content) { self.content = content }

    var body: some View { content($isOn) }
}

/// A 60-point square, red when on, grey when off; a tap flips it.
private struct SquareToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Rectangle().fill(configuration.isOn ? Color.red : Color.gray)
            .frame(width: 60, height: 60)
            .onTapGesture { configuration.isOn.toggle() }
    }
}

import Foundation
import Lunapark
import Testing

/// `accentColor(_:)`: `Color.accentColor` and the controls inside take the colour.
@MainActor
struct AccentColorTests {
    private func render(_ content: () -> some View) -> RenderedImage {
        HeadlessHost(size: CGSize(width: 120, height: 60), content: content).render()
    }

    private func count(_ image: RenderedImage, _ test: (RGBA8) -> Bool) -> Int {
        image.count(in: CGRect(x: 0, y: 0, width: 120, height: 60)) { x, y in test(image.pixel(x: x, y: y)) }
    }

    private func isOrange(_ p: RGBA8) -> Bool { p.r > 240 && p.g > 120 && p.g < 170 && p.b < 40 }
    private func isBlue(_ p: RGBA8) -> Bool { p.r < 40 && p.g > 100 && p.g < 140 && p.b > 240 }

    @Test func accentColorTakesTheColourSetAround() {
        let plain = render { Color.accentColor.frame(width: 120, height: 60) }
        let orange = render { Color.accentColor.frame(width: 120, height: 60).accentColor(.orange) }
        #expect(isBlue(plain.pixel(x: 60, y: 30)))
        #expect(isOrange(orange.pixel(x: 60, y: 30)))
        // An opacity on the accent colour multiplies the accent set's opacity.
        let faded = render { Color.accentColor.opacity(0.5).frame(width: 120, height: 60).accentColor(.black) }
        let p = faded.pixel(x: 60, y: 30)
        #expect(abs(Int(p.r) - 128) <= 3 && abs(Int(p.b) - 128) <= 3)
    }

    @Test func innerAccentWinsAndNilInherits() {
        let inner = render {
            Color.accentColor.frame(width: 120, height: 60).accentColor(.orange).accentColor(.green)
        }
        #expect(isOrange(inner.pixel(x: 60, y: 30)))
        let inherited = render { Color.accentColor.frame(width: 120, height: 60).accentColor(nil).accentColor(.orange) }
        #expect(isOrange(inherited.pixel(x: 60, y: 30)))
        // The accent colour set to itself is the accent from further up, not a loop.
        let itself = render { Color.accentColor.frame(width: 120, height: 60).accentColor(.accentColor).accentColor(.orange) }
        #expect(isOrange(itself.pixel(x: 60, y: 30)))
    }

    @Test func controlsWithoutATintTakeTheAccent() {
        let button = render { Button("Continue") {}.accentColor(.orange) }
        #expect(count(button, isOrange) > 20)
        #expect(count(button, isBlue) == 0)
        let prominent = render { Button("Go") {}.buttonStyle(.borderedProminent).accentColor(.orange) }
        #expect(count(prominent, isOrange) > 200)
        // A tint set inside wins over the accent colour.
        let tinted = render { Button("Continue") {}.tint(.blue).accentColor(.orange) }
        #expect(count(tinted, isOrange) == 0 && count(tinted, isBlue) > 20)
    }
}

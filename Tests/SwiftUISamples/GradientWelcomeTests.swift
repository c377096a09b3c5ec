import Foundation
import Lunapark
import Testing

/// The welcome screen in a phone-like frame (47-point status bar, 34-point home indicator):
/// the gradient fills under both, the content stays inside, the logo pulses.
@MainActor
struct GradientWelcomeTests {
    @Test func gradientFillsTheScreenAndTheLogoPulses() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 400)) { GradientWelcome() }
        host.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        host.advanceFrame()
        let image = host.render()
        let top = image.pixel(x: 10, y: 2), bottom = image.pixel(x: 10, y: 398)
        #expect(top.r > 120 && top.b > 180 && top.g < 120)      // purple under the status bar
        #expect(bottom.b > 200 && bottom.r < 60)                 // blue under the home indicator
        // The logo's top edge: 47 (safe top) + 80 × (1 - scale) / 2 at rest; white at 50..55.
        #expect(image.pixel(x: 100, y: 60).g > 240)
        #expect(image.pixel(x: 100, y: 30).g < 200)               // not white above the safe area
        // The button's bottom rests on the safe area's bottom (400 - 34), above the indicator.
        #expect(image.pixel(x: 100, y: 380).b > 200 && image.pixel(x: 100, y: 380).r < 60)
        // Half a second later the logo is larger: its top edge has moved up.
        func topEdge(_ image: RenderedImage) -> Int { (30..<100).first { image.pixel(x: 100, y: $0).g > 240 } ?? -1 }
        let before = topEdge(image)
        host.advance(by: 0.5)
        #expect(topEdge(host.render()) < before - 2)
    }
}

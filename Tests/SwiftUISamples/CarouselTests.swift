import Foundation
import Lunapark
import Testing

/// The carousel on pixels: a card half out of view is faded and smaller; scrolled into view it
/// is whole and opaque.
@MainActor
struct CarouselTests {
    @Test func cardsFadeAndShrinkAtTheEdgeAndRecoverInView() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) { Carousel() }
        // Card 0 (red) at 20...220 is in view: opaque.
        let first = host.render()
        let red = first.pixel(x: 120, y: 100)
        #expect(red.r > 240 && red.g < 80)
        // Card 1 (orange) at 236...436: 68 % outside; faded towards 0.3 and shrunk towards 0.7
        // around its centre (336), so its left edge moves right of 236.
        let faded = first.pixel(x: 280, y: 100)
        #expect(faded.g > 160 && faded.b > 90)  // orange (1, 0.58, 0) over white, partly transparent
        #expect(first.pixel(x: 240, y: 100).b > 240)  // white: the card's scaled edge is further right
        // Scroll card 1 into the place of card 0.
        host.scroll(at: CGPoint(x: 150, y: 100), by: CGSize(width: 216, height: 0))
        host.advance(by: 1)
        let scrolled = host.render()
        let orange = scrolled.pixel(x: 120, y: 100)
        #expect(orange.r > 240 && orange.g > 120 && orange.g < 170 && orange.b < 40)
        #expect(scrolled.pixel(x: 30, y: 100).b < 40)  // the card's left edge at 20, whole
    }
}

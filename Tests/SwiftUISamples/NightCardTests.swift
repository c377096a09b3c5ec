import Foundation
import Lunapark
import Testing

/// The night card on pixels: a dark window, white title text over the gradient, a glow
/// that keeps breathing, and one line about the missing custom font.
@MainActor
struct NightCardTests {
    /// Whether a pixel is (nearly) white: the title and the glow's core.
    private func isWhite(_ p: RGBA8) -> Bool { p.r > 235 && p.g > 235 && p.b > 235 }

    @Test func darkCardWithBreathingGlow() {
        // The card is 300 x 180 inside 16 points of padding: x 16...316, y 16...196.
        let host = HeadlessHost(size: CGSize(width: 332, height: 212)) { EmptyView() }
        var messages: [String] = []
        host.graph.diagnosticHandler = { messages.append($0) }
        host.graph.setRootView(NightCard())
        let first = host.render()
        // The window takes the dark background of the preferred scheme.
        let corner = first.pixel(x: 4, y: 4)
        #expect(corner.r < 5 && corner.g < 5 && corner.b < 5)
        // The gradient: indigo at the top-leading corner of the card, purple at the bottom-trailing one.
        let topLeading = first.pixel(x: 30, y: 30), bottomTrailing = first.pixel(x: 300, y: 185)
        #expect(topLeading.b > 150 && topLeading.g < 120 && bottomTrailing.r > topLeading.r)
        // The title is drawn in white (the dark scheme's primary colour) in the lower-left of the card.
        #expect(first.pixels(in: CGRect(x: 40, y: 100, width: 160, height: 50), where: isWhite) > 100)
        #expect(messages.count == 1 && messages.first?.contains("Avenir-Heavy") == true)

        // The glow around (246, 56) grows and shrinks forever.
        let glow = CGRect(x: 166, y: 16, width: 150, height: 100)
        func glowLight(_ image: RenderedImage) -> Int {
            image.pixels(in: glow) { $0.r > 200 && $0.g > 180 }
        }
        host.advance(by: 1.2)
        let grown = glowLight(host.render())
        host.advance(by: 1.2)
        let shrunk = glowLight(host.render())
        host.advance(by: 1.2)
        let grownAgain = glowLight(host.render())
        #expect(grown > shrunk * 3 / 2, "grown \(grown), shrunk \(shrunk)")
        #expect(abs(grownAgain - grown) < grown / 10, "grown again \(grownAgain)")
        #expect(messages.count == 1)
    }
}

import Foundation
import Lunapark
import Testing

/// The filter sheet slides up to half the screen on a frosted background that lets the
/// gradient through (not the system's white), with its grabber; the status bar and home
/// indicator requests are kept.
@MainActor
struct FilterSheetTests {
    /// The first row from the top, along x, of the frosted card: redder than the dimmed
    /// gradient ever is (its red is 255 dimmed to 204; the material's light tint lifts it to 251).
    private func sheetTop(_ image: RenderedImage, x: Int = 60) -> Int? {
        (0..<image.height).first { y in image.pixel(x: x, y: y).r > 240 }
    }

    @Test func theSheetSlidesUpOnAFrostedBackground() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 600)) { FilterSheet() }
        #expect(host.graph.systemOverlayRequests == SystemOverlayRequests(statusBarHidden: true, persistentSystemOverlays: .hidden))
        host.tap(at: CGPoint(x: 160, y: 300))
        host.advance(by: 0.1)
        let sliding = try #require(sheetTop(host.render()))
        host.advance(by: 1)
        let image = host.render()
        let resting = try #require(sheetTop(image))
        // Half of the 590-point large detent: the card's top at 600 - 295 = 305.
        #expect(abs(resting - 305) <= 3)
        #expect(sliding > resting + 20, "still sliding at 0.1 s: \(sliding)")
        // The material lets the warm gradient through: the card is not white or grey.
        let card = image.pixel(x: 60, y: 560)
        #expect(card.r > card.b + 20 && !(card.r > 245 && card.g > 245 && card.b > 245))
        // The grabber: darker than the card, 5 points under its top, centred.
        let grabber = image.pixel(x: 160, y: resting + 7)
        #expect(Int(grabber.r) < Int(card.r) - 20)
    }
}

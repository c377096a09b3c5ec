import Foundation
import Lunapark
import Testing

/// The focus settings on pixels: white section cards with rounded corners on the grouped
/// grey; turning Do Not Disturb on adds a row to the first card, pushing the second card
/// down with the animation. Window 320 x 560; the large title bar is 96 points, the cards
/// 16 points in from each side.
@MainActor
struct FocusSettingsTests {
    private func isWhite(_ p: RGBA8) -> Bool { p.r > 250 && p.g > 250 && p.b > 250 }
    private func isGrey(_ p: RGBA8) -> Bool { p.r == 242 && p.g == 242 && abs(Int(p.b) - 247) <= 1 }

    /// The tops of the white cards in column x 205 (between the rows' text and switches).
    private func cardTops(_ image: RenderedImage) -> [Int] {
        (97..<560).filter { isWhite(image.pixel(x: 205, y: $0)) && isGrey(image.pixel(x: 205, y: $0 - 1)) }
    }

    @Test func cardsOnGreyAndARevealedRowPushesTheNextSectionDown() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 560)) { FocusSettings() }
        let before = host.render()
        let tops = cardTops(before)
        #expect(tops.count == 2, "\(tops)")
        guard tops.count == 2 else { return }
        // Grey margins and rounded corners; the first card holds one row (at least 44 points).
        #expect(isGrey(before.pixel(x: 8, y: tops[0] + 20)) && isWhite(before.pixel(x: 20, y: tops[0] + 20)))
        #expect(isGrey(before.pixel(x: 16, y: tops[0])))
        // The switch in the first row, inside the card's trailing 16 + 20 points.
        host.tap(at: CGPoint(x: 250, y: CGFloat(tops[0] + 25)))
        host.advance(by: 0.2)
        let midway = cardTops(host.render())
        host.advance(by: 1)
        let after = cardTops(host.render())
        // The second card moved down by about a row, with the animation in between.
        #expect(after.count == 2 && midway.count == 2)
        guard after.count == 2, midway.count == 2 else { return }
        #expect(after[1] - tops[1] >= 44, "\(tops) -> \(after)")
        #expect(midway[1] > tops[1] && midway[1] < after[1], "midway \(midway)")
    }
}

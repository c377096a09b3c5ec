import Foundation
import Lunapark
import Testing

/// The themed checklist on pixels: the gradient shows under the rows and below them, and a
/// tapped row's circle springs into a green checkmark.
@MainActor
struct ThemedChecklistTests {
    // The title bar is 44 + 52 points; the list is inset grouped (iOS's default), so its one
    // section starts 35 points lower: rows start at 131, 44 points each, on no white card
    // (the rows' own backgrounds replace it).
    private func isGreen(_ p: RGBA8) -> Bool { p.g > 150 && p.r < 120 && p.b < 140 }

    @Test func gradientShowsThroughTheList() {
        let image = HeadlessHost(size: CGSize(width: 320, height: 400)) { ThemedChecklist() }.render()
        // Below the rows: the gradient itself (mint to teal: no red, strong green and blue).
        let below = image.pixel(x: 160, y: 300)
        #expect(below.r < 90 && below.g > 150 && below.b > 170)
        // On a row: the gradient under 60 % white, lighter but still tinted.
        let row = image.pixel(x: 300, y: 153)
        #expect(row.r > 130 && row.r < 220 && row.b > row.r + 10)
    }

    @Test func tappingARowChecksItOffWithASpring() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 400)) { ThemedChecklist() }
        let iconArea = CGRect(x: 30, y: 135, width: 30, height: 36)
        let before = host.render().pixels(in: iconArea, where: isGreen)
        host.tap(at: CGPoint(x: 160, y: 153))
        host.advance(by: 0.05)
        let early = host.render().pixels(in: iconArea, where: isGreen)
        host.advance(by: 1)
        let after = host.render().pixels(in: iconArea, where: isGreen)
        #expect(before == 0)
        #expect(after > 80)
        // The checkmark shows at once and the spring scales it up to 1.2: fewer green pixels
        // 0.05 s in than once settled.
        #expect(early > 0 && early < after)
    }
}

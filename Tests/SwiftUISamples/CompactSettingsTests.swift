import Foundation
import Lunapark
import Testing

/// The settings sample on pixels: the card is 80 % of the window wide, the
/// "Compact cards" toggle stores its value in `UserDefaults.standard` and the
/// card springs to its compact height; a second screen reads the stored value.
@MainActor
struct CompactSettingsTests {
    /// The rows of column `x` drawn in systemGray6 (242, 242, 247), the card's fill.
    private func cardRows(_ image: RenderedImage, column x: Int) -> [Int] {
        (0..<image.height).filter {
            let p = image.pixel(x: x, y: $0)
            return abs(Int(p.r) - 242) <= 2 && abs(Int(p.g) - 242) <= 2 && abs(Int(p.b) - 247) <= 2
        }
    }

    /// The columns of row `y` in the card's fill.
    private func cardColumns(_ image: RenderedImage, row y: Int) -> Int {
        (0..<image.width).filter {
            let p = image.pixel(x: $0, y: y)
            return abs(Int(p.r) - 242) <= 2 && abs(Int(p.g) - 242) <= 2 && abs(Int(p.b) - 247) <= 2
        }.count
    }

    @Test func compactToggleIsStoredAndTheCardSprings() {
        UserDefaults.standard.removeObject(forKey: "hapticsEnabled")
        UserDefaults.standard.removeObject(forKey: "compactCards")
        defer {
            UserDefaults.standard.removeObject(forKey: "hapticsEnabled")
            UserDefaults.standard.removeObject(forKey: "compactCards")
        }
        let host = HeadlessHost(size: CGSize(width: 400, height: 400)) { CompactSettingsView() }
        let idle = host.render()
        let rows = cardRows(idle, column: 200)
        #expect(abs(rows.count - 140) <= 1)
        guard let top = rows.first else { Issue.record("no card drawn"); return }
        #expect(abs(cardColumns(idle, row: top + 70) - 320) <= 1)

        // The toggles sit above the card, 16 points apart: the second one's middle.
        let compactToggle = CGPoint(x: 200, y: CGFloat(top) - 16 - 15.5)
        host.tap(at: compactToggle)
        #expect(UserDefaults.standard.bool(forKey: "compactCards"))
        host.advance(by: 0.1)
        let midway = cardRows(host.render(), column: 200).count
        #expect(midway < 135 && midway > 65)
        host.advance(by: 1.5)
        #expect(abs(cardRows(host.render(), column: 200).count - 60) <= 1)

        // Another screen reads the stored preference.
        let again = HeadlessHost(size: CGSize(width: 200, height: 400)) { CompactSettingsView() }
        let image = again.render()
        #expect(abs(cardRows(image, column: 100).count - 60) <= 1)
        #expect(abs(cardColumns(image, row: (cardRows(image, column: 100).first ?? 0) + 30) - 160) <= 1)
    }
}

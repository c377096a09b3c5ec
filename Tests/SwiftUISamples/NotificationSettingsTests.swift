import Foundation
import Lunapark
import Testing

/// The notification settings form: the toggle reveals the Alerts section (its rows fade in
/// over the animation), and a filter without matches shows the search's unavailable view.
@MainActor
struct NotificationSettingsTests {
    private func isWhite(_ p: RGBA8) -> Bool { p.r > 250 && p.g > 250 && p.b > 250 }
    /// The grouped background, (242, 242, 247).
    private func isGroupedGrey(_ p: RGBA8) -> Bool { abs(Int(p.r) - 242) <= 3 && abs(Int(p.g) - 242) <= 3 && abs(Int(p.b) - 247) <= 3 }
    private func isGreen(_ p: RGBA8) -> Bool { p.g > 150 && p.r < 120 && p.b < 120 }
    /// The y of each white card's top edge in column x 150.
    private func cardTops(_ image: RenderedImage) -> [Int] {
        (1..<image.height).filter { isWhite(image.pixel(x: 150, y: $0)) && !isWhite(image.pixel(x: 150, y: $0 - 1))
            && isGroupedGrey(image.pixel(x: 150, y: $0 - 1)) }
    }

    @Test func theToggleRevealsTheAlertsSection() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 700)) { NotificationSettings() }
        let off = host.render()
        let offCards = cardTops(off)
        #expect(offCards.count == 2, "General and the summary: \(offCards)")
        guard let general = offCards.first else { return }
        // The toggle's switch sits at the trailing end of the General card's row.
        host.tap(at: CGPoint(x: 255, y: CGFloat(general + 22)))
        host.advance(by: 1)
        let on = host.render()
        #expect(cardTops(on).count == 3, "General, Alerts and the summary: \(cardTops(on))")
        let green = (0..<700).reduce(0) { n, y in n + (0..<300).filter { isGreen(on.pixel(x: $0, y: y)) }.count }
        #expect(green > 400, "two green switches: \(green) pixels")
    }

    @Test func aFilterWithoutMatchesShowsTheSearchsUnavailableView() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 900)) { NotificationSettings() }
        let cards = cardTops(host.render())
        guard let general = cards.first else { Issue.record("no cards"); return }
        host.tap(at: CGPoint(x: 255, y: CGFloat(general + 22)))
        host.advance(by: 1)
        let listed = host.render()
        guard cardTops(listed).count == 3 else { Issue.record("no Alerts section"); return }
        let alerts = cardTops(listed)[1]
        // The filter field is the Alerts card's second row.
        host.tap(at: CGPoint(x: 100, y: CGFloat(alerts + 66)))
        host.type("zzz")
        host.advance(by: 1)
        let empty = host.render()
        // The four topic rows went; the unavailable view (icon, title, description) is taller than them.
        let alertsHeight = { (image: RenderedImage) in
            (alerts..<image.height).prefix { !self.isGroupedGrey(image.pixel(x: 150, y: $0)) }.count }
        #expect(alertsHeight(empty) != alertsHeight(listed))
        #expect(empty != listed)
    }
}

import Foundation
import Lunapark
import Testing

/// The tab app on pixels: the tab bar at the bottom with the selected item in the tint, a red
/// badge on the inbox item that goes when the count is 0, taps switching tabs (the heart tab
/// pulsing once shown), and the `Image` + `Text` items of a tab view without a selection.
@MainActor
struct InboxTabsTests {
    private let size = CGSize(width: 320, height: 480)

    private func isPurple(_ p: RGBA8) -> Bool { p.r > 140 && p.b > 180 && p.g < 120 }
    private func isRed(_ p: RGBA8) -> Bool { p.r > 200 && p.g < 90 && p.b < 90 }

    /// The item of tab `index` of three (the 49-point bar at the bottom).
    private func itemRect(_ index: Int) -> CGRect {
        CGRect(x: CGFloat(index) * 320 / 3, y: 431, width: 320 / 3, height: 49)
    }

    @Test func theSelectedItemIsTintedAndATapSwitchesTabs() {
        let host = HeadlessHost(size: size) { InboxTabsView() }
        let first = host.render()
        // The bar: light grey (0.97) under a hairline, above it the inbox's content on white.
        #expect(first.pixel(x: 5, y: 478).r > 240 && first.pixel(x: 5, y: 478).r < 252)
        #expect(first.pixels(in: itemRect(0), where: isPurple) > 40, "the selected item in the tint")
        #expect(first.pixels(in: itemRect(1), where: isPurple) == 0)
        let grey = first.pixels(in: itemRect(1)) { $0.r == $0.g && $0.g == $0.b && $0.r > 120 && $0.r < 190 }
        #expect(grey > 40, "the other items grey: \(grey)")
        // The favourites tab: its heart appears and its item takes the tint.
        host.tap(at: CGPoint(x: 160, y: 455))
        let second = host.render()
        #expect(second.pixels(in: itemRect(1), where: isPurple) > 40)
        #expect(second.pixels(in: itemRect(0), where: isPurple) == 0)
        let heartArea = CGRect(x: 100, y: 150, width: 120, height: 130)
        let heartNow = second.pixels(in: heartArea, where: isRed)
        #expect(heartNow > 1000, "the heart: \(heartNow)")
        // It pulses (scale 1 -> 1.3 over 0.6 s, forever).
        host.advance(by: 0.6)
        let heartLater = host.render().pixels(in: heartArea, where: isRed)
        #expect(Double(heartLater) > Double(heartNow) * 1.3, "pulsing: \(heartNow) -> \(heartLater)")
        // Back to the inbox: its state and content are there again, the heart hidden.
        host.tap(at: CGPoint(x: 53, y: 455))
        let back = host.render()
        #expect(back.pixels(in: heartArea, where: isRed) == 0)
        #expect(back.pixels(in: itemRect(0), where: isPurple) > 40)
    }

    @Test func theBadgeShowsTheCountAndGoesAtZero() {
        let host = HeadlessHost(size: size) { InboxTabsView() }
        // The badge: a red capsule at the top trailing corner of the inbox icon.
        let badgeArea = CGRect(x: 53, y: 420, width: 40, height: 30)
        let before = host.render().pixels(in: badgeArea, where: isRed)
        #expect(before > 150, "an 18-point red badge: \(before)")
        // The settings tab's string badge too.
        #expect(host.render().pixels(in: CGRect(x: 267, y: 420, width: 40, height: 30), where: isRed) > 150)
        // "Mark All as Read": the count goes to 0 and the badge with it.
        host.tap(at: CGPoint(x: 160, y: 232))
        host.advance(by: 0.5)
        let after = host.render().pixels(in: badgeArea, where: isRed)
        #expect(after == 0, "no badge at 0: \(after)")
    }

    @Test func imageAndTextItemsWithoutASelection() {
        let host = HeadlessHost(size: size) { ClassicTabsView() }
        func isOrange(_ p: RGBA8) -> Bool { p.r > 240 && p.g > 120 && p.g < 170 && p.b < 30 }
        func isBlue(_ p: RGBA8) -> Bool { p.b > 200 && p.r < 60 && p.g > 90 && p.g < 150 }
        let first = host.render()
        #expect(isOrange(first.pixel(x: 160, y: 200)))
        let left = CGRect(x: 0, y: 431, width: 160, height: 49), right = CGRect(x: 160, y: 431, width: 160, height: 49)
        #expect(first.pixels(in: left, where: isBlue) > 40, "the accent colour on the selected item")
        #expect(first.pixels(in: right, where: isBlue) == 0)
        host.tap(at: CGPoint(x: 240, y: 455))
        let second = host.render()
        #expect(!isOrange(second.pixel(x: 160, y: 200)) && second.pixel(x: 160, y: 200).b > 150, "the teal tab")
        #expect(second.pixels(in: right, where: isBlue) > 40)
    }

    @Test func listRowsShowTheirBadgeAtTheTrailingEdge() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 300)) { MailboxesView() }
        let image = host.render()
        /// The secondary grey of a badge's text in the trailing 60 points of the row at `rowTop`.
        func badgeText(rowTop: Int) -> Int {
            image.pixels(in: CGRect(x: 230, y: rowTop, width: 70, height: 44)) { $0.r < 200 && $0.r > 80 && $0.r == $0.g }
        }
        // Inset grouped rows (iOS's default style) from y 35, at least 44 points tall, their
        // trailing edge 16 points in: Inbox (12), Drafts (0: no badge), Archive (3).
        #expect(badgeText(rowTop: 35) > 20, "12 on the Inbox row")
        #expect(badgeText(rowTop: 80) == 0, "no badge at 0")
        #expect(badgeText(rowTop: 124) > 8, "3 on the Archive row")
    }
}

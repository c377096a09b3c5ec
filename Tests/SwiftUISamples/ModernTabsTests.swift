import Foundation
import Lunapark
import Testing

/// The iOS 18 tab app on pixels: `Tab`s in the tab bar (a section's tab among them, the search
/// tab labelled by its role), the selection binding choosing by value both ways, a badge on a
/// `Tab`, and a tab view without a selection.
@MainActor
struct ModernTabsTests {
    private let size = CGSize(width: 320, height: 480)

    private func isBlue(_ p: RGBA8) -> Bool { p.b > 200 && p.r < 60 && p.g > 90 && p.g < 150 }
    private func isRed(_ p: RGBA8) -> Bool { p.r > 200 && p.g < 90 && p.b < 90 }
    private func isYellow(_ p: RGBA8) -> Bool { p.r > 230 && p.g > 180 && p.b < 60 }
    private func isInk(_ p: RGBA8) -> Bool { p.r < 200 && p.r == p.g && p.g == p.b }

    /// The item of tab `index` of `count` (the 49-point bar at the bottom).
    private func itemRect(_ index: Int, of count: Int = 4) -> CGRect {
        CGRect(x: CGFloat(index) * 320 / CGFloat(count), y: 431, width: 320 / CGFloat(count), height: 49)
    }

    @Test func tabsSectionsAndTheSearchTabStandInTheBar() {
        let host = HeadlessHost(size: size) { ModernTabsView() }
        let image = host.render()
        // Four items: Watch Now (selected, in the accent colour), Library, Favorites, Search.
        #expect(image.pixels(in: itemRect(0), where: isBlue) > 40)
        for index in 1..<4 {
            #expect(image.pixels(in: itemRect(index), where: isBlue) == 0)
            #expect(image.pixels(in: itemRect(index), where: isInk) > 40, "item \(index) drawn in grey")
        }
        // The badge on the Library tab, at its icon's top trailing corner.
        #expect(image.pixels(in: itemRect(1).insetBy(dx: 0, dy: -12), where: isRed) > 150)
        #expect(image.pixels(in: itemRect(2).insetBy(dx: 0, dy: -12), where: isRed) == 0)
    }

    @Test func theSelectionChoosesByValueBothWays() {
        let host = HeadlessHost(size: size) { ModernTabsView() }
        // The button sets the binding to the section's tab: its content shows, its item is tinted.
        host.tap(at: CGPoint(x: 160, y: 215))
        host.advance(by: 0.5)
        let favorites = host.render()
        #expect(isYellow(favorites.pixel(x: 160, y: 200)))
        #expect(favorites.pixels(in: itemRect(2), where: isBlue) > 40)
        #expect(favorites.pixels(in: itemRect(0), where: isBlue) == 0)
        // A tap on the Library item writes .library: the mint content and its tinted item.
        host.tap(at: CGPoint(x: 120, y: 455))
        let library = host.render()
        #expect(!isYellow(library.pixel(x: 160, y: 200)) && library.pixel(x: 160, y: 200).g > 180)
        #expect(library.pixels(in: itemRect(1), where: isBlue) > 40)
    }

    @Test func tabsWithoutValuesInATabViewWithoutSelection() {
        let host = HeadlessHost(size: size) { PlainModernTabsView() }
        func isOrange(_ p: RGBA8) -> Bool { p.r > 240 && p.g > 120 && p.g < 170 && p.b < 30 }
        let first = host.render()
        #expect(isOrange(first.pixel(x: 160, y: 200)))
        #expect(first.pixels(in: itemRect(0, of: 2), where: isBlue) > 40)
        #expect(first.pixels(in: itemRect(0, of: 2).insetBy(dx: 0, dy: -12), where: isRed) > 150)
        host.tap(at: CGPoint(x: 240, y: 455))
        let second = host.render()
        #expect(!isOrange(second.pixel(x: 160, y: 200)))
        #expect(second.pixels(in: itemRect(1, of: 2), where: isBlue) > 40)
    }
}

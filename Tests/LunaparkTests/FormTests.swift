import Foundation
import Lunapark
import Testing

/// `Form` on pixels: iOS's grouped form (inset grouped cards on the grouped grey) with
/// working controls; `.columns` a plain stack. A 300 x 400 window: cards x 16...284.
@MainActor
struct FormTests {
    private let grey = (242, 242, 247)
    private func isWhite(_ p: RGBA8) -> Bool { p.r > 250 && p.g > 250 && p.b > 250 }

    private struct Settings: View {
        @State var notifications = false
        var body: some View {
            Form {
                Section("Account") {
                    Text("Signed in")
                }
                Section {
                    Toggle("Notifications", isOn: $notifications)
                    if notifications { Text("Daily at 9:00") }
                }
            }
        }
    }

    @Test func aFormIsDrawnAsAnInsetGroupedList() {
        // Two sections, two cards: the form's content reaches the list through its style's
        // configuration (an AnyView), whose views the list takes one by one.
        let image = HeadlessHost(size: CGSize(width: 300, height: 400)) { Settings() }.render()
        #expect(image.matches(x: 150, y: 5, grey, tolerance: 3))
        #expect(image.matches(x: 8, y: 80, grey, tolerance: 3))
        guard let top = (0..<400).first(where: { isWhite(image.pixel(x: 150, y: $0)) }) else { Issue.record("no card"); return }
        // A header line above the first card, then the card inside the 16-point margins.
        #expect(top > 35 && top < 55, "\(top)")
        #expect(isWhite(image.pixel(x: 17, y: top + 12)) && image.matches(x: 15, y: top + 12, grey, tolerance: 3))
        let cardTops = (1..<400).filter { isWhite(image.pixel(x: 150, y: $0)) && !isWhite(image.pixel(x: 150, y: $0 - 1)) }
        #expect(cardTops.count == 2, "\(cardTops)")
    }

    @Test func aToggleInAFormWorksAndItsRowAppears() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { Settings() }
        let before = host.render()
        // The second card's first row holds the toggle; its switch sits at the trailing end.
        let cards = (1..<400).filter { isWhite(before.pixel(x: 150, y: $0)) && !isWhite(before.pixel(x: 150, y: $0 - 1)) }
        guard cards.count >= 2 else { Issue.record("cards start at \(cards)"); return }
        let toggleRow = CGFloat(cards[1] + 22)
        host.tap(at: CGPoint(x: 250, y: toggleRow))
        host.advance(by: 1)
        let after = host.render()
        // The switch turned green, and a third row (44 points) joined the second card.
        let knobArea = CGRect(x: 220, y: Int(toggleRow) - 10, width: 50, height: 20)
        #expect(after.count(in: knobArea) { x, y in let p = after.pixel(x: x, y: y); return p.g > 150 && p.r < 120 } > 20)
        let whiteBelow = { (image: RenderedImage) in (cards[1]..<400).filter { self.isWhite(image.pixel(x: 20, y: $0)) }.count }
        #expect(whiteBelow(after) >= whiteBelow(before) + 40, "\(whiteBelow(before)) -> \(whiteBelow(after))")
    }

    @Test func theColumnsStyleStacksTheRowsWithoutCards() {
        let image = HeadlessHost(size: CGSize(width: 300, height: 400), background: .white) {
            Settings().formStyle(.columns)
        }.render()
        #expect(!image.matches(x: 150, y: 5, grey, tolerance: 3))
        #expect(image.count(in: CGRect(x: 0, y: 0, width: 300, height: 400)) { x, y in image.matches(x: x, y: y, grey, tolerance: 1) } == 0)
    }
}

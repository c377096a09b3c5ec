import Foundation
import Lunapark
import Testing

/// iOS 17 scroll targets on pixels and values: `.viewAligned` rests a card on the leading
/// edge, its limit, `scrollPosition(id:)` both ways, and `containerRelativeFrame` sizes.
@MainActor
struct ScrollTargetTests {
    /// Twelve 100-point cards 10 points apart, card `k` with green `k / 12`.
    private struct Cards: View {
        var limit: ViewAlignedScrollTargetBehavior.LimitBehavior = .never
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<12, id: \.self) { k in
                        Color(red: 1, green: Double(k) / 12, blue: 0).frame(width: 100, height: 100)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned(limitBehavior: limit))
            .scrollIndicators(.hidden)
        }
    }

    /// The card under window point (`x`, 50), from its green (nil over a gap).
    private func card(_ image: RenderedImage, x: Int) -> Int? {
        let p = image.pixel(x: x, y: 50)
        guard p.r > 200, p.b < 30 else { return nil }
        return Int((Double(p.g) / 255 * 12).rounded())
    }

    @Test func viewAlignedRestsACardOnTheLeadingEdge() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 100), background: .black) { Cards() }
        host.drag(from: CGPoint(x: 250, y: 50), to: CGPoint(x: 100, y: 50), duration: 0.15)
        host.advance(by: 3)
        let image = host.render()
        // A card starts exactly at x = 0: its edge, not a gap, is at the window's edge.
        #expect(card(image, x: 0) != nil)
        #expect(card(image, x: 99) == card(image, x: 0))
        #expect(card(image, x: 105) == nil)  // the 10-point gap after it
        #expect((card(image, x: 0) ?? 0) >= 2)  // the flick went past card 1
    }

    @Test func alwaysByOneMovesOneCardPerFlick() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 100), background: .black) { Cards(limit: .alwaysByOne) }
        host.drag(from: CGPoint(x: 280, y: 50), to: CGPoint(x: 20, y: 50), duration: 0.1)
        host.advance(by: 3)
        #expect(card(host.render(), x: 0) == 1)
    }

    private final class Box { var id: Int? }

    private struct Positioned: View {
        let box: Box
        @State var position: Int?
        var body: some View {
            VStack(spacing: 0) {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) {
                        ForEach(0..<12, id: \.self) { k in
                            Color(red: 1, green: Double(k) / 12, blue: 0).frame(width: 100, height: 100)
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $position)
                .onChange(of: position) { _, new in box.id = new }
                HStack(spacing: 0) {
                    Color.blue.frame(width: 150, height: 20).onTapGesture { position = 8 }
                    Color.green.frame(width: 150, height: 20).onTapGesture { withAnimation(.linear(duration: 1)) { position = 4 } }
                }
            }
        }
    }

    @Test func scrollPositionFollowsScrollingAndScrollsWhenSet() {
        let box = Box()
        let host = HeadlessHost(size: CGSize(width: 300, height: 120), background: .black) { Positioned(box: box) }
        host.scroll(at: CGPoint(x: 150, y: 50), by: CGSize(width: 320, height: 0))
        host.advance(by: 1)
        #expect(box.id == 3)  // offset 320: card 3 (300...400) is under the leading edge
        host.tap(at: CGPoint(x: 75, y: 110))  // set to 8 without animation: there at once
        #expect(card(host.render(), x: 0) == 8)
        host.tap(at: CGPoint(x: 225, y: 110))  // set to 4 inside withAnimation(1 s linear)
        host.advance(by: 0.4)
        #expect(card(host.render(), x: 0) == 6)  // 40 % of the way from 800 to 400: about 640
        host.advance(by: 1)
        #expect(card(host.render(), x: 0) == 4)
        #expect(box.id == 4)
    }

    @Test func containerRelativeFrameDividesTheScrollViewAndTheWindow() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200), background: .black) {
            VStack(spacing: 0) {
                ScrollView(.horizontal) {
                    HStack(spacing: 10) {
                        Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                        Color.blue.containerRelativeFrame(.horizontal, count: 3, spacing: 10)
                    }
                }
                .frame(height: 100)
                Color.green.containerRelativeFrame(.horizontal) { length, _ in length / 2 }
            }
        }
        let image = host.render()
        // Columns of (300 - 20) / 3 = 93.3: red spans two and a gap, 196.7; blue from 206.7.
        #expect(image.pixel(x: 195, y: 50).r > 240)
        #expect(image.pixel(x: 201, y: 50).r < 20 && image.pixel(x: 201, y: 50).b < 20)
        #expect(image.pixel(x: 210, y: 50).b > 240)
        #expect(image.pixel(x: 298, y: 50).b > 240)
        // Outside a scroll view: half the window's width, centred.
        #expect(image.pixel(x: 70, y: 150).g < 20)
        #expect(image.pixel(x: 80, y: 150).g > 150)
        #expect(image.pixel(x: 220, y: 150).g > 150)
        #expect(image.pixel(x: 230, y: 150).g < 20)
    }
}

import Foundation
import Lunapark
import Testing

/// The iOS 16-17 modifiers that configure the scroll views inside them, on pixels: disabling
/// scrolling, hiding the scroll bars, drawing outside the frame, content margins, bouncing
/// and the default anchor.
@MainActor
struct ScrollViewModifierTests {
    /// Ten 50-point rows, row `k` with green `k / 10` (red 1, blue 0), in a 100 x 200 window.
    private struct Rows: View {
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<10) { k in
                    Color(red: 1, green: Double(k) / 10, blue: 0).frame(height: 50)
                }
            }
        }
    }

    /// The row under window point (50, `y`), read from its green.
    private func row(_ host: HeadlessHost, y: Int) -> Int {
        Int((Double(host.render().pixel(x: 50, y: y).g) / 255 * 10).rounded())
    }

    private func host<V: View>(width: CGFloat = 100, height: CGFloat = 200, @ViewBuilder _ content: () -> V) -> HeadlessHost {
        HeadlessHost(size: CGSize(width: width, height: height), background: .black, content: content)
    }

    @Test func scrollDisabledIgnoresTheWheelAndDrags() {
        let enabled = host { ScrollView { Rows() } }
        let disabled = host { ScrollView { Rows() }.scrollDisabled(true) }
        for h in [enabled, disabled] {
            h.scroll(at: CGPoint(x: 50, y: 100), by: CGSize(width: 0, height: 100))
            h.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 50, y: 50), duration: 0.3)
            h.advance(by: 2)
        }
        #expect(row(enabled, y: 5) >= 3)
        #expect(row(disabled, y: 5) == 0)
    }

    /// The bar is drawn on the trailing edge while the content moves, unless hidden.
    @Test func scrollIndicatorsHiddenDrawsNoBar() {
        let shown = host { ScrollView { Rows() } }
        let hidden = host { ScrollView { Rows() }.scrollIndicators(.hidden) }
        for h in [shown, hidden] { h.scroll(at: CGPoint(x: 50, y: 100), by: CGSize(width: 0, height: 40)) }
        // The bar, 5 points wide and 2 in from the trailing edge, darkens the row under it.
        #expect(shown.render().pixel(x: 95, y: 60).r < 200)
        #expect(hidden.render().pixel(x: 95, y: 60).r > 240)
    }

    /// A 100-point-tall scroll view at the top of the window: its rows show below it only
    /// with clipping disabled.
    @Test func scrollClipDisabledDrawsContentBeyondTheFrame() {
        let clipped = host { VStack(spacing: 0) { ScrollView { Rows() }.frame(height: 100); Spacer() } }
        let unclipped = host {
            VStack(spacing: 0) { ScrollView { Rows() }.frame(height: 100).scrollClipDisabled(); Spacer() }
        }
        #expect(clipped.render().pixel(x: 50, y: 150).r < 20)   // black window
        #expect(unclipped.render().pixel(x: 50, y: 150).r > 240)  // row 3 drawn below the frame
    }

    /// Margins of 30 points: the first row starts 30 points down; at the end the last row
    /// rests 30 points above the bottom.
    @Test func contentMarginsInsetTheContentAndItsScrollRange() {
        let h = host { ScrollView { Rows() }.contentMargins(.vertical, 30, for: .scrollContent) }
        let start = h.render()
        #expect(start.pixel(x: 50, y: 20).r < 20)    // black margin above row 0
        #expect(start.pixel(x: 50, y: 35).r > 240)
        h.scroll(at: CGPoint(x: 50, y: 100), by: CGSize(width: 0, height: 1000))
        h.advance(by: 1)
        // 500 + 60 points through a 200-point frame: offset 360, row 9 at 120...170.
        #expect(row(h, y: 145) == 9)
        #expect(h.render().pixel(x: 50, y: 185).r < 20)
    }

    /// Content that fits: `.basedOnSize` keeps it from being pulled down.
    @Test func bounceBasedOnSizeKeepsFittingContentStill() {
        func pulled(_ behavior: ScrollBounceBehavior) -> Bool {
            let h = host {
                ScrollView { Color.red.frame(height: 100) }.scrollBounceBehavior(behavior)
            }
            h.press(at: CGPoint(x: 50, y: 50))
            h.movePressed(to: CGPoint(x: 50, y: 80))
            h.movePressed(to: CGPoint(x: 50, y: 120))
            let moved = h.render().pixel(x: 50, y: 5).r < 20  // the top is black when pulled down
            h.release(at: CGPoint(x: 50, y: 120))
            return moved
        }
        #expect(pulled(.always))
        #expect(!pulled(.basedOnSize))
    }

    /// A chat starts at its last message, and a message added at the end stays in view.
    @Test func defaultScrollAnchorBottomStartsAtTheEndAndKeepsIt() {
        struct Chat: View {
            @State var rows = 10
            var body: some View {
                VStack(spacing: 0) {
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<rows, id: \.self) { k in
                                Color(red: 1, green: Double(k % 10) / 10, blue: 0).frame(height: 50)
                            }
                        }
                    }
                    .defaultScrollAnchor(.bottom)
                    Color.blue.frame(height: 20).onTapGesture { rows += 1 }
                }
            }
        }
        let h = host(height: 220) { Chat() }
        #expect(row(h, y: 190) == 9)
        #expect(row(h, y: 10) == 6)
        h.tap(at: CGPoint(x: 50, y: 210))
        h.advance(by: 0.5)
        #expect(row(h, y: 190) == 0)  // row 10 (green 0) is now the last
    }
}

import Foundation
import Lunapark
import Testing

/// The window's safe area and the modifiers that read or change it, on pixels and on the
/// values a `GeometryReader` sees, in a 200 x 300 window with a 40-point status bar and a
/// 30-point home indicator.
@MainActor
struct SafeAreaTests {
    private let insets = EdgeInsets(top: 40, leading: 0, bottom: 30, trailing: 0)

    private func host<V: View>(@ViewBuilder _ content: () -> V) -> HeadlessHost {
        let host = HeadlessHost(size: CGSize(width: 200, height: 300), content: content)
        host.safeAreaInsets = insets
        return host
    }

    @Test func rootIsLaidOutInsideTheSafeArea() {
        let host = host { Color.red }
        let image = host.render()
        #expect(image.pixel(x: 100, y: 20).g > 240)  // the status bar: white
        #expect(image.pixel(x: 100, y: 45).r > 240 && image.pixel(x: 100, y: 45).g < 80)  // system red
        #expect(image.pixel(x: 100, y: 265).r > 240 && image.pixel(x: 100, y: 265).g < 80)
        #expect(image.pixel(x: 100, y: 285).g > 240)  // the home indicator: white
    }

    @Test func ignoresSafeAreaFillsTheWindowBehindContentThatStaysInside() {
        let host = host {
            ZStack {
                Color.blue.ignoresSafeArea()
                Color.red.frame(width: 50)
            }
        }
        let image = host.render()
        #expect(image.pixel(x: 20, y: 5).b > 240 && image.pixel(x: 20, y: 5).r < 30)    // under the status bar
        #expect(image.pixel(x: 20, y: 295).b > 240 && image.pixel(x: 20, y: 295).r < 30)  // under the home indicator
        #expect(image.pixel(x: 100, y: 20).b > 240)   // the red column stays in the safe area
        #expect(image.pixel(x: 100, y: 50).r > 240)
    }

    @Test func edgesIgnoringSafeAreaReachesOnlyTheGivenEdges() {
        let host = host { Color.green.edgesIgnoringSafeArea(.top) }
        let image = host.render()
        #expect(image.pixel(x: 100, y: 5).r < 80 && image.pixel(x: 100, y: 5).g > 150)  // green under the status bar
        #expect(image.pixel(x: 100, y: 290).r > 240)  // white under the home indicator
    }

    @Test func backgroundStyleReachesUnderTheEdgesItTouches() {
        let host = host {
            VStack {
                Spacer()
                Text("Bar").frame(maxWidth: .infinity).background(Color.orange)
            }
        }
        let image = host.render()
        // The bar sits at the bottom of the safe area; its orange reaches the window's bottom.
        let p = image.pixel(x: 100, y: 295)
        #expect(p.r > 240 && p.g > 120 && p.g < 180 && p.b < 40)
        #expect(image.pixel(x: 100, y: 20).b > 240)  // white at the top
    }

    private final class Insets { var inside = EdgeInsets(); var ignoring = EdgeInsets() }

    @Test func geometryProxyReportsTheUnsafePartOfItsFrame() {
        let seen = Insets()
        let host = host {
            ZStack {
                GeometryReader { proxy -> Color in
                    seen.ignoring = proxy.safeAreaInsets
                    return Color.clear
                }
                .ignoresSafeArea()
                GeometryReader { proxy -> Color in
                    seen.inside = proxy.safeAreaInsets
                    return Color.clear
                }
            }
        }
        host.advance(by: 0.1)
        #expect(seen.ignoring == EdgeInsets(top: 40, leading: 0, bottom: 30, trailing: 0))
        #expect(seen.inside == EdgeInsets())
    }

    @Test func safeAreaInsetPlacesTheBarAndShrinksTheView() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 300)) {
            Color.red
                .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 60) }
        }
        let image = host.render()
        #expect(image.pixel(x: 100, y: 235).r > 240)  // the red view ends at 240
        #expect(image.pixel(x: 100, y: 245).b > 240 && image.pixel(x: 100, y: 245).r < 80)
    }

    /// A list under a bottom bar: it scrolls under the bar, and at its end its last row
    /// rests just above the bar instead of behind it.
    @Test func scrollViewScrollsUnderAnInsetBarAndEndsAboveIt() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 300)) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10) { row in
                        (row == 9 ? Color.green : Color.red).frame(height: 50)
                    }
                }
            }
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.opacity(0.5).frame(height: 60) }
        }
        // The scroll view fills the window: row 4 shows through the translucent bar.
        let first = host.render()
        let underBar = first.pixel(x: 100, y: 270)
        #expect(underBar.r > 100 && underBar.b > 100)  // red under half-transparent blue
        host.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 0), duration: 0.3)
        host.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 0), duration: 0.3)
        host.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 0), duration: 0.3)
        host.advance(by: 3)
        let end = host.render()
        // 500 points of rows + 60 of inset in a 300-point frame: the green row at 190...240.
        #expect(end.pixel(x: 100, y: 215).g > 100 && end.pixel(x: 100, y: 215).r < 80)
        #expect(end.pixel(x: 100, y: 185).r > 240)
    }

    /// `safeAreaPadding` on a horizontal scroll view (Apple's example): the first card starts
    /// 20 points in, and the content scrolls to the frame's edge.
    @Test func safeAreaPaddingInsetsScrollContentButNotTheFrame() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<5) { _ in Color.purple.frame(width: 100, height: 100) }
                }
            }
            .safeAreaPadding(.horizontal, 20)
        }
        let start = host.render()
        #expect(start.pixel(x: 10, y: 50).g > 240)   // white margin
        #expect(start.pixel(x: 25, y: 50).g < 120)   // the first card (purple)
        host.scroll(at: CGPoint(x: 100, y: 50), by: CGSize(width: 60, height: 0))
        host.advance(by: 1)
        #expect(host.render().pixel(x: 5, y: 50).g < 120)  // scrolled under the margin
    }

    @Test func zeroInsetsChangeNothing() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) { Color.red.ignoresSafeArea() }
        #expect(host.graph.layoutFrame(tagged: "none") == nil)
        #expect(host.render().pixel(x: 1, y: 1).r > 240)
        host.safeAreaInsets = EdgeInsets(top: -5, leading: .nan, bottom: 0, trailing: 0)
        #expect(host.safeAreaInsets == EdgeInsets())
    }
}

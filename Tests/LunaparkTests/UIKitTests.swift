import Foundation
import Lunapark
import Testing

/// UIKit's names as SwiftUI code uses them on iOS: the screen's bounds, the
/// system colours in both appearances, the feedback generators.
@MainActor
struct UIKitTests {
    /// A bar half as wide as the screen, as samples size views with `UIScreen.main.bounds`.
    struct HalfScreenBar: View {
        /// Changed to make a parent's update evaluate the body again.
        var generation = 0
        var body: some View {
            Color.red.frame(width: UIScreen.main.bounds.width / 2, height: 20)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    /// The red run along row `y`: its width in points.
    private func redWidth(_ image: RenderedImage, row y: Int) -> Int {
        (0..<image.width).filter { image.isRed($0, y) }.count
    }

    @Test func screenBoundsAreTheHostsViewport() {
        let host = HeadlessHost(size: CGSize(width: 240, height: 100)) { HalfScreenBar() }
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 240, height: 100))
        #expect(redWidth(host.render(), row: 10) == 120)
        host.resize(to: CGSize(width: 300, height: 80))
        #expect(UIScreen.main.bounds.size == CGSize(width: 300, height: 80))
    }

    @Test func aBodyReadsItsOwnWindowEvenWhenAnotherWasMadeLater() {
        let first = HeadlessHost(size: CGSize(width: 200, height: 60)) { HalfScreenBar() }
        let second = HeadlessHost(size: CGSize(width: 320, height: 60)) { HalfScreenBar() }
        // Outside a body, the window made last.
        #expect(UIScreen.main.bounds.width == 320)
        // The first window's body, evaluated again after a resize, reads the first window.
        first.resize(to: CGSize(width: 180, height: 60))
        first.graph.setRootView(HalfScreenBar(generation: 1))
        first.advanceFrame()
        let firstWidth = redWidth(first.render(), row: 10), secondWidth = redWidth(second.render(), row: 10)
        #expect(firstWidth == 90)
        #expect(secondWidth == 160)
    }

    @Test func systemColoursFollowTheColorScheme() {
        func swatch(_ scheme: ColorScheme) -> RenderedImage {
            HeadlessHost(size: CGSize(width: 60, height: 20)) {
                HStack(spacing: 0) {
                    Color(.systemGray6)
                    Color(uiColor: .secondarySystemBackground)
                    Rectangle().fill(Color(UIColor.label))
                }
                .environment(\.colorScheme, scheme)
            }.render()
        }
        let light = swatch(.light), dark = swatch(.dark)
        #expect(light.matches(x: 10, y: 10, (242, 242, 247), tolerance: 2))
        #expect(dark.matches(x: 10, y: 10, (28, 28, 30), tolerance: 2))
        #expect(light.matches(x: 30, y: 10, (242, 242, 247), tolerance: 2))
        #expect(dark.matches(x: 30, y: 10, (28, 28, 30), tolerance: 2))
        #expect(light.matches(x: 50, y: 10, (0, 0, 0), tolerance: 2))
        #expect(dark.matches(x: 50, y: 10, (255, 255, 255), tolerance: 2))
    }

    @Test func componentColoursAndAlpha() {
        let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        let host = HeadlessHost(size: CGSize(width: 40, height: 20), background: .white) {
            HStack(spacing: 0) {
                Color(uiColor: orange)
                Color(uiColor: UIColor.black.withAlphaComponent(0.5))
            }
        }
        let image = host.render()
        #expect(image.matches(x: 10, y: 10, (255, 128, 0), tolerance: 2))
        // Black at 50% over white.
        #expect(image.matches(x: 30, y: 10, (128, 128, 128), tolerance: 2))
        var red: CGFloat = 0, green: CGFloat = 0, alpha: CGFloat = 0
        #expect(orange.getRed(&red, green: &green, blue: nil, alpha: &alpha))
        #expect(abs(red - 1) < 1e-6 && abs(green - 0.5) < 1e-6 && abs(alpha - 1) < 1e-6)
        #expect(UIColor(Color.blue) == .systemBlue)
        #expect(UIColor.red != .systemRed)
    }

    /// A button whose action plays haptics before it counts: the calls return (there is no
    /// engine to play them) and the rest of the action runs.
    @Test func feedbackGeneratorsLetTheActionRun() {
        struct HapticCounter: View {
            @State private var taps = 0
            private let impact = UIImpactFeedbackGenerator(style: .heavy)
            var body: some View {
                Button {
                    impact.prepare()
                    impact.impactOccurred()
                    impact.impactOccurred(intensity: 0.5)
                    UINotificationFeedbackGenerator().notificationOccurred(.success)
                    UISelectionFeedbackGenerator().selectionChanged()
                    taps += 1
                } label: {
                    (taps == 0 ? Color.white : Color.red).frame(width: 100, height: 40)
                }
                .buttonStyle(.plain)
            }
        }
        let host = HeadlessHost(size: CGSize(width: 100, height: 40)) { HapticCounter() }
        let before = host.render().isRed(50, 20)
        #expect(!before)
        host.tap(at: CGPoint(x: 50, y: 20))
        host.advance(by: 1)
        let after = host.render().isRed(50, 20)
        #expect(after)
        #expect(UIImpactFeedbackGenerator().style == .medium)
    }
}

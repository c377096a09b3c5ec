import Foundation
import Lunapark
import Testing

/// Apple's `ViewThatFits` example at three widths, and a toolbar that switches when its
/// width changes (chosen for the new width at once, as layout is, while the frame animates).
@MainActor
struct UploadProgressTests {
    private func isDark(_ p: RGBA8) -> Bool { Int(p.r) + Int(p.g) + Int(p.b) < 300 }
    /// The tint of a `ProgressView` bar (the accent blue).
    private func isBlue(_ p: RGBA8) -> Bool { p.b > 200 && p.r < 100 }

    private func render(maxWidth: CGFloat) -> RenderedImage {
        HeadlessHost(size: CGSize(width: 240, height: 60)) {
            UploadProgressView(uploadProgress: 0.75).frame(maxWidth: maxWidth)
        }.render()
    }

    @Test func theExampleChoosesByWidth() {
        let all = CGRect(x: 0, y: 0, width: 240, height: 60)
        // 200 points: text and bar; 100: the bar only; 50: the text only.
        let wide = render(maxWidth: 200), medium = render(maxWidth: 100), narrow = render(maxWidth: 50)
        #expect(wide.pixels(in: all, where: isDark) > 20 && wide.pixels(in: all, where: isBlue) > 100)
        #expect(medium.pixels(in: all, where: isDark) == 0 && medium.pixels(in: all, where: isBlue) > 100)
        #expect(narrow.pixels(in: all, where: isDark) > 20 && narrow.pixels(in: all, where: isBlue) == 0)
        // The bar alone is 100 points wide, centred (70...170); its blue part is 75 % of it.
        let bar = medium.bounds(where: isBlue)
        #expect(bar.map { abs($0.minX - 70) <= 1 && abs($0.width - 75) <= 2 } == true)
    }

    @Test func theToolbarSwitchesToIconsWhileNarrowing() throws {
        let host = HeadlessHost(size: CGSize(width: 360, height: 60)) { AdaptiveToolbar() }
        let wide = try #require(host.render().bounds(where: isDark))
        #expect(wide.width > 200)
        host.tap(at: CGPoint(x: 180, y: 30))
        host.advance(by: 0.5)
        let narrow = try #require(host.render().bounds(where: isDark))
        #expect(narrow.width < 80)
    }
}

import Foundation
import Lunapark
import Testing

/// The settings sample on pixels: symbols drawn in their rows, the footnote's
/// Markdown link in the tint, and the heart popping past its size on a spring.
@MainActor
struct SettingsListTests {
    private let size = CGSize(width: 360, height: 480)

    private func isHeartGray(_ p: RGBA8) -> Bool {
        (120...165).contains(Int(p.r)) && abs(Int(p.r) - Int(p.g)) < 8 && abs(Int(p.b) - Int(p.r)) < 12
    }

    private func isTintBlue(_ p: RGBA8) -> Bool { p.b > 200 && p.r < 60 && p.g > 90 && p.g < 160 }

    /// Pixels in the right quarter of the last row (above it, the toggle knob's shadow and the edges of the
    /// footnote's glyphs are grey too) for which `test`
    /// holds, and their bounding box's centre.
    private func find(_ image: RenderedImage, _ test: (RGBA8) -> Bool) -> (count: Int, centre: CGPoint?) {
        var count = 0, minX = Int.max, maxX = 0, minY = Int.max, maxY = 0
        for y in 325..<image.height {
            for x in image.width * 3 / 4 ..< image.width where test(image.pixel(x: x, y: y)) {
                count += 1
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard count > 0 else { return (0, nil) }
        return (count, CGPoint(x: (minX + maxX) / 2, y: (minY + maxY) / 2))
    }

    @Test func symbolsAndMarkdownAreDrawn() {
        let image = HeadlessHost(size: size) { SettingsList() }.render()
        // The footnote's link, in the tint, somewhere below the rows.
        let blue = image.pixels(in: CGRect(origin: .zero, size: size), where: isTintBlue)
        #expect(blue > 30)
        // The row symbols: dark glyph ink in the leading 50 points of the three labelled rows.
        let icons = image.pixels(in: CGRect(x: 0, y: 0, width: 50, height: 300)) {
            Int($0.r) + Int($0.g) + Int($0.b) < 300
        }
        #expect(icons > 150)
        #expect(find(image, isHeartGray).count > 20)
    }

    @Test func theHeartPopsOnASpring() {
        let host = HeadlessHost(size: size) { SettingsList() }
        guard let heart = find(host.render(), isHeartGray).centre else {
            Issue.record("no heart drawn"); return
        }
        host.tap(at: heart)
        // The heart's width along its middle row, in pixels that are not white.
        let row = Int(heart.y)
        let width = { (image: RenderedImage) in
            image.pixels(in: CGRect(x: image.width * 3 / 4, y: row, width: image.width / 4, height: 1)) {
                Int($0.r) + Int($0.g) + Int($0.b) < 720
            }
        }
        let before = width(host.render())
        var widest = 0
        for _ in 0..<40 {
            host.advanceFrame()
            widest = max(widest, width(host.render()))
        }
        host.advance(by: 2)
        let settled = width(host.render())
        #expect(find(host.render(), { $0.r > 200 && $0.g < 90 && $0.b < 90 }).count > 100)
        #expect(abs(Double(settled) - 1.3 * Double(before)) <= 3)
        // Damping 0.45 overshoots the 1.3 scale: the heart is wider on the way than at rest.
        #expect(widest >= settled + 2)
        #expect(find(host.render(), isHeartGray).count < 10)
    }
}

import Foundation
import Lunapark
import Testing

/// The emoji picker on pixels: focused on appear, the arrows glide the highlight with a spring
/// (an arrow past the edge goes on to nothing), Return picks.
@MainActor
struct EmojiPickerTests {
    /// The highlight's bounds (the accent colour at 30 % over white).
    private func highlight(_ image: RenderedImage) -> CGRect? {
        // (0, 122, 255) at 30 % over white: (178, 216, 255).
        image.bounds { abs(Int($0.r) - 178) < 8 && abs(Int($0.g) - 216) < 8 && $0.b > 247 }
    }

    @Test func arrowsGlideTheHighlightAndReturnPicks() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 280)) { EmojiPickerDemo() }
        host.advance(by: 0.2)
        let start = try #require(highlight(host.render()))
        host.key(.rightArrow)
        host.advance(by: 0.08)
        let gliding = try #require(highlight(host.render()))
        host.advance(by: 1)
        let right = try #require(highlight(host.render()))
        #expect(abs(right.minX - start.minX - 56) < 2 && abs(right.minY - start.minY) < 1, "one cell right: \(start) -> \(right)")
        #expect(gliding.minX > start.minX + 2 && gliding.minX < right.minX - 2, "on its way: \(gliding.minX)")
        host.key(.downArrow)
        host.advance(by: 1)
        let down = try #require(highlight(host.render()))
        #expect(abs(down.minY - right.minY - 56) < 2)
        host.key(.upArrow)
        host.key(.upArrow)
        host.advance(by: 1)
        #expect(highlight(host.render()).map { abs($0.minY - start.minY) < 1 } == true, "the second up goes past the top: ignored")
        let before = host.render()
        host.key(.return)
        let after = host.render()
        let label = CGRect(x: 0, y: 0, width: 320, height: 50)
        #expect(before.pixels(in: label) { $0.r < 100 } != after.pixels(in: label) { $0.r < 100 }, "Picked: 🎉")
    }
}

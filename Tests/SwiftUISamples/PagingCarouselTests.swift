import Foundation
import Lunapark
import Testing

/// The paging carousel on pixels: a short drag springs back to its page, a flick turns one
/// page and settles exactly on it (the next card fills the carousel), the page dots follow.
@MainActor
struct PagingCarouselTests {
    private func host() -> HeadlessHost { HeadlessHost(size: CGSize(width: 300, height: 220)) { PagingCarousel() } }

    /// The dot that is dark (the current page), from the dots row at y = 206 (five dots 16 points apart).
    private func currentDot(_ image: RenderedImage) -> Int? {
        (0..<5).first { image.pixel(x: 150 + ($0 - 2) * 16, y: 206).r < 100 }
    }

    @Test func aShortDragSpringsBackAndAFlickTurnsOnePage() {
        let host = host()
        let start = host.render()
        let red = start.pixel(x: 150, y: 90)
        #expect(red.r > 200 && red.g < 120)          // card 0 (red) fills the carousel
        #expect(start.pixel(x: 8, y: 90).r > 240 && start.pixel(x: 8, y: 90).g > 240)  // its 16-point margin
        #expect(currentDot(start) == 0)

        // A slow drag of 60 points: back to page 0.
        host.drag(from: CGPoint(x: 200, y: 90), to: CGPoint(x: 140, y: 90), duration: 1)
        host.advance(by: 1.5)
        #expect(host.render().pixel(x: 150, y: 90).g < 120)

        // A flick of 80 points in 0.1 s (800 pt/s): page 1 (orange), settled with a spring.
        host.drag(from: CGPoint(x: 200, y: 90), to: CGPoint(x: 120, y: 90), duration: 0.1)
        var lefts: [Int] = []
        for _ in 0..<60 {
            host.advanceFrame()
            let image = host.render()
            // The left edge of the orange card: the first column from 0 where orange starts.
            lefts.append((0..<300).first { image.pixel(x: $0, y: 90).g > 120 && image.pixel(x: $0, y: 90).b < 80 } ?? -1)
        }
        let end = host.render()
        let orange = end.pixel(x: 150, y: 90)
        #expect(orange.r > 200 && orange.g > 120 && orange.b < 80)
        #expect(lefts.last == 16)                      // settled exactly on the page
        #expect(Set(lefts).count > 5)                  // it moved through many frames (animated)
        #expect(currentDot(end) == 1)
    }

    @Test func theWheelTurnsAPage() {
        let host = host()
        host.scroll(at: CGPoint(x: 150, y: 90), by: CGSize(width: 40, height: 0))
        host.advance(by: 1.5)
        host.scroll(at: CGPoint(x: 150, y: 90), by: CGSize(width: 40, height: 0))
        host.advance(by: 1.5)
        let image = host.render()
        let green = image.pixel(x: 150, y: 90)
        #expect(green.g > 150 && green.r < 150)  // card 2 (green)
        #expect(currentDot(image) == 2)
    }
}

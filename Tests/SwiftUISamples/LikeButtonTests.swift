import Foundation
import Lunapark
import Testing

/// The like button on pixels: a tap fills the heart red and springs it past its
/// liked size (the spring is underdamped) before it settles at 1.3 times its size.
@MainActor
struct LikeButtonTests {
    /// The pixels that are clearly red (the filled heart).
    private func redPixels(_ image: RenderedImage) -> Int {
        image.pixels(in: CGRect(x: 0, y: 0, width: image.width, height: image.height)) { p in
            p.r > 180 && p.g < 90 && p.b < 90
        }
    }

    /// The heart's height: the rows with ink left of the count (the heart is the HStack's
    /// leading 40 points, centred with the count in the 240-point host; x < 124 leaves the text out).
    private func heartHeight(_ image: RenderedImage) -> Int {
        (0..<image.height).filter { y in
            (0..<124).contains { x in
                let p = image.pixel(x: x, y: y)
                return Int(p.r) + Int(p.g) + Int(p.b) < 600
            }
        }.count
    }

    @Test func aTapPopsTheHeartOnTheActionsSpring() {
        let host = HeadlessHost(size: CGSize(width: 240, height: 160)) { LikeButton() }
        let idle = host.render()
        #expect(redPixels(idle) == 0)
        let idleHeight = heartHeight(idle)
        #expect(idleHeight > 25)
        let centre = CGPoint(x: 120, y: 80)
        host.graph.handle(.pointerDown(centre), at: host.time)
        host.advanceFrame()
        host.graph.handle(.pointerUp(centre), at: host.time)
        var heights: [Int] = []
        for _ in 0..<60 {
            host.advanceFrame()
            heights.append(heartHeight(host.render()))
        }
        host.advance(by: 2)
        let liked = host.render()
        let settled = heartHeight(liked)
        #expect(redPixels(liked) > 400)
        #expect(abs(Double(settled) - 1.3 * Double(idleHeight)) <= 3)
        // The first frame after the tap is still close to the idle size: the heart grows over the spring.
        #expect(heights[0] < idleHeight + 4)
        // Response 0.4 s, damping 0.45: it overshoots by exp(-pi * 0.45 / sqrt(1 - 0.45^2)) = 20 %
        // of the 0.3 it grows (6 % of its size) before settling.
        let tallest = heights.max() ?? 0
        #expect(Double(tallest) > Double(settled) * 1.03)
        #expect(host.graph.title == nil)
    }
}

import Foundation
import Lunapark
import Testing

/// `ScrollView` on pixels: the wheel, a drag and its glide, the rubber band at the edges,
/// clipping, and presses reaching the content through the offset.
@MainActor
struct ScrollViewTests {
    /// A 100 x 1000-point white column with ten 10-point marks, mark `k` at y = 100k with green
    /// `k / 10`, shown by a 100 x 200 scroll view at the top of a 100 x 300 window.
    private struct MarkedColumn: View {
        var body: some View {
            ZStack(alignment: .top) {
                Color.white.frame(width: 100, height: 1000)
                ForEach(0..<10) { k in
                    Color(red: 1, green: Double(k) / 10, blue: 0)
                        .frame(width: 100, height: 10)
                        .offset(y: CGFloat(k) * 100)
                }
            }
        }
    }

    private func makeHost() -> HeadlessHost {
        HeadlessHost(size: CGSize(width: 100, height: 300), background: .black) {
            VStack(spacing: 0) {
                ScrollView(showsIndicators: false) { MarkedColumn() }
                    .frame(width: 100, height: 200)
                Color.black.frame(width: 100, height: 100)
            }
        }
    }

    /// The scroll offset read from the pixels: the first mark whose top edge is in the scroll
    /// view (column x = 50; the edge is the first row more than half covered, blue below 128)
    /// tells which mark it is by its green 4 rows further in, so offset = 100k - its top.
    /// Nil when no mark's top edge is in view.
    private func offset(in image: RenderedImage) -> CGFloat? {
        func isMark(_ y: Int) -> Bool {
            let p = image.pixel(x: 50, y: y)
            return p.r > 200 && p.b < 128
        }
        var y = 0
        while y < 196 && isMark(y) { y += 1 }
        while y < 196 {
            if isMark(y) {
                let k = (Double(image.pixel(x: 50, y: y + 4).g) / 255 * 10).rounded()
                return CGFloat(k * 100 - Double(y))
            }
            y += 1
        }
        return nil
    }

    /// Offsets after each of `frames` frames.
    private func offsets(_ host: HeadlessHost, frames: Int) -> [CGFloat] {
        (0..<frames).map { _ in
            host.advanceFrame()
            return offset(in: host.render()) ?? .nan
        }
    }

    @Test func wheelScrollsSmoothlyAndSettles() throws {
        let host = makeHost()
        host.scroll(at: CGPoint(x: 50, y: 100), by: CGSize(width: 0, height: 150))
        let path = offsets(host, frames: 40)
        // Moving towards 150 without passing it, quickly (critically damped, 0.2 s response).
        #expect(path[0] > 10 && path[0] < 150)
        for (a, b) in zip(path, path.dropFirst()) { #expect(b >= a - 1) }
        #expect(abs(path.last! - 150) <= 1)
        // Up past the top: it stops at the edge.
        host.scroll(at: CGPoint(x: 50, y: 100), by: CGSize(width: 0, height: -400))
        host.advance(by: 1)
        #expect(abs((offset(in: host.render()) ?? .nan) - 0) <= 1)
    }

    @Test func wheelOutsideTheScrollViewDoesNothing() {
        let host = makeHost()
        host.scroll(at: CGPoint(x: 50, y: 250), by: CGSize(width: 0, height: 150))
        host.advance(by: 0.5)
        #expect(offset(in: host.render()) == 0)
    }

    @Test func dragMovesContentThenGlidesAndDecelerates() throws {
        let host = makeHost()
        // 120 points up in 0.1 s: 1200 pt/s at release.
        host.drag(from: CGPoint(x: 50, y: 170), to: CGPoint(x: 50, y: 50), duration: 0.1)
        let released = try #require(offset(in: host.render()))
        #expect(abs(released - 120) <= 2)
        let path = offsets(host, frames: 90)
        // It keeps going after the release, ever slower, and comes to rest.
        let steps = zip(path, [released] + path).map { $0 - $1 }
        #expect(steps[0] > 10)
        #expect(steps[30] < steps[0] / 2)
        for (a, b) in zip(steps, steps.dropFirst()) { #expect(b <= a + 1.1) }  // whole pixels
        // UIScrollView's deceleration: 1200 pt/s glides 1200 / 2.002 = 599 points in all.
        host.advance(by: 4)
        let rest = try #require(offset(in: host.render()))
        #expect(rest > 120 + 450 && rest < 120 + 620)
        host.advance(by: 1)
        #expect(offset(in: host.render()) == rest)
    }

    @Test func rubberBandPullsPastTheTopAndSpringsBack() throws {
        let host = makeHost()
        // Pull down by 100 points from the top, slowly, and hold.
        host.drag(from: CGPoint(x: 50, y: 20), to: CGPoint(x: 50, y: 120), duration: 0.5)
        // The content follows less than the pointer: 0.55-rubber band of a 200-point viewport.
        let pulled = try #require(offset(in: host.render()))
        let expected = -(1 - 1 / (0.55 * 90 / 200 + 1)) * 200  // 90: pulled after the 10-point slop
        #expect(pulled < -20 && pulled > -100)
        #expect(abs(pulled - expected) <= 3)
        let path = offsets(host, frames: 60)
        for (a, b) in zip(path, path.dropFirst()) { #expect(b >= a - 0.5) }
        #expect(path[5] > pulled + 10)
        #expect(path.allSatisfy { $0 <= 0.5 })
        #expect(path.last == 0)
    }

    @Test func glideIntoTheEndOvershootsAndSpringsBack() throws {
        let host = makeHost()
        host.scroll(at: CGPoint(x: 50, y: 100), by: CGSize(width: 0, height: 700))
        host.advance(by: 1)
        #expect(abs((offset(in: host.render()) ?? .nan) - 700) <= 1)
        // A flick at 1500 pt/s upwards: 100 points short of the end (800), it reaches it fast.
        host.drag(from: CGPoint(x: 50, y: 170), to: CGPoint(x: 50, y: 20), duration: 0.1)
        var beyond: CGFloat = 0
        for _ in 0..<60 {
            host.advanceFrame()
            // Past 800 the bottom of the column shows the window's black: read the last mark instead.
            let image = host.render()
            if let o = offset(in: image) { beyond = max(beyond, o) }
        }
        #expect(beyond > 800)
        host.advance(by: 2)
        #expect(abs((offset(in: host.render()) ?? .nan) - 800) <= 1)
    }

    @Test func contentIsClippedToTheScrollView() {
        let host = makeHost()
        host.scroll(at: CGPoint(x: 50, y: 100), by: CGSize(width: 0, height: 95))
        host.advance(by: 1)
        let image = host.render()
        // Mark 3 (at 300) would be at 205 without the clip: the window's black shows there.
        let below = image.pixel(x: 50, y: 206)
        #expect(below.r < 30 && below.g < 30)
        #expect(offset(in: image) == 95)
    }
}

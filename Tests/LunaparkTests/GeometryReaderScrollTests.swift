import Foundation
import Lunapark
import Testing

/// A 40-point band whose colour shows where its reader is: red while the reader's global
/// minY is at least 150, blue above that; its width is 50 points plus half the reader's
/// minY in the named space.
private struct PositionBands: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.gray.frame(height: 150)
                GeometryReader { proxy in
                    let global = proxy.frame(in: .global).minY
                    let named = proxy.frame(in: .named("scroll")).minY
                    (global >= 150 ? Color.red : Color.blue)
                        .frame(width: 50 + named / 2, height: 40)
                }
                .frame(height: 40)
                Color.gray.frame(height: 600)
            }
        }
        .frame(width: 200, height: 300)
        .padding(.top, 50)
        .coordinateSpace(name: "scroll")
    }
}

/// A reader that reads only its size: built once, however far the content scrolls.
private struct SizeOnlyReader: View {
    let builds: BuildCounter

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                GeometryReader { proxy in
                    let _ = builds.count += 1
                    Color.red.frame(width: proxy.size.width / 2)
                }
                .frame(height: 100)
                Color.gray.frame(height: 600)
            }
        }
        .frame(width: 200, height: 300)
    }
}

private final class BuildCounter { var count = 0 }

/// `GeometryReader` inside a `ScrollView` reports where scrolling moved it, in the window
/// and in a named coordinate space, and builds its content again as it moves.
@MainActor
struct GeometryReaderScrollTests {
    /// The columns of row `y` that are clearly blue, and clearly red.
    private func colours(_ image: RenderedImage, row y: Int) -> (red: Int, blue: Int) {
        var red = 0, blue = 0
        for x in 0..<image.width {
            let p = image.pixel(x: x, y: y)
            if p.r > 180 && p.g < 100 && p.b < 100 { red += 1 }
            if p.b > 180 && p.r < 100 { blue += 1 }
        }
        return (red, blue)
    }

    @Test func theReaderFollowsTheScrollOffsetInTheWindowAndInANamedSpace() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 400)) { PositionBands() }
        // The padded scroll view (350 points) is centred in the 400-point window: the named
        // space starts at y = 25, the scroll view at 75, and the band 150 points into its
        // content: at 225 in the window (red), 200 in the named space (150 points wide).
        let unscrolled = colours(host.render(), row: 240)
        #expect(unscrolled.blue == 0)
        #expect(abs(unscrolled.red - 150) <= 1)
        host.scroll(at: CGPoint(x: 100, y: 200), by: CGSize(width: 0, height: 100))
        host.advance(by: 2)
        // Scrolled 100 points: at 125 in the window (blue), 100 in the named space (100 wide).
        let scrolled = colours(host.render(), row: 140)
        #expect(scrolled.red == 0)
        #expect(abs(scrolled.blue - 100) <= 1)
        host.scroll(at: CGPoint(x: 100, y: 200), by: CGSize(width: 0, height: -60))
        host.advance(by: 2)
        // Back 60 points: at 185 in the window (red), 160 in the named space (130 wide).
        let back = colours(host.render(), row: 200)
        #expect(back.blue == 0)
        #expect(abs(back.red - 130) <= 1)
    }

    @Test func aReaderThatReadsOnlyItsSizeIsNotBuiltAgainByScrolling() {
        let builds = BuildCounter()
        let host = HeadlessHost(size: CGSize(width: 200, height: 300)) { SizeOnlyReader(builds: builds) }
        _ = host.render()
        let before = builds.count
        #expect(before >= 1)
        host.scroll(at: CGPoint(x: 100, y: 150), by: CGSize(width: 0, height: 50))
        host.advance(by: 2)
        _ = host.render()
        #expect(builds.count == before)
    }
}

import Foundation
import Lunapark
import Testing

/// The skeleton feed on pixels: while loading, the rows are grey bars (no text ink) that
/// pulse, the heading is real text; when loading ends, the rows show their text.
@MainActor
struct SkeletonFeedTests {
    /// Dark (text) pixels below the heading.
    private func textInk(_ image: RenderedImage) -> Int {
        image.pixels(in: CGRect(x: 0, y: 60, width: 400, height: 340)) { Int($0.r) + Int($0.g) + Int($0.b) < 300 }
    }

    /// Rows below the heading crossed by a placeholder bar: a run of 30 or more light grey
    /// pixels (glyph edges never make such runs).
    private func barPixels(_ image: RenderedImage) -> Int {
        (60..<400).filter { y in
            var run = 0, longest = 0
            for x in 0..<400 {
                let p = image.pixel(x: x, y: y)
                let sum = Int(p.r) + Int(p.g) + Int(p.b)
                run = sum > 540 && sum < 740 ? run + 1 : 0
                longest = max(longest, run)
            }
            return longest >= 30
        }.count
    }

    private func headingInk(_ image: RenderedImage) -> Int {
        image.pixels(in: CGRect(x: 0, y: 0, width: 400, height: 60)) { Int($0.r) + Int($0.g) + Int($0.b) < 300 }
    }

    @Test func placeholdersPulseUntilTheRealRowsArrive() {
        let model = FeedModel()
        let host = HeadlessHost(size: CGSize(width: 400, height: 400)) { SkeletonFeed(model: model) }
        host.advance(by: 0.05)
        let loading = host.render()
        #expect(textInk(loading) == 0)
        #expect(barPixels(loading) > 60)
        #expect(headingInk(loading) > 100)
        // Pulsing: the bars fade towards 40 % and back.
        host.advance(by: 0.75)
        let faded = host.render()
        #expect(textInk(faded) == 0)
        let fadedBars = faded.pixels(in: CGRect(x: 0, y: 60, width: 400, height: 340)) {
            Int($0.r) + Int($0.g) + Int($0.b) < 700
        }
        let loadingBars = loading.pixels(in: CGRect(x: 0, y: 60, width: 400, height: 340)) {
            Int($0.r) + Int($0.g) + Int($0.b) < 700
        }
        #expect(fadedBars < loadingBars)

        withAnimation {
            model.finishLoading(with: [
                .init(id: 10, title: "SwiftUI on Linux", summary: "Lunapark draws it with cairo and pango."),
                .init(id: 11, title: "Springs explained", summary: "Damping, response and bounce."),
            ])
        }
        host.advance(by: 1)
        let loaded = host.render()
        #expect(textInk(loaded) > 500)
        #expect(barPixels(loaded) == 0)
    }
}

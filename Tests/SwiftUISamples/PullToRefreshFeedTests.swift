import Foundation
import Lunapark
import Testing

/// Pull to refresh on pixels: a short pull springs back without refreshing; a long pull
/// rests the feed 50 points down over a spinning indicator while the reload runs, and
/// springs back with the new post on top when it returns.
@MainActor
struct PullToRefreshFeedTests {
    private func isTeal(_ image: RenderedImage, y: Int) -> Bool {
        let p = image.pixel(x: 20, y: y)
        return p.g > 150 && p.b > 150 && p.r < 120
    }

    @Test func aLongPullRefreshesAndSpringsBack() async {
        let model = RefreshFeedModel()
        let host = HeadlessHost(size: CGSize(width: 200, height: 300)) { PullToRefreshFeed(model: model) }
        #expect(isTeal(host.render(), y: 5))

        // A short pull: back to the top, nothing runs.
        host.drag(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 100, y: 100), duration: 0.3)
        host.advance(by: 1)
        for _ in 0..<5 { await Task.yield() }
        #expect(model.pendingReload == nil)
        #expect(isTeal(host.render(), y: 5))

        // A long pull (300 points of pointer, about 110 of content past the band).
        host.drag(from: CGPoint(x: 100, y: 10), to: CGPoint(x: 100, y: 290), duration: 0.5)
        host.advance(by: 1)
        for _ in 0..<5 { await Task.yield() }
        #expect(model.pendingReload != nil)
        let refreshing = host.render()
        #expect(!isTeal(refreshing, y: 40))   // the band above the feed
        #expect(isTeal(refreshing, y: 60))    // the feed, 50 points down
        // The spinner turns: its spokes differ from one frame to the next.
        // The spinner, 20 points wide, centred in the band at (100, 25).
        func spinner(_ image: RenderedImage) -> [RGBA8] { (15..<36).flatMap { y in (90..<111).map { image.pixel(x: $0, y: y) } } }
        let spinnerA = spinner(refreshing)
        host.advance(by: 0.3)
        let spinnerB = spinner(host.render())
        #expect(spinnerA.contains { $0.r < 200 })
        #expect(spinnerA != spinnerB)

        // The reload returns: the feed springs back with the new post.
        model.pendingReload?.resume()
        model.pendingReload = nil
        for _ in 0..<10 { await Task.yield() }
        host.advance(by: 1)
        #expect(model.refreshCount == 1)
        #expect(model.items.first == "New post 1")
        #expect(isTeal(host.render(), y: 5))
    }
}

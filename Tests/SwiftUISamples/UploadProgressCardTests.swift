import Foundation
import Lunapark
import Testing

/// The upload card on pixels: `finish()`, called off the main actor, animates the bar.
@MainActor
struct UploadProgressCardTests {
    /// The longest run of the accent blue in any row of the host's rendered frame, in pixels.
    private func barLength(_ host: HeadlessHost) -> Int {
        let image = host.render()
        var longest = 0
        for y in 0..<image.height {
            var run = 0
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                run = (p.b > 200 && p.r < 60 && p.g < 160) ? run + 1 : 0
                longest = max(longest, run)
            }
        }
        return longest
    }

    @Test func finishingAnimatesTheBarFromABackgroundQueue() async throws {
        let upload = UploadModel()
        let host = HeadlessHost(size: CGSize(width: 300, height: 160)) { UploadProgressCard(upload: upload) }
        #expect(barLength(host) == 0)
        // As a network callback would, on another thread (the model is not Sendable: the test
        // hands it over and does not touch it until the call returned).
        nonisolated(unsafe) let handedOver = upload
        await withCheckedContinuation { done in
            DispatchQueue.global().async { handedOver.finish(); done.resume() }
        }
        // The change reaches the view through the main queue; then the bar grows for 1 s.
        let end = Date().addingTimeInterval(30)
        while barLength(host) == 0, Date() < end {
            try await Task.sleep(nanoseconds: 2_000_000)
            host.advanceFrame()
        }
        host.advance(by: 0.5)
        let half = barLength(host)
        #expect(half > 80 && half < 125, "about half of 200 points after 0.5 s of 1 s: \(half)")
        host.advance(by: 0.6)
        let full = barLength(host)
        #expect(full > 190 && full <= 200, "the whole bar: \(full)")
    }
}

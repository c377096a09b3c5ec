import Foundation
import Lunapark
import Testing

/// The frosted card on pixels: the blobs behind it show through blurred and lightened, and the
/// glass follows them as they drift.
@MainActor
struct FrostedGlassCardTests {
    /// The largest colour difference (sum of the channels' absolute differences) between
    /// horizontally adjacent pixels of row `y` from `x0` to `x1`: a sharp edge makes it large,
    /// a blurred one small.
    private func sharpestStep(_ image: RenderedImage, row y: Int, from x0: Int, to x1: Int) -> Int {
        var largest = 0
        for x in x0..<x1 {
            let a = image.pixel(x: x, y: y), b = image.pixel(x: x + 1, y: y)
            largest = max(largest, abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b)))
        }
        return largest
    }

    @Test func theBlobsShowThroughTheGlassBlurredAndMove() {
        // A 320 x 320 window: the card is 240 points wide, centred (x 40...280).
        let host = HeadlessHost(size: CGSize(width: 320, height: 320)) { FrostedGlassCard() }
        let start = host.render()
        // The pink blob starts centred at (70, 110), radius 70. Above the card (row 60) its
        // edges at x = 21 and 119 are sharp; under the glass (row 130) its edge at x = 137 is
        // blurred into a gentle slope.
        let outside = sharpestStep(start, row: 60, from: 0, to: 130)
        let underGlass = sharpestStep(start, row: 130, from: 45, to: 200)
        #expect(outside > 100 && underGlass * 4 < outside, "outside \(outside), under the glass \(underGlass)")
        #expect(host.renderStatistics.materialsBlurred == 1)

        host.advance(by: 1.5)
        let middle = host.render()
        // The blobs moved behind the glass: its pixels changed, and it was blurred anew.
        let sample = (x: 120, y: 130)
        #expect(start.pixel(x: sample.x, y: sample.y) != middle.pixel(x: sample.x, y: sample.y))
        #expect(host.renderStatistics.materialsBlurred == 1)
    }
}

import Foundation
import Lunapark
import Testing

/// The volume slider on pixels: the speaker symbols flank the track, a drag moves the
/// thumb along the track between them, and the percentage is red while dragging.
@MainActor
struct VolumeSliderTests {
    private func isBlue(_ p: RGBA8) -> Bool { p.b > 200 && p.r < 60 }
    private func isRed(_ p: RGBA8) -> Bool { p.r > 200 && p.g < 90 && p.b < 90 }

    /// The blue fill of the track on the slider's row: its first and last column.
    private func fill(_ image: RenderedImage, row y: Int) -> ClosedRange<Int>? {
        let xs = (0..<image.width).filter { isBlue(image.pixel(x: $0, y: y)) }
        guard let first = xs.first, let last = xs.last else { return nil }
        return first...last
    }

    @Test func draggingTheThumbSetsTheVolumeBetweenTheSpeakers() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 140)) { VolumeSlider() }
        let image = host.render()
        // The slider row: the topmost row with blue track fill.
        let row = try #require((0..<image.height).first { y in (fill(image, row: y)?.count ?? 0) > 60 })
        let half = try #require(fill(image, row: row + 1))
        // The speaker symbols are drawn left and right of the track.
        let leftInk = image.pixels(in: CGRect(x: 16, y: row - 10, width: half.lowerBound - 16, height: 24)) { $0.r < 100 }
        #expect(leftInk > 10 && half.lowerBound > 30)
        // Drag the thumb (at 50 %, at the fill's end) to the track's right end, holding it.
        let y = CGFloat(row + 1)
        host.press(at: CGPoint(x: CGFloat(half.upperBound), y: y))
        host.advanceFrame()
        host.movePressed(to: CGPoint(x: 300, y: y))
        host.advanceFrame()
        let dragging = host.render()
        let red = dragging.pixels(in: CGRect(x: 0, y: row + 20, width: 320, height: 140 - row - 20), where: isRed)
        #expect(red > 40)
        let full = try #require(fill(dragging, row: row + 1))
        // Full volume: the fill reaches the thumb at the track's end, short of the right speaker.
        #expect(full.upperBound > half.upperBound + 60 && full.upperBound < 300)
        host.release(at: CGPoint(x: 300, y: y))
        host.advanceFrame()
        let after = host.render()
        let blueText = after.pixels(in: CGRect(x: 0, y: row + 20, width: 320, height: 140 - row - 20), where: isBlue)
        #expect(blueText > 40)
    }
}

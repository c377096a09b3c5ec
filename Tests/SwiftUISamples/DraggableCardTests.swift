import Foundation
import Lunapark
import Testing

/// The draggable card on pixels: it follows the pointer while held and springs back after.
@MainActor
struct DraggableCardTests {
    private func isBlue(_ p: RGBA8) -> Bool { p.b > 200 && p.r < 120 }

    /// The mean x of the card's blue pixels in the 400 x 400 frame.
    private func cardCenterX(_ host: HeadlessHost) -> Double {
        let image = host.render()
        var sum = 0, count = 0
        for y in stride(from: 0, to: 400, by: 2) {
            for x in stride(from: 0, to: 400, by: 2) where isBlue(image.pixel(x: x, y: y)) {
                sum += x
                count += 1
            }
        }
        return count == 0 ? -1 : Double(sum) / Double(count)
    }

    @Test func cardFollowsTheDragAndSpringsBack() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 400)) { DraggableCard() }
        #expect(abs(cardCenterX(host) - 200) < 3)
        host.press(at: CGPoint(x: 200, y: 200))
        for step in 1...10 {
            host.advanceFrame()
            host.movePressed(to: CGPoint(x: 200 + CGFloat(step) * 10, y: 200))
        }
        host.advanceFrame()
        #expect(abs(cardCenterX(host) - 300) < 3, "the card sits under the pointer: \(cardCenterX(host))")
        host.release(at: CGPoint(x: 300, y: 200))
        host.advance(by: 0.1)
        let returning = cardCenterX(host)
        #expect(returning > 205 && returning < 295, "springing back: \(returning)")
        host.advance(by: 2)
        #expect(abs(cardCenterX(host) - 200) < 2, "back at the centre")
    }
}

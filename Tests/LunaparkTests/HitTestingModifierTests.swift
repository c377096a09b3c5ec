import Foundation
import Lunapark
import Testing

@MainActor
struct HitTestingModifierTests {
    @Test func aCircularContentShapeLeavesTheCornersOut() {
        var taps = 0
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) {
            Rectangle().fill(Color.red).frame(width: 100, height: 100)
                .contentShape(Circle())
                .onTapGesture { taps += 1 }
        }
        // The square spans 50...150; its corner (55, 55) lies outside the inscribed circle.
        host.tap(at: CGPoint(x: 55, y: 55))
        #expect(taps == 0)
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(taps == 1)
    }

    @Test func aViewThatDoesNotAllowHitTestingLetsTapsThroughToTheViewBehind() {
        var back = 0
        var front = 0
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) {
            ZStack {
                Color.blue.frame(width: 150, height: 150).onTapGesture { back += 1 }
                Color.red.frame(width: 100, height: 100).onTapGesture { front += 1 }.allowsHitTesting(false)
            }
        }
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(front == 0)
        #expect(back == 1)
    }
}

import Foundation
import Lunapark
import Testing

/// `ViewThatFits` choosing by ideal size on its axes, and `hidden()` keeping its space.
@MainActor
struct ViewThatFitsTests {
    private func redWidth<V: View>(_ view: V, width: CGFloat = 200) -> Int {
        let image = HeadlessHost(size: CGSize(width: width, height: 40)) { view }.render()
        return image.count(in: CGRect(x: 0, y: 0, width: image.width, height: image.height)) { image.isRed($0, $1) } / 10
    }

    private func choices(width: CGFloat) -> some View {
        ViewThatFits {
            Color.red.frame(width: 150, height: 10)
            Color.red.frame(width: 90, height: 10)
            Color.red.frame(width: 60, height: 10)
        }
        .frame(width: width)
    }

    @Test func theFirstChildThatFitsIsShown() {
        #expect(redWidth(choices(width: 160)) == 150)
        #expect(redWidth(choices(width: 120)) == 90)
        #expect(redWidth(choices(width: 90)) == 90)
        // None fits: the last one, even though it overflows.
        #expect(redWidth(choices(width: 40)) == 60)
    }

    @Test func onlyTheConstrainedAxesCount() {
        // Too tall for 20 points, but only the width is constrained: the first child is shown.
        let horizontal = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 100, height: 30)
            Color.red.frame(width: 50, height: 10)
        }.frame(width: 150, height: 20)
        let image = HeadlessHost(size: CGSize(width: 200, height: 40)) { horizontal }.render()
        #expect(image.isRed(100 - 45, 20) && image.isRed(100 + 45, 20))
        let both = ViewThatFits {
            Color.red.frame(width: 100, height: 30)
            Color.red.frame(width: 50, height: 10)
        }.frame(width: 150, height: 20)
        #expect(redWidth(both) == 50)
    }

    @Test func hiddenKeepsItsSpaceAndTakesNoPresses() {
        final class Counter { var taps = 0 }
        let counter = Counter()
        let view = HStack(spacing: 0) {
            Color.blue.frame(width: 50, height: 40).hidden()
            Color.red.frame(width: 10, height: 40)
        }
        .frame(width: 100, height: 40, alignment: .leading)
        .background(Color.white.onTapGesture { counter.taps += 1 })
        let host = HeadlessHost(size: CGSize(width: 100, height: 40)) { view }
        let image = host.render()
        // The red bar stays after the hidden view's 50 points; nothing blue is drawn.
        #expect(image.isRed(52, 20) && !image.isRed(45, 20))
        #expect(image.count(in: CGRect(x: 0, y: 0, width: 100, height: 40)) { image.pixel(x: $0, y: $1).b > 200 && image.pixel(x: $0, y: $1).r < 100 } == 0)
        host.tap(at: CGPoint(x: 25, y: 20))
        #expect(counter.taps == 1)
    }
}

import Foundation
import Lunapark
import Testing

/// A stepper over 0...2 whose value sets the width of a red bar (40 points a step).
private struct StepperBar: View {
    @State private var count = 1

    var body: some View {
        VStack(spacing: 0) {
            Stepper("Count", value: $count, in: 0...2)
            Color.red.frame(width: CGFloat(count) * 40 + 2, height: 20)
        }
        .frame(width: 300)
    }
}

@MainActor
struct StepperTests {
    // 300 x 100 window: the stepper row is 32 points tall over the 20-point bar (y 24...76);
    // its buttons are the trailing 94 points: "−" at x 206...253, "+" at x 253...300.
    private func barWidth(_ host: HeadlessHost) -> Int { host.render().inkSpan(row: 70)?.count ?? 0 }

    @Test func plusAndMinusStepTheValueWithinItsRange() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 100)) { StepperBar() }
        #expect(barWidth(host) == 42)
        host.tap(at: CGPoint(x: 280, y: 40))
        #expect(barWidth(host) == 82)
        // At the upper bound "+" does nothing.
        host.tap(at: CGPoint(x: 280, y: 40))
        #expect(barWidth(host) == 82)
        host.tap(at: CGPoint(x: 225, y: 40))
        host.tap(at: CGPoint(x: 225, y: 40))
        #expect(barWidth(host) == 2)
        host.tap(at: CGPoint(x: 225, y: 40))
        #expect(barWidth(host) == 2)
    }

    @Test func aButtonAtItsBoundIsDimmed() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 100)) {
            Stepper("Count", value: .constant(2), in: 0...2).frame(width: 300)
        }
        let image = host.render()
        // The glyphs: "−" dark, "+" at 30 % opacity.
        let minusInk = image.count(in: CGRect(x: 215, y: 35, width: 30, height: 30)) { x, y in image.pixel(x: x, y: y).r < 100 }
        let plusInk = image.count(in: CGRect(x: 262, y: 35, width: 30, height: 30)) { x, y in image.pixel(x: x, y: y).r < 100 }
        #expect(minusInk > 10)
        #expect(plusInk == 0)
    }
}

import Foundation
import Lunapark
import Observation
import Testing
@testable import LunaparkDemo

// Scene 2 (Progress through zero): the demo's own bars, the signed one through zero and the
// naive one with the park's linear second and with the article's easeInOut(duration: 0.5).

private let red = (255, 59, 48), green = (52, 199, 89), track = (209, 209, 209)
private let barWidth = 300

@MainActor @Observable
private final class BarValue {
    var value: Double = 20
}

/// One of the scene's bars, showing the model's value.
private struct BarRoot: View {
    let model: BarValue
    let bar: ProgressBarKind
    var body: some View {
        switch bar {
        case .signed: SignedProgressBar(currentValue: model.value)
        case .naive(let animation): NaiveProgressBar(currentValue: model.value, animation: animation)
        }
    }
}

private enum ProgressBarKind {
    case signed
    case naive(Animation)
}

private extension RenderedImage {
    /// How many pixels of row `y` are `color` (components 0...255, within `tolerance`).
    func runLength(y: Int, _ color: (Int, Int, Int), tolerance: Int = 40) -> Int {
        (0..<width).filter { x in
            let p = pixel(x: x, y: y)
            return abs(Int(p.r) - color.0) <= tolerance && abs(Int(p.g) - color.1) <= tolerance && abs(Int(p.b) - color.2) <= tolerance
        }.count
    }
}

@MainActor
@Suite("Scene 2: the progress bar through zero")
struct ProgressThroughZeroSceneTests {
    private func host(_ model: BarValue, _ bar: ProgressBarKind) -> HeadlessHost {
        HeadlessHost(size: CGSize(width: CGFloat(barWidth), height: 24)) { BarRoot(model: model, bar: bar) }
    }

    /// From +20 to -40 in 1 s linear, the signed bar is empty at 1/3 s, then red and 40 % wide.
    @Test func theSignedBarPassesThroughZeroAndEndsRedAtFortyPercent() {
        let model = BarValue()
        let host = host(model, .signed)
        #expect(abs(Double(host.render().runLength(y: 12, green)) - Double(barWidth) * 0.2) <= 2)
        model.value = -40
        host.advance(by: 1.0 / 3)
        let atThird = host.render()
        #expect(atThird.runLength(y: 12, green) + atThird.runLength(y: 12, red) <= 1, "zero wide at 1/3 s")
        host.advance(by: 0.5)
        // progress = 0.2 + (-0.4 - 0.2) · 5/6 = -0.3: red, 30 % wide.
        let later = host.render()
        #expect(abs(Double(later.runLength(y: 12, red)) - Double(barWidth) * 0.3) <= 2)
        #expect(later.runLength(y: 12, green) == 0)
        host.advance(by: 1 - 1.0 / 3 - 0.5)
        let end = host.render()
        #expect(abs(Double(end.runLength(y: 12, red)) - Double(barWidth) * 0.4) <= 2)
        #expect(end.runLength(y: 12, red) > 0 && abs(Int(end.pixel(x: 2, y: 12).r) - red.0) <= 40, "grows from the leading edge")
        #expect(end.runLength(y: 12, green) == 0)
    }

    /// The naive bar's width goes straight from 20 % to 40 %: with the park's linear second it
    /// is 26.7 % wide at 1/3 s; with the article's easeInOut(duration: 0.5), 20 % + 20 % of
    /// easeInOut(2/3). Never empty either way.
    @Test(arguments: [(Animation.linear(duration: 1), UnitCurve.linear, 1.0),
                      (NaiveBarAnimation.article.animation, UnitCurve.easeInOut, 0.5)])
    func theNaiveBarAnimatesItsWidthDirectly(animation: Animation, curve: UnitCurve, duration: Double) {
        let model = BarValue()
        let host = host(model, .naive(animation))
        model.value = -40
        host.advance(by: 1.0 / 3)
        let image = host.render()
        let expected = Double(barWidth) * (0.2 + 0.2 * curve.value(at: (1.0 / 3) / duration))
        let bar = image.width - image.runLength(y: 12, track, tolerance: 6)
        #expect(abs(Double(bar) - expected) <= 2, "\(bar) wide, expected \(expected)")
    }
}

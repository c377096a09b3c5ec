import Lunapark
import Observation
import XCTest

// The demo scenes' numeric claims, checked in pixels on the headless host. The demo is an
// executable target, so the scenes' views are re-created here from the seeds.

// MARK: The Stack Overflow question: a progress bar through zero

private struct ProgressBarModifier: ViewModifier, Animatable {
    var progress: Double
    nonisolated var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }
    func body(content: Content) -> some View {
        content
            .foregroundStyle(progress < 0 ? Color.red : Color.green)
            .scaleEffect(x: abs(progress), anchor: .leading)
    }
}

private struct SignedProgressBar: View {
    var currentValue: Double
    var body: some View {
        let progress = max(-1, min(1, currentValue / 100))
        Rectangle()
            .fill(Color(white: 0.82))
            .frame(height: 24)
            .overlay { Rectangle().modifier(ProgressBarModifier(progress: progress)) }
            .animation(.linear(duration: 1), value: progress)
    }
}

private struct NaiveProgressBar: View {
    var currentValue: Double
    var body: some View {
        let progress = min(1, abs(currentValue) / 100)
        Rectangle()
            .fill(Color(white: 0.82))
            .frame(height: 24)
            .overlay(alignment: .leading) {
                GeometryReader { geometry in
                    Rectangle()
                        .fill(currentValue < 0 ? Color.red : Color.green)
                        .frame(width: geometry.size.width * progress)
                }
            }
            .animation(.linear(duration: 1), value: progress)
    }
}

@MainActor @Observable
final class BarValue {
    var value: Double = 20
}

private let red = (255, 59, 48)
private let green = (52, 199, 89)

@MainActor
final class SeedSceneTests: XCTestCase {
    private let barWidth = 300.0

    private func barHost(_ model: BarValue, naive: Bool) -> HeadlessHost {
        HeadlessHost(size: CGSize(width: barWidth, height: 24)) {
            BarRoot(model: model, naive: naive)
        }
    }

    /// The Stack Overflow question: from +20 to -40 in 1 s linear, the signed bar is empty at 1/3 s, then red and 40 % wide.
    func testSignedBarPassesThroughZeroAndEndsRedAtFortyPercent() async {
        let model = BarValue()
        let host = barHost(model, naive: false)
        XCTAssertEqual(Double(host.render().run(y: 12, green)), barWidth * 0.2, accuracy: 2)
        model.value = -40
        host.advance(by: 1.0 / 3)
        let atThird = host.render()
        XCTAssertLessThanOrEqual(atThird.run(y: 12, green) + atThird.run(y: 12, red), 1, "zero wide at 1/3 s")
        host.advance(by: 0.5)
        // progress = 0.2 + (-0.4 - 0.2) * (5/6) = -0.3: red, 30 % wide.
        let later = host.render()
        XCTAssertEqual(Double(later.run(y: 12, red)), barWidth * abs(0.2 + (-0.4 - 0.2) * (5.0 / 6)), accuracy: 2)
        XCTAssertEqual(later.run(y: 12, green), 0)
        host.advance(by: 1 - 1.0 / 3 - 0.5)
        let end = host.render()
        XCTAssertEqual(Double(end.run(y: 12, red)), barWidth * 0.4, accuracy: 2)
        XCTAssertTrue(end.matches(x: 2, y: 12, red), "grows from the leading edge")
        XCTAssertEqual(end.run(y: 12, green), 0)
    }

    /// The Stack Overflow question's naive bar: its width goes straight from 20 % to 40 %, so at 1/3 s it is 26.7 % wide.
    func testNaiveBarAnimatesItsWidthDirectly() async {
        let model = BarValue()
        let host = barHost(model, naive: true)
        model.value = -40
        host.advance(by: 1.0 / 3)
        let image = host.render()
        let expected = barWidth * (0.2 + (0.4 - 0.2) / 3)
        let bar = image.width - image.run(y: 12, (209, 209, 209), tolerance: 6)
        XCTAssertEqual(Double(bar), expected, accuracy: 2)
        XCTAssertGreaterThan(Double(bar), 0, "never empty")
    }
}

private struct BarRoot: View {
    let model: BarValue
    let naive: Bool
    var body: some View {
        if naive { NaiveProgressBar(currentValue: model.value) } else { SignedProgressBar(currentValue: model.value) }
    }
}

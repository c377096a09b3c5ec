import Foundation
import Lunapark
import Observation
import Testing

// What the Stack Overflow question and its answers say the bars do, checked on the
// rendered pixels of their own code (ComplexAnimationSeries.swift).

private let green = (52, 199, 89), red = (255, 59, 48), gray = (142, 142, 147)
private let barWidth = 300

/// The value the bars are given; a test changes it between frames.
@MainActor @Observable
private final class BarValue {
    var value: Double
    init(_ value: Double) { self.value = value }
}

/// Shows one of the articles' bars for the model's value.
private struct Driven<Bar: View>: View {
    let model: BarValue
    let bar: (Double) -> Bar
    var body: some View { bar(model.value) }
}

private extension RenderedImage {
    /// How many pixels of row `y` are `color` (components 0...255, within 40).
    func runLength(y: Int, _ color: (Int, Int, Int)) -> Int {
        (0..<width).filter { x in
            let p = pixel(x: x, y: y)
            return abs(Int(p.r) - color.0) <= 40 && abs(Int(p.g) - color.1) <= 40 && abs(Int(p.b) - color.2) <= 40
        }.count
    }

    /// The first row at or after `start` with a pixel that is not white, or nil.
    func firstInkRow(from start: Int) -> Int? {
        (start..<height).first { row in (0..<width).contains { !isWhite($0, row) } }
    }
}

@MainActor
@Suite("How to create complex animation series: the progress bar through zero")
struct ComplexAnimationSeriesTests {
    private func host<Bar: View>(_ model: BarValue, _ bar: @escaping (Double) -> Bar) -> HeadlessHost {
        HeadlessHost(size: CGSize(width: barWidth, height: 20)) { Driven(model: model, bar: bar) }
    }

    /// The question: from +60 to +20 the bar shrinks with easeInOut over 0.5 s; from +20 to
    /// -20 "only the colour changes": the width stays where it is and the bar ends red.
    @Test func theQuestionsBarAnimatesItsWidthButNotThroughZero() {
        let model = BarValue(60)
        let host = host(model) { Question.SomeProgressBar(currentValue: $0) }
        #expect(abs(Double(host.render().runLength(y: 10, green)) - 0.6 * Double(barWidth)) <= 2)
        model.value = 20
        for elapsed in [0.125, 0.25, 0.375, 0.5] {
            host.advance(by: 0.125)
            let expected = Double(barWidth) * (0.6 + (0.2 - 0.6) * UnitCurve.easeInOut.value(at: elapsed / 0.5))
            let measured = Double(host.render().runLength(y: 10, green))
            #expect(abs(measured - expected) <= 2, "at \(elapsed) s: \(measured) wide, easeInOut gives \(expected)")
        }
        model.value = -20
        for _ in 0..<4 {
            host.advance(by: 0.125)
            let image = host.render()
            let bar = barWidth - image.runLength(y: 10, gray)
            #expect(abs(bar - barWidth / 5) <= 2, "the width never moves: \(bar)")
        }
        #expect(abs(host.render().runLength(y: 10, red) - barWidth / 5) <= 2, "the same width, now red")
    }

    /// The question's test view: "Изменить" picks a random value; whatever it is, half-way
    /// through the 0.5 s easeInOut the bar is half-way between its old and new widths.
    @Test func theQuestionsButtonAnimatesToTheRandomValue() {
        let host = HeadlessHost(size: CGSize(width: CGFloat(barWidth), height: 100)) { Question.SomeProgressBarTestView() }
        let first = host.render()
        let barRow = (0..<first.height).first { first.runLength(y: $0, green) > 100 } ?? 0
        #expect(abs(first.runLength(y: barRow + 10, green) - barWidth * 40 / 100) <= 2, "starts at 40")
        let buttonRow = first.firstInkRow(from: barRow + 22) ?? barRow + 30
        host.tap(at: CGPoint(x: Double(barWidth) / 2, y: Double(buttonRow) + 6))
        host.advance(by: 0.25 - 1.0 / 60)
        let middle = host.render()
        host.advance(by: 0.4)
        let end = host.render()
        let endWidth = barWidth - end.runLength(y: barRow + 10, gray)
        let middleWidth = barWidth - middle.runLength(y: barRow + 10, gray)
        #expect(abs(Double(middleWidth) - Double(40 * barWidth / 100 + endWidth) / 2) <= 3,
                "half-way: \(middleWidth) between 120 and \(endWidth)")
    }

    /// The accepted answer: from +20 to -40 in one linear second the signed progress passes
    /// zero at 1/3 s, where the bar is empty, then grows red from the leading edge to 40 %.
    @Test func theAcceptedAnswersBarPassesThroughZeroAtAThirdOfASecond() {
        let model = BarValue(20)
        let host = host(model) { AcceptedAnswer.SomeProgressBar(currentValue: $0) }
        #expect(abs(host.render().runLength(y: 10, green) - barWidth / 5) <= 2)
        model.value = -40
        host.advance(by: 1.0 / 6)
        #expect(abs(Double(host.render().runLength(y: 10, green)) - Double(barWidth) * 0.1) <= 2, "still green, 10 % at 1/6 s")
        host.advance(by: 1.0 / 6)
        let atThird = host.render()
        #expect(atThird.runLength(y: 10, green) + atThird.runLength(y: 10, red) <= 1, "empty at 1/3 s")
        host.advance(by: 0.5)
        let later = host.render()
        // progress = 0.2 + (-0.4 - 0.2) · 5/6 = -0.3
        #expect(abs(Double(later.runLength(y: 10, red)) - Double(barWidth) * 0.3) <= 2)
        #expect(later.runLength(y: 10, green) == 0)
        host.advance(by: 1.0 / 6)
        let end = host.render()
        #expect(abs(Double(end.runLength(y: 10, red)) - Double(barWidth) * 0.4) <= 2)
        #expect(end.isRed(1, 10) && !end.isRed(barWidth / 2, 10), "red from the leading edge")
    }

    /// The second answer's SimpleProgressBar draws `progress · 100` points, whatever the bar's
    /// width, and nothing for a negative value (the red fill gets zero width).
    @Test func theSecondAnswersSimpleBarIsAHundredPointsAtMost() {
        let model = BarValue(60)
        let host = host(model) { SecondAnswer.SimpleProgressBar(currentValue: $0) }
        #expect(abs(host.render().runLength(y: 10, green) - 60) <= 1, "60 points, not 60 % of \(barWidth)")
        model.value = -40
        host.advance(by: 0.6)
        let image = host.render()
        #expect(image.runLength(y: 10, green) + image.runLength(y: 10, red) == 0)
    }

    /// The second answer's SomeProgressBar keeps `currentValue` in `@State`: a view's state is
    /// created once, so the value its test view passes later is ignored (as in SwiftUI) and
    /// the bar stays at its first value, 40 %, however often the button is pressed.
    @Test func theSecondAnswersStateBarKeepsItsFirstValue() {
        let host = HeadlessHost(size: CGSize(width: CGFloat(barWidth), height: 100)) { SecondAnswer.SomeProgressBarTestView() }
        let first = host.render()
        let barRow = (0..<first.height).first { first.runLength(y: $0, green) > 100 } ?? 0
        #expect(abs(first.runLength(y: barRow + 10, green) - barWidth * 40 / 100) <= 2)
        let buttonRow = first.firstInkRow(from: barRow + 22) ?? barRow + 30
        for _ in 0..<3 {
            host.tap(at: CGPoint(x: Double(barWidth) / 2, y: Double(buttonRow) + 6))
            host.advance(by: 1.2)
            #expect(host.render() == first)
        }
    }
}

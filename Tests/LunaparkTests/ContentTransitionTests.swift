import Foundation
import Lunapark
import Observation
import Testing

@MainActor @Observable
final class CounterModel {
    var value = 9
    var isHighlighted = false

    /// Changes the model and lets the graph hear of it (see `TransitionTestShown.set(_:)`).
    func change(_ body: (CounterModel) -> Void) async {
        body(self)
        await Task.yield()
    }
}

/// A counter whose changes animate linearly over 1 s with the content transition made for its value.
private struct Counter: View {
    let model: CounterModel
    let transition: (Int) -> ContentTransition

    var body: some View {
        Text("\(model.value)")
            .font(.system(size: 40))
            .foregroundColor(model.isHighlighted ? .blue : .red)
            .contentTransition(transition(model.value))
            .animation(.linear(duration: 1), value: model.value)
            .animation(.linear(duration: 1), value: model.isHighlighted)
    }
}

/// A plain text of the value, with an implicit animation or none.
private struct PlainCounter: View {
    let model: CounterModel
    let animation: Animation?

    var body: some View {
        Text("\(model.value)").animation(animation, value: model.value)
    }
}

/// A text drawing of the display list: its string, where it is and how opaque its colour is.
private struct DrawnText {
    var string: String
    var origin: CGPoint
    var run: DisplayList.TextRun
    var alpha: Double {
        if case .color(let c) = run.paint { Double(c.opacity) } else { 1 }
    }
}

private extension HeadlessHost {
    var drawnTexts: [DrawnText] {
        displayList.items.compactMap { item in
            guard case .drawing(let d) = item, case .text(let run) = d.content else { return nil }
            return DrawnText(string: run.string, origin: CGPoint(x: d.transform.tx, y: d.transform.ty), run: run)
        }
    }
}

@MainActor
struct ContentTransitionTests {
    private func counter(_ model: CounterModel, _ transition: @escaping (Int) -> ContentTransition) -> HeadlessHost {
        HeadlessHost(size: CGSize(width: 200, height: 100)) { Counter(model: model, transition: transition) }
    }

    @Test func numericTextRollsTheChangedDigitsAndKeepsTheOthers() async {
        let model = CounterModel()
        model.value = 19
        let host = counter(model) { .numericText(value: Double($0)) }
        _ = host.render()
        let top = host.drawnTexts[0].origin.y
        await model.change { $0.value = 20 }
        host.advance(by: 0.5)
        let mid = host.drawnTexts
        // Half way: both digits changed, so four characters are drawn: "1" and "9" half gone and
        // moved up, "2" and "0" half come and still below.
        #expect(Set(mid.map(\.string)) == ["1", "9", "2", "0"])
        for text in mid {
            #expect(abs(text.alpha - 0.5) < 0.02, "\(text.string) half faded")
            let isOld = text.string == "1" || text.string == "9"
            #expect(isOld ? text.origin.y < top - 5 : text.origin.y > top + 5, "\(text.string) rolls up")
        }
        // The intermediate frame shows digits of both numbers on pixels too.
        let image = host.render()
        #expect(image.bounds { $0.g < 200 }.map { $0.minY < top } ?? false, "ink above the text's top")
        host.advance(by: 0.6)
        #expect(host.drawnTexts.map(\.string) == ["20"], "one run again once the roll ends")
    }

    @Test func unchangedDigitsStayAndValueGivesTheDirection() async {
        let model = CounterModel()
        model.value = 12
        let host = counter(model) { .numericText(value: Double($0)) }
        _ = host.render()
        let top = host.drawnTexts[0].origin.y
        await model.change { $0.value = 11 }
        host.advance(by: 0.5)
        let mid = host.drawnTexts
        let tens = mid.filter { $0.string == "1" && $0.alpha > 0.99 }
        #expect(tens.count == 1, "the tens digit stays, fully drawn")
        #expect(abs((tens.first?.origin.y ?? 0) - top) < 0.01)
        // Counting down: the old "2" moves down, the new "1" comes from above.
        #expect((mid.first { $0.string == "2" }?.origin.y ?? 0) > top + 5)
        #expect((mid.first { $0.string == "1" && $0.alpha < 0.99 }?.origin.y ?? .infinity) < top - 5)
    }

    @Test func countsDownRollsTheOtherWay() async {
        let model = CounterModel()
        let host = counter(model) { _ in .numericText(countsDown: true) }
        _ = host.render()
        let top = host.drawnTexts[0].origin.y
        await model.change { $0.value = 8 }
        host.advance(by: 0.25)
        let old = host.drawnTexts.first { $0.string == "9" }
        #expect((old?.origin.y ?? 0) > top, "the old digit moves down")
        #expect(abs((old?.alpha ?? 0) - 0.75) < 0.02)
    }

    @Test func opacityCrossFadesAndIsTheDefault() async {
        let model = CounterModel()
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            PlainCounter(model: model, animation: .linear(duration: 1))
        }
        _ = host.render()
        await model.change { $0.value = 10 }
        host.advance(by: 0.25)
        let texts = host.drawnTexts
        #expect(texts.map(\.string) == ["9", "10"])
        #expect(abs(texts[0].alpha - 0.75) < 0.02 && abs(texts[1].alpha - 0.25) < 0.02)
    }

    @Test func identityReplacesAtOnce() async {
        let model = CounterModel()
        let host = counter(model) { _ in .identity }
        _ = host.render()
        await model.change { $0.value = 10 }
        host.advance(by: 0.25)
        #expect(host.drawnTexts.map(\.string) == ["10"])
        #expect(host.drawnTexts.first?.alpha == 1)
    }

    @Test func noAnimationNoTransition() async {
        let model = CounterModel()
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            PlainCounter(model: model, animation: nil).contentTransition(.numericText())
        }
        _ = host.render()
        await model.change { $0.value = 10 }
        host.advance(by: 0.01)
        #expect(host.drawnTexts.map(\.string) == ["10"])
    }

    @Test func interpolateBlendsTheColourOfTheSameString() async {
        let model = CounterModel()
        let host = counter(model) { _ in .interpolate }
        _ = host.render()
        await model.change { $0.isHighlighted = true }
        host.advance(by: 0.5)
        let texts = host.drawnTexts
        #expect(texts.count == 1)
        guard case .color(let c)? = texts.first?.run.paint else {
            Issue.record("a solid colour")
            return
        }
        // Between red (1, 0.23, 0.19) and blue (0, 0.48, 1), well away from both.
        let red = Color.red.resolved, blue = Color.blue.resolved
        #expect(c.red < red.red - 0.1 && c.red > blue.red + 0.1)
        #expect(c.blue > red.blue + 0.1 && c.blue < blue.blue - 0.1)
        // A new string cannot be interpolated: it fades.
        await model.change { $0.value = 10 }
        host.advance(by: 0.5)
        #expect(host.drawnTexts.count == 2)
    }
}

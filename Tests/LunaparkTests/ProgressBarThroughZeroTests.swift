import Foundation
import Lunapark
import Testing

// Seed 001: a bar for -100...100 animated by an Animatable modifier on the signed
// progress. With `.linear(duration: 1)` from +20 to -40, the signed progress goes
// 0.2 -> -0.4 linearly and crosses zero at t = 0.2 / 0.6 = 1/3 s.

private struct ProgressModifier: ViewModifier, Animatable {
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

private struct Bar: View {
    let value: Double
    var body: some View {
        let progress = value / 100
        Rectangle().fill(Color.gray).frame(width: 200, height: 20)
            .overlay { Rectangle().modifier(ProgressModifier(progress: progress)) }
            .animation(.linear(duration: 1), value: progress)
    }
}

@MainActor
private final class Model {
    var value: Double = 20
}

@MainActor
struct ProgressBarThroughZeroTests {
    /// Counts the red and green pixels along the bar's middle row.
    private func coloredWidths(_ image: RenderedImage, y: Int) -> (red: Int, green: Int) {
        var red = 0, green = 0
        for x in 0..<image.width {
            let p = image.pixel(x: x, y: y)
            if p.r > 200 && p.g < 120 && p.b < 120 { red += 1 }
            if p.g > 150 && p.r < 120 { green += 1 }
        }
        return (red, green)
    }

    @Test func barEmptiesAtOneThirdAndGrowsRedToFortyPercent() {
        struct Holder: View {
            @State var value: Double = 20
            var body: some View {
                Bar(value: value).onKeyPress("n") { value = -40; return .handled }
            }
        }
        let host = HeadlessHost(size: CGSize(width: 200, height: 20)) { Holder() }
        let start = coloredWidths(host.render(), y: 10)
        #expect(start.green == 40)   // 0.2 of 200 points
        #expect(start.red == 0)

        host.key("n")                // the change happens at the key press; the host then advances one frame
        let pressTime = host.time - 1.0 / 60
        host.advance(by: pressTime + 1.0 / 3 - host.time)
        let atThird = coloredWidths(host.render(), y: 10)
        #expect(atThird.red <= 1 && atThird.green <= 1)

        host.advance(by: pressTime + 1.0 - host.time)
        let atEnd = coloredWidths(host.render(), y: 10)
        #expect(abs(atEnd.red - 80) <= 1)  // 0.4 of 200 points
        #expect(atEnd.green == 0)
    }
}

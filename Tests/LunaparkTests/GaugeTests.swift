import Foundation
import Lunapark
import Testing

/// A gauge whose value a tap on the blue square at the top (40 x 40) changes
/// from 0.1 to 0.9 in a one-second linear animation.
private struct AnimatedGauge<S: GaugeStyle>: View {
    let style: S
    @State private var level = 0.1

    var body: some View {
        VStack(spacing: 0) {
            Color.blue.frame(width: 40, height: 40)
                .onTapGesture { withAnimation(.linear(duration: 1)) { level = 0.9 } }
            Gauge(value: level) { Text("Level") }
                .gaugeStyle(style)
                .tint(.red)
                .frame(width: 200)
            Spacer()
        }
    }
}

@MainActor
struct GaugeTests {
    /// The red pixels' columns in the row where they span farthest (the middle of a
    /// bar, whose round ends narrow its top and bottom rows), or nil.
    private func redSpan(_ image: RenderedImage) -> ClosedRange<Int>? {
        var widest: ClosedRange<Int>?
        for y in 0..<image.height {
            let xs = (0..<image.width).filter { image.isRed($0, y) }
            if let first = xs.first, let last = xs.last, (widest?.count ?? 0) < last - first + 1 { widest = first...last }
        }
        return widest
    }

    @Test func theDefaultGaugeFillsItsBarToTheFraction() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 60)) {
            Gauge(value: 30, in: 0...120) { Text("Battery") }.tint(.red).frame(width: 200)
        }
        let span = try #require(redSpan(host.render()))
        // A quarter of 200 points, from the leading edge.
        #expect(span.lowerBound <= 1)
        #expect(abs(span.upperBound - 50) <= 2)
    }

    @Test func aValueOutsideTheRangeIsShownAtTheNearerBound() throws {
        let over = HeadlessHost(size: CGSize(width: 200, height: 60)) {
            Gauge(value: 150, in: 0...120) { Text("Battery") }.tint(.red).frame(width: 200)
        }
        let span = try #require(redSpan(over.render()))
        #expect(span.upperBound >= 197)
        let under = HeadlessHost(size: CGSize(width: 200, height: 60)) {
            Gauge(value: -3, in: 0...120) { Text("Battery") }.tint(.red).frame(width: 200)
        }
        #expect(redSpan(under.render()) == nil)
    }

    @Test func theLabelsAreDrawnAroundTheBar() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 80)) {
            Gauge(value: 0.5) { Text("Level") } currentValueLabel: { Text("50") }
                minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
                .tint(.red).frame(width: 200)
        }
        let image = host.render()
        let bar = try #require((0..<80).first { image.isRed(10, $0) })
        // The label's row above the bar, the bounds' labels (grey) under it at both ends.
        func ink(_ x: Int, _ y: Int) -> Bool {
            let p = image.pixel(x: x, y: y)
            return Int(p.r) + Int(p.g) + Int(p.b) < 600
        }
        let above = CGRect(x: 0, y: 0, width: 60, height: bar)
        let minimum = CGRect(x: 0, y: bar + 8, width: 30, height: 80 - bar - 8)
        let maximum = CGRect(x: 170, y: bar + 8, width: 30, height: 80 - bar - 8)
        #expect(image.count(in: above, where: ink) > 10)
        #expect(image.count(in: minimum, where: ink) > 5)
        #expect(image.count(in: maximum, where: ink) > 5)
    }

    @Test func theFillAnimatesWithoutRunningTheBody() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 120)) { AnimatedGauge(style: .linearCapacity) }
        #expect(abs((redSpan(host.render())?.upperBound ?? 0) - 20) <= 2)
        host.tap(at: CGPoint(x: 100, y: 20))
        host.advance(by: 0.1)
        let bodies = host.statistics.bodyEvaluations
        host.advance(by: 0.4)
        // Half way through: 0.5 of 200 points.
        let middle = try #require(redSpan(host.render()))
        #expect(abs(middle.upperBound - 100) <= 3)
        #expect(host.statistics.bodyEvaluations == bodies)
        host.advance(by: 0.6)
        #expect(abs((redSpan(host.render())?.upperBound ?? 0) - 180) <= 2)
    }

    @Test func theAccessoryLinearMarkerMovesAlongTheTrack() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 120)) { AnimatedGauge(style: .accessoryLinear) }
        // The marker's 6-point red dot travels between 5 and 195 points: at 0.1, near 24.
        let start = try #require(redSpan(host.render()))
        #expect(abs(Double(start.lowerBound + start.upperBound) / 2 - 24) <= 2)
        host.tap(at: CGPoint(x: 100, y: 20))
        host.advance(by: 0.5)
        let middle = try #require(redSpan(host.render()))
        #expect(abs(Double(middle.lowerBound + middle.upperBound) / 2 - 100) <= 3)
        #expect(middle.count <= 8)
    }

    @Test func theCircularCapacityRingFillsClockwiseFromTwelve() {
        let host = HeadlessHost(size: CGSize(width: 58, height: 58)) {
            Gauge(value: 0.25) { Text("") }.gaugeStyle(.accessoryCircularCapacity).tint(.red)
        }
        let image = host.render()
        // Radius 26 around (29, 29): 1:30 is filled, 7:30 only tinted.
        let d = 26 * 0.7071
        #expect(image.isRed(Int(29 + d), Int(29 - d)))
        #expect(!image.isRed(Int(29 - d), Int(29 + d)))
        #expect(image.pixel(x: Int(29 - d), y: Int(29 + d)).g < 220)
    }

    @Test func theCircularMarkerGoesFromBottomLeftToBottomRight() {
        func markerCentre(_ value: Double) -> CGPoint? {
            let image = HeadlessHost(size: CGSize(width: 58, height: 58)) {
                Gauge(value: value) { Text("") }.gaugeStyle(.accessoryCircular).tint(.red)
            }.render()
            var xs = 0, ys = 0, n = 0
            for y in 0..<58 { for x in 0..<58 where image.isRed(x, y) { xs += x; ys += y; n += 1 } }
            return n == 0 ? nil : CGPoint(x: Double(xs) / Double(n), y: Double(ys) / Double(n))
        }
        // The marker rides a circle of radius 24 (the ring's centre line) around (29, 29).
        let r = 24 * 0.7071
        let empty = markerCentre(0), full = markerCentre(1), half = markerCentre(0.5)
        #expect(empty.map { abs($0.x - (29 - r)) <= 1.5 && abs($0.y - (29 + r)) <= 1.5 } == true)
        #expect(full.map { abs($0.x - (29 + r)) <= 1.5 && abs($0.y - (29 + r)) <= 1.5 } == true)
        #expect(half.map { abs($0.x - 29) <= 1.5 && abs($0.y - 5) <= 1.5 } == true)
    }

    @Test func aCustomStyleGetsTheFractionAndTheLabels() throws {
        struct TextGaugeStyle: GaugeStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    configuration.label
                    Rectangle().fill(Color.red).frame(width: 100 * configuration.value, height: 10)
                }
            }
        }
        let host = HeadlessHost(size: CGSize(width: 200, height: 20)) {
            Gauge(value: 7, in: 5...10) { Text("x") }.gaugeStyle(TextGaugeStyle())
        }
        let span = try #require(redSpan(host.render()))
        #expect(abs(span.count - 40) <= 1)
    }
}

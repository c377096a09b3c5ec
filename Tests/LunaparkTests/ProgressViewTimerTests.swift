import Foundation
import Lunapark
import Testing

/// Counts the evaluations of its body in `log`.
private struct Workout: View {
    let log: BodyLog
    let range: ClosedRange<Date>
    var countsDown = true

    var body: some View {
        log.count += 1
        return ProgressView(timerInterval: range, countsDown: countsDown) { Text("Workout") }
            .padding()
    }
}

@MainActor
private final class BodyLog { var count = 0 }

/// `ProgressView(timerInterval:...)` on the virtual clock: the bar empties (or fills) over the
/// interval and its timer label counts, without the body that made it being evaluated again.
@MainActor
struct ProgressViewTimerTests {
    private let start = HeadlessHost.defaultReferenceDate

    /// The tint-coloured pixels of the bar (the accent colour's blue), counted in one row.
    private func filled(_ image: RenderedImage) -> Int {
        (0..<image.height).map { y in
            (0..<image.width).filter { x in let p = image.pixel(x: x, y: y); return p.b > 200 && p.r < 60 && p.g < 160 }.count
        }.max() ?? 0
    }

    private func strings(_ host: HeadlessHost) -> [String] {
        _ = host.render()
        return host.displayList.items.compactMap { item in
            guard case .drawing(let drawing) = item, case .text(let run) = drawing.content else { return nil }
            return run.string
        }
    }

    @Test func theBarEmptiesOverTheIntervalAndTheLabelCounts() {
        let log = BodyLog()
        let host = HeadlessHost(size: CGSize(width: 232, height: 120)) {
            Workout(log: log, range: start ... start.addingTimeInterval(10))
        }
        let full = filled(host.render())
        #expect(full > 180, "full at the start: \(full)")
        #expect(strings(host) == ["Workout", "0:10"])
        let bodies = log.count
        host.advance(by: 5)
        let half = filled(host.render())
        #expect(abs(Double(half) / Double(full) - 0.5) < 0.05, "half at the middle: \(half) of \(full)")
        #expect(strings(host) == ["Workout", "0:05"])
        host.advance(by: 6)
        #expect(filled(host.render()) < 8, "empty at the end")
        #expect(strings(host) == ["Workout", "0:00"])
        #expect(log.count == bodies, "the body is not evaluated again")
        #expect(host.graph.nextScheduledTime == nil, "nothing left to redraw")
    }

    @Test func countingUpFillsTheBar() {
        let log = BodyLog()
        let host = HeadlessHost(size: CGSize(width: 232, height: 120)) {
            Workout(log: log, range: start ... start.addingTimeInterval(10), countsDown: false)
        }
        #expect(filled(host.render()) < 8)
        host.advance(by: 2.5)
        let quarter = filled(host.render())
        host.advance(by: 7.5)
        let full = filled(host.render())
        #expect(abs(Double(quarter) / Double(full) - 0.25) < 0.05, "\(quarter) of \(full)")
        #expect(strings(host) == ["Workout", "0:10"])
    }
}

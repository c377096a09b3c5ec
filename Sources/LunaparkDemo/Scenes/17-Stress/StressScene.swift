import Foundation
import Lunapark

// MotionMark-style stress (issue 14): N dots re-armed by their own completions, N chosen with a
// slider or ramped up by a key until 60 fps no longer holds.

/// Shift+7: N animated dots, the frame rate they get, and the largest N that holds 60 fps.
struct StressScene: ParkSceneView {
    static let info = SceneInfo(key: .shift("7"), title: "Stress", shortTitle: "Stress", sources: [.animationCore])

    @State private var workload: StressWorkload = .easeInOut
    /// log10 of the number of dots: the slider runs from 100 (2) to 50,000 (4.7); 500 at first.
    @State private var logCount = 2.7
    @State private var ramping = false
    @State private var rampResult: String?
    @State private var meter = FrameRateMeter()

    /// The number of dots: 10^logCount rounded to a hundred, 100...50,000.
    var count: Int { StressScene.count(forLog: logCount) }

    static func count(forLog value: Double) -> Int {
        min(50_000, max(100, Int((pow(10, value) / 100).rounded()) * 100))
    }

    var body: some View {
        ExampleScene(info: Self.info,
                     lesson: "Every dot changes its @State inside withAnimation, and the animation's completion starts the next leg: N restarts a second, each evaluating one body. Drag N, or press r to ramp N up by a quarter every 2 s until 60 fps no longer holds. Press i for the inspector's per-phase times (build, raster, upload, present).",
                     example: $workload) { workload in
            VStack(alignment: .leading, spacing: 8) {
                HStack(spacing: 16) {
                    Text("N = \(count)").font(.callout.monospacedDigit()).frame(width: 110, alignment: .leading)
                    Slider(value: $logCount, in: 2...4.7)
                        .frame(width: 320)
                    // Every frame is counted by a view that draws nothing new (no display-list walk);
                    // the figures are shown once a second (a new text lays the scene out again).
                    TimelineView(.animation) { context in
                        let _ = meter.record(context.date)
                        Color.clear.frame(width: 1, height: 1)
                    }
                    TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 1)) { context in
                        Text(meter.summary(at: context.date))
                            .font(.callout.monospacedDigit())
                    }
                }
                .font(.callout)
                Text(rampResult ?? (ramping ? "ramping…" : "r: ramp N until 60 fps no longer holds"))
                    .font(.callout)
                    .foregroundStyle(Color(white: 0.3))
                StressDots(workload: workload, count: count, width: 900, height: 330)
                    .id(count)
            }
        }
        .onKeyPress("r") {
            rampResult = nil
            ramping.toggle()
            return .handled
        }
        .task(id: ramping) { @MainActor in
            guard ramping else { return }
            await ramp()
        }
    }

    /// Raises N by a quarter every 2 s while the frame rate holds 58 fps or more; then shows the
    /// last N that held.
    private func ramp() async {
        while ramping, !Task.isCancelled {
            try? await Task.sleep(nanoseconds: 2_000_000_000)
            guard ramping, !Task.isCancelled else { return }
            let fps = meter.framesPerSecond(at: Date())
            if fps >= 58, count < 50_000 {
                logCount = min(4.7, log10(Double(count) * 1.25))
            } else {
                rampResult = String(format: "60 fps held up to N = %d (%.0f fps at the next step)", count, fps)
                ramping = false
            }
        }
    }
}

/// Counts the frames a `TimelineView(.animation)` shows: the frame rate over the last second.
/// A class kept in `@State` and not observed, written while a body is evaluated, so that
/// counting a frame changes no state a view depends on.
final class FrameRateMeter {
    private var dates: [Date] = []
    /// The window is the second ending at the date asked about, its start left out: frames
    /// 1/60 s apart then count 60, not 61. A frame within a millisecond of the start counts
    /// as outside (frame times are sums of doubles, a second's span can come out 0.9999999 s).
    private static let window: TimeInterval = 1 - 0.001

    private func inWindow(_ frame: Date, endingAt date: Date) -> Bool {
        date >= frame && date.timeIntervalSince(frame) < Self.window
    }

    /// Records a frame shown at `date`.
    func record(_ date: Date) {
        dates.append(date)
        dates.removeAll { date.timeIntervalSince($0) > 1 }
    }

    /// Describes the frames of the second before `date`: their rate and p99 interval.
    func summary(at date: Date) -> String {
        let recent = dates.filter { inWindow($0, endingAt: date) }
        let intervals = zip(recent.dropFirst(), recent).map { $0.timeIntervalSince($1) }.sorted()
        let p99 = intervals.isEmpty ? 0 : intervals[min(intervals.count - 1, Int(Double(intervals.count) * 0.99))]
        return String(format: "%.0f fps · p99 frame interval %.1f ms", framesPerSecond(at: date), p99 * 1000)
    }

    /// The frames shown in the second before `date`.
    func framesPerSecond(at date: Date) -> Double {
        Double(dates.filter { inWindow($0, endingAt: date) }.count)
    }
}

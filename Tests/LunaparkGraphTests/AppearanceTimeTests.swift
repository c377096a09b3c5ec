import Foundation
import LunaparkCore
@testable import LunaparkGraph
import Testing

/// Notes the host time each sound is played for.
@MainActor
final class SoundTimeRecorder: AudioOutput {
    private(set) var times: [TimeInterval] = []
    func prepare(_ name: String) throws {}
    func play(_ name: String, at time: TimeInterval, volume: Double) { times.append(time) }
}

/// What happened when, in host seconds.
@MainActor
final class AppearanceLog {
    var appeared: [TimeInterval] = []
    var disappeared = 0
    var entries: [Date] = []
}

/// A view shown by key 7 and hidden by key 8: it plays a tick and starts a
/// 1 s fade when it appears, and holds a 0.5 s periodic timeline counted from
/// its start (as the metronome's is).
struct KeyShownView: View {
    let log: AppearanceLog
    @State private var shown = false

    var body: some View {
        ZStack {
            Color.white
            if shown {
                TimelineView(HalfSecondBeats()) { context in
                    AppearingSquare(log: log, date: context.date)
                }
            }
        }
        .onKeyPress(keys: ["7", "8"]) { press in
            shown = press.key == "7"
            return .handled
        }
    }
}

struct HalfSecondBeats: TimelineSchedule {
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        PeriodicTimelineSchedule(from: startDate.addingTimeInterval(0.5), by: 0.5).entries(from: startDate, mode: mode)
    }
}

struct AppearingSquare: View {
    let log: AppearanceLog
    let date: Date
    @State private var opacity = 0.0

    var body: some View {
        Color.red.frame(width: 20, height: 20).opacity(opacity)
            ._debugTag("square")
            .onAppear {
                log.appeared.append(AudioRouting.currentEventTime ?? .nan)
                Sound("tick").play()
                withAnimation(.linear(duration: 1)) { opacity = 1 }
            }
            .onDisappear { log.disappeared += 1 }
            .onChange(of: date) { log.entries.append(date) }
    }
}

/// Views inserted between frames appear at the time of the first frame that shows them.
@MainActor
@Suite(.serialized) struct AppearanceTimeTests {
    let log = AppearanceLog()
    let recorder = SoundTimeRecorder()
    let graph: ViewGraph

    init() {
        graph = ViewGraph(size: CGSize(width: 200, height: 200), textMeasurer: FakeTextMeasurer(), startTime: 10,
                          referenceDate: Date(timeIntervalSinceReferenceDate: 0), content: KeyShownView(log: log))
        _ = graph.frame(at: 10)
    }

    @Test func aViewShownByAKeyAppearsAtTheNextFramesTimeWithItsSoundAndAnimation() {
        AudioRouting.output = recorder
        defer { AudioRouting.output = nil }
        // Key 7 at 10.5 s; the window's next frame is built for 10.5333 s (two intervals later).
        graph.handle(.key("7", modifiers: []), at: 10.5)
        #expect(log.appeared.isEmpty, "not yet seen: no onAppear before the frame that shows it")
        #expect(recorder.times.isEmpty)
        let firstFrame = 10.5 + 2.0 / 60
        _ = graph.frame(at: firstFrame)
        #expect(log.appeared.count == 1)
        #expect(abs((log.appeared.first ?? 0) - firstFrame) < 1e-9, "onAppear runs at the frame's time")
        #expect(abs((recorder.times.first ?? 0) - firstFrame) < 1e-9, "its sound is played for the frame's time, not the key's")
        // The fade starts with that frame: 0 there, half way 0.5 s later.
        let list = graph.frame(at: firstFrame + 0.5)
        #expect(graph.layoutFrame(tagged: "square") != nil)
        #expect(Self.opacity(of: list).map { abs($0 - 0.5) < 0.01 } == true,
                "half way through the 1 s fade 0.5 s after the first frame: \(String(describing: Self.opacity(of: list)))")
    }

    @Test func aTimelineShownByAKeyCountsItsEntriesFromTheFrameItAppearsIn() {
        graph.handle(.key("7", modifiers: []), at: 10.5)
        let firstFrame = 10.5 + 2.0 / 60
        var time = firstFrame
        while time < firstFrame + 1.6 {
            _ = graph.frame(at: time)
            time += 1.0 / 60
        }
        let entryTimes = log.entries.map { graph.sceneTime(of: $0) }
        #expect(entryTimes.count == 3)
        for (index, entry) in entryTimes.enumerated() {
            #expect(abs(entry - (firstFrame + 0.5 * Double(index + 1))) < 1e-6, "entry \(index + 1) at \(entry)")
        }
    }

    @Test func aViewShownAndHiddenBeforeAnyFrameNeitherAppearsNorDisappears() {
        graph.handle(.key("7", modifiers: []), at: 10.5)
        graph.handle(.key("8", modifiers: []), at: 10.51)
        _ = graph.frame(at: 10.55)
        _ = graph.frame(at: 10.6)
        #expect(log.appeared.isEmpty)
        #expect(log.disappeared == 0)
    }

    /// The opacity of the first layer whose effect has one, if any.
    static func opacity(of list: DisplayList) -> Double? {
        for item in list.items {
            if case let .layer(layer) = item, layer.opacity < 1 { return layer.opacity }
        }
        return nil
    }
}

import Lunapark
import Observation

// The Habr article, "Wenn die Ansicht stirbt": onAppear runs right after the state
// change that inserts a view, before its animation has visibly started;
// onDisappear runs only when the removal animation has ended. This log
// stamps each event with the time since the change, on the clock the
// animations use (the virtual clock in headless runs).

/// onAppear/onDisappear events of the transitions scene, timed from the change that caused them.
@Observable
@MainActor
final class LifecycleLog {
    /// The latest events, oldest first, at most `capacity` of them.
    private(set) var entries: [String] = []
    /// Whether the clock should tick (from a change until a few seconds after it).
    private(set) var isTiming = false
    let capacity: Int

    /// The date of the latest frame the clock saw; not observed, it changes every frame.
    @ObservationIgnored private var now: Date?
    /// When the current change happened (its first frame).
    @ObservationIgnored private var origin: Date?
    /// How long the clock runs after a change; longer than any animation of the scene.
    private static let timingWindow: TimeInterval = 5

    init(capacity: Int = 10) { self.capacity = capacity }

    /// Starts timing at a state change (call it where the change is made, before the update).
    func begin(_ change: String) {
        origin = nil
        isTiming = true
        append("+0.00 s  \(change)")
    }

    /// Records an event with the time since the change.
    func record(_ event: String) {
        let elapsed = origin.flatMap { origin in now.map { $0.timeIntervalSince(origin) } } ?? 0
        append(String(format: "+%.2f s  ", elapsed) + event)
    }

    /// Called by `LifecycleClock` with the date of each frame while timing.
    func tick(_ date: Date) {
        now = date
        guard isTiming else { return }
        if let origin {
            if date.timeIntervalSince(origin) > Self.timingWindow { isTiming = false }
        } else {
            origin = date
        }
    }

    private func append(_ line: String) {
        entries.append(line)
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }
}

/// An invisible view that feeds frame dates to the log while it is timing.
struct LifecycleClock: View {
    let log: LifecycleLog

    var body: some View {
        // Paused when idle, so the scene does not redraw every frame for nothing.
        TimelineView(.animation(paused: !log.isTiming)) { context in
            LifecycleClockTick(date: context.date, log: log)
        }
        .frame(width: 1, height: 1)
    }
}

/// Hands one frame date to the log.
struct LifecycleClockTick: View {
    let date: Date
    let log: LifecycleLog

    var body: some View {
        Color.clear
            .frame(width: 1, height: 1)
            .onChange(of: date, initial: true) { _, date in log.tick(date) }
    }
}

/// The log's latest events in a monospaced column.
struct LifecycleLogView: View {
    let log: LifecycleLog

    var body: some View {
        LogColumn(title: "onAppear / onDisappear", subtitle: "time since the change",
                  placeholder: "(nothing yet: make a change)", entries: log.entries, width: 280)
    }
}

extension View {
    /// Logs this view's onAppear and onDisappear under `name`.
    func logsLifecycle(_ name: String, in log: LifecycleLog) -> some View {
        onAppear { log.record("onAppear     \(name)") }
            .onDisappear { log.record("onDisappear  \(name)") }
    }
}

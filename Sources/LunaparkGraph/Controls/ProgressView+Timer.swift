import Foundation
import LunaparkCore

/// What `ProgressView(timerInterval:countsDown:...)` runs over: the bar's fraction at a date,
/// and the timeline that redraws it.
struct ProgressTimer: Equatable, Sendable {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    /// The part of the bar filled at `date`: the time left over the interval's length when
    /// counting down (1 at the start, 0 at the end), else the time passed; held at the ends.
    /// An interval of no length is complete (0 counting down, 1 counting up).
    func fraction(at date: Date) -> Double {
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let passed = length > 0 ? min(max(date.timeIntervalSince(interval.lowerBound) / length, 0), 1) : 1
        return countsDown ? 1 - passed : passed
    }

    var schedule: ProgressTimerSchedule { ProgressTimerSchedule(interval: interval) }
}

/// The entries at which a timer progress view redraws: every thousandth of the interval (at
/// most 60 a second), counted from its start, up to and including its end; none after it, so a
/// finished bar leaves the host asleep.
struct ProgressTimerSchedule: TimelineSchedule, Equatable, Sendable {
    let interval: ClosedRange<Date>

    /// Seconds between entries: a thousandth of the interval, at least 1/60 s (a 5-minute
    /// timer moves its bar every 0.3 s, a tenth of a point on a 300-point bar).
    var step: TimeInterval {
        max(interval.upperBound.timeIntervalSince(interval.lowerBound) / 1000, 1.0 / 60)
    }

    func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        let start = interval.lowerBound, end = interval.upperBound
        guard startDate < end else { return [] }
        let first = max(Int((startDate.timeIntervalSince(start) / step).rounded(.down)) + 1, 1)
        let last = Int((end.timeIntervalSince(start) / step).rounded(.up))
        guard first <= last else { return [end] }
        return (first...last).map { min(start.addingTimeInterval(Double($0) * step), end) }
    }
}

extension ProgressView {
    /// A bar that runs over `timerInterval` as time passes, with `label` above it and
    /// `currentValueLabel` under it: emptying from full at the interval's start to empty at its
    /// end when `countsDown` (the default), else filling; held full or empty outside it. It is
    /// redrawn from the host's clock by a timeline of its own (see `ProgressTimerSchedule`),
    /// without evaluating the body that made it again; a custom `ProgressViewStyle` sees
    /// `fractionCompleted` change at each redraw.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: nil, label: label(), currentValueLabel: currentValueLabel())
        timer = ProgressTimer(interval: timerInterval, countsDown: countsDown)
    }
}

extension ProgressView where CurrentValueLabel == Text {
    /// A bar over `timerInterval` with `label` above it and, under it, the time left
    /// (`countsDown`) or passed as a timer text ("4:59"), as `init(timerInterval:countsDown:label:currentValueLabel:)`.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
            Text(timerInterval: timerInterval, countsDown: countsDown)
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == Text {
    /// A bar over `timerInterval` with the time left (`countsDown`) or passed under it as a
    /// timer text, as `init(timerInterval:countsDown:label:currentValueLabel:)`.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}

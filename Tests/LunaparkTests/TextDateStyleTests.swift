import Foundation
import Lunapark
import Testing

private extension HeadlessHost {
    /// The strings of the text drawings of the last frame, top to bottom.
    var drawnStrings: [String] {
        _ = render()
        return displayList.items.compactMap { item in
            guard case .drawing(let drawing) = item, case .text(let run) = drawing.content else { return nil }
            return run.string
        }
    }
}

/// Dates in text (`Text(_:style:)`, `Text(timerInterval:...)`, date ranges), formatted in the
/// environment's locale and time zone and counting on the host's virtual clock by themselves.
@MainActor
struct TextDateStyleTests {
    private let start = HeadlessHost.defaultReferenceDate // 2024-06-10 09:41:00 UTC

    /// A host for `view` in English (US) and UTC; a low `frameRate` for advances of an hour
    /// (`HeadlessHost` simulates at most 100,000 frames a call).
    private func host<V: View>(_ view: V, frameRate: Double = 60) -> HeadlessHost {
        HeadlessHost(size: CGSize(width: 320, height: 80), frameRate: frameRate) {
            view.environment(\.locale, Locale(identifier: "en_US"))
                .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        }
    }

    @Test func aTimerCountsEverySecondWithoutEvaluatingTheBody() {
        let host = host(Text(start.addingTimeInterval(-5), style: .timer))
        #expect(host.drawnStrings == ["0:05"])
        let bodies = host.statistics.bodyEvaluations
        let before = host.render()
        host.advance(by: 1)
        #expect(host.drawnStrings == ["0:06"])
        #expect(host.render() != before)
        host.advance(by: 0.5)
        #expect(host.drawnStrings == ["0:06"])
        host.advance(by: 60)
        #expect(host.drawnStrings == ["1:06"])
        #expect(host.statistics.bodyEvaluations == bodies, "no body evaluated again")
        // A date ahead counts down to 0:00, then up.
        let ahead = self.host(Text(start.addingTimeInterval(10), style: .timer), frameRate: 4)
        #expect(ahead.drawnStrings == ["0:10"])
        ahead.advance(by: 1)
        #expect(ahead.drawnStrings == ["0:09"])
        ahead.advance(by: 9)
        #expect(ahead.drawnStrings == ["0:00"])
        ahead.advance(by: 3601)
        #expect(ahead.drawnStrings == ["1:00:01"])
    }

    @Test func aTimerIntervalCountsDownAndStopsAtItsEnd() {
        let host = host(Text(timerInterval: start ... start.addingTimeInterval(90)))
        #expect(host.drawnStrings == ["1:30"])
        host.advance(by: 1)
        #expect(host.drawnStrings == ["1:29"])
        host.advance(by: 100)
        #expect(host.drawnStrings == ["0:00"])
        #expect(host.graph.nextScheduledTime == nil, "a finished timer wakes nothing")
        // Counting up, without hours: the minutes pass 59.
        let up = self.host(Text(timerInterval: start ... start.addingTimeInterval(7200), countsDown: false,
                                showsHours: false), frameRate: 4)
        up.advance(by: 3700)
        #expect(up.drawnStrings == ["61:40"])
        let hours = self.host(Text(timerInterval: start ... start.addingTimeInterval(7200), countsDown: false),
                              frameRate: 4)
        hours.advance(by: 3700)
        #expect(hours.drawnStrings == ["1:01:40"])
        // Paused: it stands at the pause time.
        let paused = self.host(Text(timerInterval: start ... start.addingTimeInterval(60),
                                    pauseTime: start.addingTimeInterval(15)))
        #expect(paused.drawnStrings == ["0:45"])
        paused.advance(by: 5)
        #expect(paused.drawnStrings == ["0:45"])
    }

    @Test func relativeAndOffsetSayTheTimeInWords() {
        let relative = host(Text(start.addingTimeInterval(8580), style: .relative))
        #expect(relative.drawnStrings == ["2 hours, 23 minutes"])
        let seconds = host(Text(start.addingTimeInterval(-58), style: .relative))
        #expect(seconds.drawnStrings == ["58 seconds"])
        seconds.advance(by: 3)
        #expect(seconds.drawnStrings == ["1 minute, 1 second"])
        #expect(host(Text(start.addingTimeInterval(7300), style: .offset)).drawnStrings == ["+2 hours"])
        #expect(host(Text(start.addingTimeInterval(-90), style: .offset)).drawnStrings == ["-1 minute"])
    }

    @Test func timeDateAndRangeFollowTheEnvironment() throws {
        let time = try #require(host(Text(start, style: .time)).drawnStrings.first)
        #expect(time.hasPrefix("9:41") && time.hasSuffix("AM"), "\(time)")
        #expect(host(Text(start, style: .date)).drawnStrings == ["June 10, 2024"])
        let paris = HeadlessHost(size: CGSize(width: 320, height: 80)) {
            Text(start, style: .time).environment(\.locale, Locale(identifier: "fr_FR"))
                .environment(\.timeZone, TimeZone(identifier: "Europe/Paris")!)
        }
        #expect(paris.drawnStrings == ["11:41"])
        let range = try #require(host(Text(start ... start.addingTimeInterval(3600))).drawnStrings.first)
        #expect(range.contains("9:41") && range.contains("10:41") && range.contains("Jun 10, 2024"), "\(range)")
        let interval = host(Text(DateInterval(start: start, duration: 3600))).drawnStrings
        #expect(interval == [range])
    }

    @Test func aCountingDateInsideASumCountsToo() {
        let host = host(Text("Ends in ").bold() + Text(start.addingTimeInterval(5), style: .timer).foregroundColor(.red))
        #expect(host.drawnStrings == ["Ends in 0:05"])
        host.advance(by: 2)
        #expect(host.drawnStrings == ["Ends in 0:03"])
    }
}

import Foundation
import Lunapark
import Testing

// What "Advanced SwiftUI Animations - Part 4: TimelineView" says you will see, checked on the
// rendered pixels, recorded sounds and counters of its own code
// (AdvancedAnimationsTimelineView.swift and its +KeyFrames file).

/// The reference date for hosts of blocks that start their schedules `from: .now`: 50 ms after
/// the wall clock. A window dates each frame a little after its bodies run (for when it is
/// shown), so `.now` read in a body is already the scene's past and the schedule's first entry
/// is the one the view appears with, as in SwiftUI. With the wall clock itself the first entry
/// would come a few milliseconds after the view appeared, one beat too many.
func referenceDateAheadOfNow() -> Date { Date.now.addingTimeInterval(0.05) }

/// Notes each sound played: its name and host time.
@MainActor
private final class SoundRecorder: AudioOutput {
    private(set) var played: [(name: String, time: TimeInterval)] = []
    func prepare(_ name: String) throws {}
    func play(_ name: String, at time: TimeInterval, volume: Double) { played.append((name, time)) }
}

/// Whether two images differ inside the columns `columns`.
private func differ(_ a: RenderedImage, _ b: RenderedImage, columns: Range<Int>) -> Bool {
    for row in 0..<a.height {
        for column in columns where a.pixel(x: column, y: row) != b.pixel(x: column, y: row) { return true }
    }
    return false
}

/// Renders at each of `times` (seconds from now, increasing) and returns the images.
@MainActor
private func images(_ host: HeadlessHost, at times: [Double]) -> [RenderedImage] {
    let start = host.time
    return times.map { time in
        host.advance(by: start + time - host.time)
        return host.render()
    }
}

@MainActor
@Suite("Advanced SwiftUI Animations, Part 4 (TimelineView): how timelines update")
struct AdvancedAnimationsTimelineViewTests {
    /// Block 2: the context the article describes is Lunapark's `TimelineView.Context`.
    @Test func theContextHasADateAndAnOrderedCadence() {
        typealias Cadence = TimelineView<PeriodicTimelineSchedule, Text>.Context.Cadence
        #expect(Cadence.live < .seconds && Cadence.seconds < .minutes)
        typealias Article = ContextBlock.Context.Cadence
        #expect(Article.live < .seconds && Article.seconds < .minutes)
        // The content receives a context with the entry's date and a cadence (always live here).
        let date = Date(timeIntervalSinceReferenceDate: 700_000_000)
        var seen: [(date: Date, cadence: Cadence)] = []
        _ = HeadlessHost(size: CGSize(width: 10, height: 10), referenceDate: date) {
            TimelineView(.periodic(from: date, by: 10)) { timeline in
                let _ = seen.append((timeline.date, timeline.cadence))
                Text("")
            }
        }
        #expect(seen.map(\.date) == [date] && seen.map(\.cadence) == [.live])
    }

    /// Block 1: a new date every half second, and nothing in between.
    @Test func thePeriodicTimelineUpdatesEveryHalfSecond() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 40), referenceDate: referenceDateAheadOfNow()) { HalfSecondTimeline() }
        let shots = images(host, at: [0.1, 0.45, 0.55, 0.95, 1.05])
        #expect(shots[0] == shots[1])
        #expect(shots[1] != shots[2])
        #expect(shots[2] == shots[3])
        #expect(shots[3] != shots[4])
    }

    /// Blocks 3 to 5: the face written in the closure changes, SubView() "is always sad" (its
    /// body never runs again); given the date, it changes too.
    @Test func subViewWithoutInputsIsNotEvaluatedAgain() {
        let size = CGSize(width: 600, height: 240)
        let plain = HeadlessHost(size: size, referenceDate: referenceDateAheadOfNow()) { ManyFacesBlock.ManyFaces() }
        let dated = HeadlessHost(size: size, referenceDate: referenceDateAheadOfNow()) { SubViewWithDateBlock.ManyFaces() }
        let times = (1...12).map { 0.1 + 0.2 * Double($0) }
        let plainShots = images(plain, at: times), datedShots = images(dated, at: times)
        let left = 0..<290, right = 310..<600
        let pairs = zip(plainShots, plainShots.dropFirst())
        #expect(pairs.contains { differ($0, $1, columns: left) }, "the closure's face changes")
        #expect(!pairs.contains { differ($0, $1, columns: right) }, "SubView() never changes")
        #expect(zip(datedShots, datedShots.dropFirst()).contains { differ($0, $1, columns: right) }, "SubView(date:) changes")
        // 12 entries: SubView(date:) runs its body at each, SubView() at none.
        #expect(dated.statistics.bodyEvaluations - plain.statistics.bodyEvaluations == 12)
    }

    /// Block 6: the simplest clock shows a new date each second.
    @Test func theSimplestClockTicksEachSecond() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 40), referenceDate: referenceDateAheadOfNow()) { SimplestClock() }
        let shots = images(host, at: [0.1, 0.9, 1.1, 1.9, 2.1])
        #expect(shots[0] == shots[1] && shots[2] == shots[3])
        #expect(shots[1] != shots[2] && shots[3] != shots[4])
    }

    /// Block 7: every 3 s the quip advances, and QuipView's body runs twice per entry: once for
    /// the new date, once for the `@Published` sentence that `advance()` changed.
    @Test func quipViewIsEvaluatedTwicePerEntry() {
        let host = HeadlessHost(size: CGSize(width: 500, height: 40), referenceDate: referenceDateAheadOfNow()) { QuipsBlock.ExampleView() }
        let shots = images(host, at: [2.9, 3.1, 5.9, 6.1])
        #expect(shots[0] != shots[1] && shots[1] == shots[2] && shots[2] != shots[3])
        let before = host.statistics.bodyEvaluations
        host.advance(by: 3)
        #expect(host.statistics.bodyEvaluations - before == 2)
    }

    /// Blocks 8 to 11: at 60 bpm the pendulum swings ±30° in one second with easeInOut, and
    /// of every four beats the fourth rings the bell, `(bellCounter + 1) % 4` being 0.
    @Test func theMetronomeSwingsAndRingsTheBellEveryFourthBeat() {
        let recorder = SoundRecorder()
        let previous = AudioRouting.output
        AudioRouting.output = recorder
        defer { AudioRouting.output = previous }
        let host = HeadlessHost(size: CGSize(width: 300, height: 400), referenceDate: referenceDateAheadOfNow()) { Metronome() }
        let first = host.render()
        let pivot = (x: 150, y: (0..<first.height).last { !first.isWhite(150, $0) } ?? 375)
        /// The rod's angle, degrees clockwise from upright, from its centre 250 points above the pivot.
        func angle() -> Double {
            let image = host.render()
            let red = (0..<image.width).filter { image.isRed($0, pivot.y - 250) }
            let centre = Double(red.reduce(0, +)) / Double(max(1, red.count)) + 0.5
            return atan((centre - Double(pivot.x)) / 250) * 180 / .pi
        }
        for time in [0.25, 0.5, 0.75] {
            host.advance(by: time - host.time)
            let expected = 30 - 60 * UnitCurve.easeInOut.value(at: time)
            #expect(abs(angle() - expected) <= 1, "at \(time) s: \(angle())°, expected \(expected)°")
        }
        // The first entry (its sound's time) swings it back, again over one beat.
        host.advance(by: 1 - host.time)
        let firstEntry = recorder.played.last?.time ?? 1
        for elapsed in [0.25, 0.5] {
            host.advance(by: firstEntry + elapsed - host.time)
            let expected = -30 + 60 * UnitCurve.easeInOut.value(at: elapsed)
            #expect(abs(angle() - expected) <= 1, "\(elapsed) s after the first entry: \(angle())°, expected \(expected)°")
        }
        host.advance(by: 8.5 - host.time)
        #expect(recorder.played.map(\.name) == ["tick", "tick", "tick", "bell", "tick", "tick", "tick", "bell", "tick"])
        let times = recorder.played.map(\.time)
        #expect(times.first == 0, "the first beat when it appears")
        // The entries: one second apart, the first a second after `.now` in the body.
        #expect(times.count > 1 && times[1] > 0.9 && times[1] <= 1)
        for (earlier, later) in zip(times.dropFirst(), times.dropFirst(2)) {
            #expect(abs(later - earlier - 1) < 1e-3, "\(later - earlier) s between beats")
        }
    }

    /// Blocks 12 and 13: both spellings update at the start of each minute and not before.
    @Test func everyMinuteUpdatesAtTheMinute() {
        // The default reference date is 09:41:00: the next minute starts 60 s later.
        for host in [HeadlessHost(size: CGSize(width: 400, height: 40), frameRate: 10) { EveryMinuteByType() },
                     HeadlessHost(size: CGSize(width: 400, height: 40), frameRate: 10) { EveryMinuteClock() }] {
            let shots = images(host, at: [1, 59.9, 60.05])
            #expect(shots[0] == shots[1])
            #expect(shots[1] != shots[2])
        }
    }

    /// Block 14: `.animation` updates at every frame, `.animation(minimumInterval: 0.3, ...)`
    /// every 0.3 s.
    @Test func animationSchedulesUpdateEachFrameOrAtTheirInterval() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 40)) { AnimationSchedules() }
        let shots = images(host, at: (1...72).map { Double($0) / 60 })
        let pairs = Array(zip(shots, shots.dropFirst()))
        #expect(pairs.filter { differ($0, $1, columns: 0..<200) }.count == 71)
        #expect(pairs.filter { differ($0, $1, columns: 200..<400) }.count == 4, "at 0.3, 0.6, 0.9 and 1.2 s")
    }

    /// Block 15: `.everyFiveSeconds` is a periodic schedule five seconds apart.
    @Test func everyFiveSecondsUpdatesEveryFiveSeconds() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 40), frameRate: 10, referenceDate: referenceDateAheadOfNow()) {
            TimelineView(.everyFiveSeconds) { timeline in Text("\(timeline.date)") }
        }
        let shots = images(host, at: [0.5, 4.9, 5.1, 9.9, 10.1])
        #expect(shots[0] == shots[1] && shots[2] == shots[3])
        #expect(shots[1] != shots[2] && shots[3] != shots[4])
    }
}

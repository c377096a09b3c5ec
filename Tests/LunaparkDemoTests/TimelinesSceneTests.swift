import Foundation
import Lunapark
import Testing
@testable import LunaparkDemo

// Scene 8 (Timelines): the demo's own views on the headless host's virtual clock. They start
// their schedules from `.now`, which in the park is the scene's date (`ParkClock`), so the
// entries fall at whole multiples of their interval; checks fall between entries.

@MainActor
@Suite("Scene 8: what a timeline re-evaluates, the trap and a real loop")
struct TimelinesSceneTests {
    /// The explicit schedule's card: nothing until +1 s, then one word per date, and nothing
    /// after the last date (+6 s).
    @Test func theExplicitCountdownShowsEachDateFromItsTime() {
        let host = parkClockHost(size: CGSize(width: 960, height: 300)) {
            TimelineSchedulesExample()
        }
        let words = ExplicitCountdown.words
        for (time, expected) in [(0.5, "waiting..."), (1.5, words[0]), (2.5, words[1]), (4, words[2]), (7, words[3]), (12, words[3])] {
            host.advance(by: time - host.time)
            let shown = host.shownTexts.filter { $0 == "waiting..." || words.contains($0) }
            #expect(shown == [expected], "at \(time) s")
        }
    }

    /// ManyFaces: SubView() is evaluated once; the closure and SubView(date:) once per entry
    /// (every 0.5 s), and the cards show those counts.
    @Test func manyFacesEvaluatesOnlyTheSubViewWhoseInputChanges() {
        let counts = ManyFacesCounts()
        let host = parkClockHost(size: CGSize(width: 900, height: 260)) {
            ManyFacesExample(counts: counts)
        }
        host.advance(by: 2.25)  // entries at 0.5, 1.0, 1.5 and 2.0 s
        let runs = 1 + 4
        #expect(counts.closure.value == runs)
        #expect(counts.datedSubView.value == runs)
        #expect(counts.subView.value == 1, "no changing input, no new evaluation")
        let texts = host.shownTexts
        #expect(texts.contains("closure ran \(runs) times"), "\(texts)")
        #expect(texts.contains("body evaluated 1 time"), "\(texts)")
        #expect(texts.contains("body evaluated \(runs) times"), "\(texts)")
        #expect(texts.contains(Faces.face(runs)) && texts.contains(Faces.face(1)), "each face is picked by its count")
    }

    /// The article's trap converges as in current SwiftUI: per entry (every 2 s) one onChange,
    /// two closure runs, the text's colour alternates, and no loop is reported.
    @Test func theTrapRunsItsClosureTwicePerEntryAndDoesNotLoop() {
        let closureRuns = EvaluationCounter(), changes = EvaluationCounter()
        var messages: [String] = []
        let host = parkClockHost(size: CGSize(width: 300, height: 260)) {
            TrapFlagView(closureRuns: closureRuns, changes: changes)
        }
        host.graph.diagnosticHandler = { messages.append($0) }
        #expect(Self.helloColor(host) == "blue")
        for entry in 1...3 {
            host.advance(by: 2.0 * Double(entry) + 0.25 - host.time)
            #expect(changes.value == entry)
            #expect(closureRuns.value == 1 + 2 * entry, "the entry's run and the flag's run")
            #expect(Self.helloColor(host) == (entry % 2 == 1 ? "red" : "blue"), "after entry \(entry)")
            #expect(host.shownTexts.contains("closure runs: \(1 + 2 * entry)\nonChange calls: \(entry)"))
        }
        #expect(messages == [])
    }

    /// The article's fix: the flag lives in HelloView, so the closure runs once per entry, and
    /// the colour alternates all the same.
    @Test func theFixRunsTheClosureOncePerEntry() {
        let closureRuns = EvaluationCounter()
        let host = parkClockHost(size: CGSize(width: 300, height: 260)) {
            FixedFlagView(closureRuns: closureRuns)
        }
        #expect(Self.helloColor(host) == "blue")
        for entry in 1...3 {
            host.advance(by: 2.0 * Double(entry) + 0.25 - host.time)
            #expect(closureRuns.value == 1 + entry)
            #expect(Self.helloColor(host) == (entry % 2 == 1 ? "red" : "blue"), "after entry \(entry)")
        }
    }

    /// onChange(of: x) { x += 1 }: the click's update is cut after 100 rounds and reported, and
    /// the next frame's updates (one before the frame's animations, one after) finish it: x
    /// stops at 300, and the loop is reported once.
    @Test func aRealUpdateLoopIsCutReportedOnceAndFinishedByTheNextFrame() throws {
        var messages: [String] = []
        let host = HeadlessHost(size: CGSize(width: 300, height: 260)) { RealUpdateLoop() }
        host.graph.diagnosticHandler = { messages.append($0) }
        #expect(host.shownTexts.contains("x = 0"))
        let button = try #require(host.placedTexts.first { $0.string == "start: x = 1" }).frame
        let point = CGPoint(x: button.midX, y: button.midY)
        let passes = host.statistics.updatePasses
        host.graph.handle(.pointerDown(point), at: host.time)
        host.graph.handle(.pointerUp(point), at: host.time)
        let clickPasses = host.statistics.updatePasses - passes
        // 100 rounds of the loop and the button's own passes for its pressed state: far from 300.
        #expect(clickPasses >= 99 && clickPasses <= 105, "the click's updates: \(clickPasses) passes")
        #expect(messages.count == 1 && messages.first?.contains("multiple times per frame") == true, "\(messages)")
        host.advanceFrame()
        #expect(host.shownTexts.contains("x = \(RealUpdateLoop.limit)"), "\(host.shownTexts)")
        host.advance(by: 5.0 / 60)
        #expect(host.shownTexts.contains("x = \(RealUpdateLoop.limit)"))
        #expect(messages.count == 1, "reported once: \(messages)")
    }

    /// The colour of the big "Hello": "red", "blue" or what else its pixels are.
    private static func helloColor(_ host: HeadlessHost) -> String {
        let image = host.render()
        let red = image.region { $0.r > 200 && $0.g < 90 && $0.b < 90 }
        let blue = image.region { $0.b > 200 && $0.r < 90 && $0.g < 160 }
        switch (red, blue) {
        case (.some, nil): return "red"
        case (nil, .some): return "blue"
        default: return "red \(String(describing: red)), blue \(String(describing: blue))"
        }
    }
}

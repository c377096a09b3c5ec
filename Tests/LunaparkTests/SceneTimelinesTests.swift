import Lunapark
import Observation
import XCTest

// Scene 8 (Timelines, the SwiftUI Lab article): entries applied at their dates, what a
// timeline re-evaluates, the article's flag trap and a real update loop, on the
// headless host's virtual clock. The demo is an executable target, so the
// scene's views are re-created here in their minimal form.

/// Counts evaluations without causing any.
private final class Count {
    var value = 0
    @discardableResult func bump() -> Int { value += 1; return value }
}

/// A bar 10 pt wide per whole second of the entry's date since the reference date.
private struct SecondsBar<S: TimelineSchedule>: View {
    let schedule: S
    let reference: Date
    var body: some View {
        TimelineView(schedule) { timeline in
            let seconds = timeline.date.timeIntervalSince(reference)
            Color.blue.frame(width: 10 + 10 * seconds, height: 10)._debugTag("bar")
        }
    }
}

/// ManyFaces, reduced to its counters.
private struct Faces: View {
    let closure: Count, plain: Count, dated: Count
    var body: some View {
        TimelineView(.periodic(from: sceneReference, by: 0.5)) { timeline in
            let run = closure.bump()
            HStack {
                Text("closure \(run)")
                Face(count: plain)
                Face(count: dated, date: timeline.date)
            }
        }
    }
}

private struct Face: View {
    let count: Count
    var date: Date?
    var body: some View {
        Text("face \(count.bump())")
    }
}

/// The article's trap: the closure reads the flag its onChange toggles.
private struct Trap: View {
    let closure: Count, changes: Count
    @State private var flag = false
    var body: some View {
        TimelineView(.periodic(from: sceneReference, by: 2)) { timeline in
            let _ = closure.bump()
            Color.red.frame(width: flag ? 20 : 10, height: 10)._debugTag("flag")
                .onChange(of: timeline.date) { _, _ in
                    changes.bump()
                    flag.toggle()
                }
        }
    }
}

/// .onChange(of: x) { x += 1 } up to a limit.
@MainActor @Observable
private final class LoopModel {
    var x = 0
}

private struct Loop: View {
    static let limit = 300
    let model: LoopModel
    var body: some View {
        Color.green.frame(width: CGFloat(model.x), height: 10)._debugTag("x")
            .onChange(of: model.x) { _, new in if new > 0 && new < Self.limit { model.x += 1 } }
    }
}

private let sceneReference = Date(timeIntervalSinceReferenceDate: 700_000_000)

@MainActor
final class SceneTimelinesTests: XCTestCase {
    private func width(_ host: HeadlessHost, _ tag: String) -> Double {
        Double(host.graph.layoutFrame(tagged: tag)?.width ?? -1)
    }

    /// `.periodic(from:by: 1)`: the entry for second n is applied at n, not a frame earlier.
    func testPeriodicEntryIsAppliedAtItsDate() async {
        let host = HeadlessHost(size: CGSize(width: 200, height: 40), referenceDate: sceneReference) {
            SecondsBar(schedule: .periodic(from: sceneReference, by: 1), reference: sceneReference)
        }
        XCTAssertEqual(width(host, "bar"), 10, accuracy: 1e-9, "first evaluation: the entry at the reference date")
        host.advance(by: 0.99)
        XCTAssertEqual(width(host, "bar"), 10, accuracy: 1e-9)
        host.advance(by: 0.01)
        XCTAssertEqual(width(host, "bar"), 10 + 10 * 1, accuracy: 1e-9, "entry 1 at t = 1")
        host.advance(by: 1.5)
        XCTAssertEqual(width(host, "bar"), 10 + 10 * 2, accuracy: 1e-9, "t = 2.5 shows entry 2")
    }

    /// `.explicit`: the current date until the first entry, each date at its time, then nothing.
    func testExplicitEntriesAreAppliedAtTheirDates() async {
        let offsets = [0.5, 1.25]
        let host = HeadlessHost(size: CGSize(width: 200, height: 40), referenceDate: sceneReference) {
            SecondsBar(schedule: .explicit(offsets.map { sceneReference.addingTimeInterval($0) }),
                       reference: sceneReference)
        }
        XCTAssertEqual(width(host, "bar"), 10, accuracy: 1e-9)
        host.advance(by: 0.5)
        XCTAssertEqual(width(host, "bar"), 10 + 10 * offsets[0], accuracy: 1e-9)
        host.advance(by: 0.7)
        XCTAssertEqual(width(host, "bar"), 10 + 10 * offsets[0], accuracy: 1e-9, "1.2 s: second entry not yet")
        host.advance(by: 0.05)
        XCTAssertEqual(width(host, "bar"), 10 + 10 * offsets[1], accuracy: 1e-9)
        host.advance(by: 5)
        XCTAssertEqual(width(host, "bar"), 10 + 10 * offsets[1], accuracy: 1e-9, "no entries after the last")
    }

    /// ManyFaces: SubView() is evaluated once; the closure and SubView(date:) once per entry.
    func testManyFacesSubViewWithoutInputIsNotEvaluatedAgain() async {
        let closure = Count(), plain = Count(), dated = Count()
        let host = HeadlessHost(size: CGSize(width: 300, height: 40), referenceDate: sceneReference) {
            Faces(closure: closure, plain: plain, dated: dated)
        }
        host.advance(by: 2.2) // entries at 0.5, 1.0, 1.5, 2.0
        let entries = 4
        XCTAssertEqual(closure.value, 1 + entries)
        XCTAssertEqual(dated.value, 1 + entries)
        XCTAssertEqual(plain.value, 1, "no changing input, no new evaluation")
    }

    /// The trap converges here: per entry one onChange, two closure runs, and no loop report.
    func testArticlesTrapRunsTwicePerEntryAndDoesNotLoop() async {
        let closure = Count(), changes = Count()
        var messages: [String] = []
        let host = HeadlessHost(size: CGSize(width: 100, height: 40), referenceDate: sceneReference) {
            Trap(closure: closure, changes: changes)
        }
        host.graph.diagnosticHandler = { messages.append($0) }
        host.advance(by: 1.9)
        XCTAssertEqual(width(host, "flag"), 10, accuracy: 1e-9)
        host.advance(by: 0.1) // entry at 2 s
        XCTAssertEqual(changes.value, 1)
        XCTAssertEqual(closure.value, 1 + 2, "the entry's run and the flag's run")
        XCTAssertEqual(width(host, "flag"), 20, accuracy: 1e-9)
        host.advance(by: 2) // entry at 4 s
        XCTAssertEqual(changes.value, 2)
        XCTAssertEqual(closure.value, 1 + 2 * 2)
        XCTAssertEqual(width(host, "flag"), 10, accuracy: 1e-9, "the colour (here a width) alternates")
        XCTAssertEqual(messages, [])
    }

    /// A real loop is cut after 100 rounds a frame, reported once, and finishes in later frames.
    func testRealUpdateLoopIsReportedOnceAndContinuesNextFrame() async {
        var messages: [String] = []
        let model = LoopModel()
        let host = HeadlessHost(size: CGSize(width: 400, height: 40)) { Loop(model: model) }
        host.graph.diagnosticHandler = { messages.append($0) }
        model.x = 1
        host.advanceFrame()
        let afterOneFrame = model.x
        XCTAssertGreaterThan(afterOneFrame, 50, "many rounds run in one frame")
        XCTAssertLessThan(afterOneFrame, Loop.limit, "but not all: the rest waits for the next frames")
        host.advance(by: 5.0 / 60)
        XCTAssertEqual(model.x, Loop.limit)
        XCTAssertEqual(width(host, "x"), Double(Loop.limit), accuracy: 1e-9)
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.contains("multiple times per frame") == true)
    }
}

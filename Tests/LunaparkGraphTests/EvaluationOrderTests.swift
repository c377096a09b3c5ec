import Combine
import Foundation
import LunaparkCore
import LunaparkGraph
import XCTest

/// The order in which bodies are evaluated within one frame is the tree's, in every process:
/// Swift seeds its hashing per process, so an order taken from a dictionary of nodes changed
/// from run to run (the Stress scene's frame counter, read by a timeline due at the same time
/// as the one that counts, showed 60 fps in one run and 61 in the next).
@MainActor
final class EvaluationOrderTests: XCTestCase {
    /// Twenty-four siblings is enough that a hash order equal to the tree order is a 1 in 24! chance.
    private static let siblings = 24

    func testTimelineEntriesDueAtTheSameTimeApplyInTreeOrder() async {
        let log = OrderLog()
        let h = GraphHarness(root: SecondTickers(count: Self.siblings, log: log))
        log.indices.removeAll()
        h.jump(to: 1)
        XCTAssertEqual(log.indices, Array(0..<Self.siblings), "every ticker's entry at t = 1, first ticker first")
    }

    func testSiblingsChangedTogetherAreEvaluatedInTreeOrder() async {
        let log = OrderLog()
        let model = SharedCounter()
        let h = GraphHarness(root: CounterReaders(count: Self.siblings, model: model, log: log))
        log.indices.removeAll()
        model.value += 1
        h.render()
        XCTAssertEqual(log.indices, Array(0..<Self.siblings), "every reader evaluated once, first reader first")
    }

    func testALazyStacksRowsAreUpdatedInTheirOrder() async {
        let log = OrderLog()
        let model = SharedCounter()
        let h = GraphHarness(root: LazyRows(count: Self.siblings, model: model, log: log))
        XCTAssertEqual(log.indices, Array(0..<Self.siblings), "all rows fit and are built in order")
        log.indices.removeAll()
        model.value += 1
        h.render()
        XCTAssertEqual(log.indices, Array(0..<Self.siblings), "the rows on screen take the new round first row first")
    }
}

/// The indices of the views whose bodies ran, in the order they ran.
@MainActor
private final class OrderLog {
    var indices: [Int] = []
}

private final class SharedCounter: ObservableObject {
    @Published var value = 0
}

/// `count` timelines ticking every whole second, each logging its index when its body runs.
private struct SecondTickers: View {
    let count: Int
    let log: OrderLog
    var body: some View {
        VStack {
            ForEach(0..<count, id: \.self) { index in
                TimelineView<PeriodicTimelineSchedule, AnyView>(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 1)) { context in
                    log.indices.append(index)
                    return AnyView(Text("\(index) at \(context.date.timeIntervalSinceReferenceDate)"))
                }
            }
        }
    }
}

/// `count` views observing the same object, each logging its index when its body runs.
private struct CounterReaders: View {
    let count: Int
    let model: SharedCounter
    let log: OrderLog
    var body: some View {
        VStack {
            ForEach(0..<count, id: \.self) { index in
                CounterReader(index: index, model: model, log: log)
            }
        }
    }
}

private struct CounterReader: View {
    let index: Int
    @ObservedObject var model: SharedCounter
    let log: OrderLog
    var body: some View {
        log.indices.append(index)
        return Text("\(index): \(model.value)")
    }
}

/// A lazy stack of `count` rows showing the model's value, each logging its index when its body runs.
private struct LazyRows: View {
    let count: Int
    @ObservedObject var model: SharedCounter
    let log: OrderLog
    var body: some View {
        let round = model.value
        LazyVStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { index in
                Row(index: index, round: round, log: log)
            }
        }
    }

    private struct Row: View {
        let index: Int
        let round: Int
        let log: OrderLog
        var body: some View {
            log.indices.append(index)
            return Text("\(index) in round \(round)").frame(height: 10)
        }
    }
}

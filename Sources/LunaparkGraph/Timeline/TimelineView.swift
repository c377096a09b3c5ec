import Foundation
import LunaparkCore

/// A view that updates according to a schedule (SwiftUI's `TimelineView`).
///
/// The content closure runs when the view appears, at every entry of the
/// schedule, and when state it reads changes; only the content's subtree is
/// evaluated again, and views in it whose inputs did not change are not
/// (the SwiftUI Lab article's `SubView` without a changing parameter stays as it was).
///
/// Following Apple: for a schedule with only past dates the view shows the
/// last one; with only future dates it draws with the current date until the
/// first entry arrives. Each entry is applied at its own time: animations
/// started from `onChange(of: context.date)` begin at the entry, and a
/// `Sound` played there starts on the entry's sample. Between entries the
/// host sleeps.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    public typealias Body = Never
    /// Information passed to the content (SwiftUI's `TimelineView.Context`).
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// A view that evaluates `content` at each entry of `schedule`.
    ///
    /// The schedule starts from the current date when the view appears, and
    /// again whenever the view is updated with a schedule that compares unequal
    /// to the previous one (an equal schedule keeps its place). Entries must
    /// move forward in time: a repeated or earlier date ends the schedule. The
    /// views of `content` are laid out as in a `VStack` (centred, 8 points
    /// apart).
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        TimelineNode<Schedule, Content>(parent: parent, graph: graph)
    }
}

/// Information passed to a timeline view's content (SwiftUI's `TimelineViewDefaultContext`).
/// Not generic, so content closures infer their view type as in SwiftUI.
public struct TimelineViewDefaultContext {
    /// The date of the entry that triggered the update (or the current date, see `TimelineView`).
    public let date: Date
    /// How often the content is updated at most; always `.live` here (no low-power modes).
    public let cadence: Cadence

    /// Detail levels a view can adapt to (SwiftUI's `TimelineView.Context.Cadence`).
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }
}

/// A node that is woken by the graph at its next entry.
@MainActor
protocol ScheduledNode: AnyObject {
    /// The scene time of the next entry, if any.
    var nextEntryTime: TimeInterval? { get }
    /// Applies the next entry (its time has come).
    func applyNextEntry()
    /// Drops pending entries before `time`, keeping the last one not after it as the next
    /// (catching up after a stall without replaying every missed entry).
    func skipEntries(upTo time: TimeInterval)
}

@MainActor
final class TimelineNode<Schedule: TimelineSchedule, Content: View>: ContainerNode, ScheduledNode {
    private var schedule: Schedule?
    private var makeContent: ((TimelineViewDefaultContext) -> Content)?
    private var entries: Schedule.Entries.Iterator?
    private var pendingEntry: Date?
    private(set) var contextDate = Date(timeIntervalSinceReferenceDate: 0)

    var nextEntryTime: TimeInterval? { pendingEntry.map { graph.sceneTime(of: $0) } }

    override func update(with view: any View, context: UpdateContext) {
        let timeline = view as! TimelineView<Schedule, Content>
        recordUpdate(context)
        makeContent = timeline.content
        let isFirstSchedule = schedule == nil
        let scheduleChanged = schedule.map { !ViewComparison.isEqual($0, timeline.schedule) } ?? true
        if scheduleChanged {
            schedule = timeline.schedule
            restartSchedule()
            // A new timeline counts its entries from the frame it appears in (`ViewGraph.whenAppearing`).
            if isFirstSchedule { graph.whenAppearing { [weak self] in self?.startOnAppearance() } }
        }
        evaluate(transaction: context.transaction)
    }

    /// Starts the schedule from the current date: shows the last entry not after now (or now), keeps the next.
    private func restartSchedule() {
        let now = graph.currentDate
        contextDate = startSchedule(from: now) ?? now
    }

    /// Reads the schedule's entries from `now`: keeps the first after it as the
    /// next entry and returns the last one not after it (nil: none).
    private func startSchedule(from now: Date) -> Date? {
        guard let schedule else { return nil }
        var iterator = schedule.entries(from: now, mode: .normal).makeIterator()
        var shown: Date?
        var next: Date?
        // Skip entries in the past (bounded: a schedule may start long ago).
        var skipped = 0
        while let date = iterator.next() {
            if date > now { next = date; break }
            shown = date
            skipped += 1
            if skipped > 100_000 { break }
        }
        pendingEntry = next
        entries = iterator
        peeked = nil
        graph.registerScheduled(self)
        return shown
    }

    /// Starts the schedule again from the date of the frame the view appears in
    /// (when it was inserted before that frame's time). The content shown keeps its
    /// date unless an entry came between the insertion and the appearance.
    private func startOnAppearance() {
        guard isAttached else { return }
        let now = graph.currentDate
        guard now > contextDate else { return }
        if let shown = startSchedule(from: now), shown > contextDate {
            contextDate = shown
            recordUpdate(transaction: Transaction())
            evaluate(transaction: ._unanimated(.timelineEntry))
            graph.setNeedsLayout()
        }
    }

    private func evaluate(transaction: Transaction) {
        guard let makeContent else { return }
        let context = TimelineViewDefaultContext(date: contextDate, cadence: .live)
        let view = DependencyTracker.evaluate(as: self) { makeContent(context) }
        updateContent(view, context: UpdateContext(transaction: transaction, environment: environment))
    }

    /// State the content read changed: the content is evaluated again with the current date
    /// (SwiftUI refreshes with the current date too; here it is the scene's, which moves only
    /// between frames and entries, so the SwiftUI Lab article's flag trap converges instead of looping).
    override func reevaluate(transaction: Transaction) {
        recordUpdate(transaction: transaction)
        contextDate = max(contextDate, graph.currentDate)
        evaluate(transaction: transaction)
    }

    func applyNextEntry() {
        guard let entry = pendingEntry else { return }
        contextDate = entry
        pendingEntry = takeNextEntry()
        // A schedule must move forward; a repeated or earlier date ends it rather than spinning.
        if let next = pendingEntry, next <= entry { pendingEntry = nil }
        recordUpdate(transaction: Transaction())
        // Like any update: the content's nodes ask for layout when a size or a layout value
        // changed, and for a new display list when what they draw did, so an animation
        // schedule's entry that changes nothing visible costs no walk of the tree (issue 14).
        evaluate(transaction: ._unanimated(.timelineEntry))
    }

    func skipEntries(upTo time: TimeInterval) {
        var skipped = 0
        while let entry = pendingEntry, skipped < 100_000 {
            guard let next = peekEntry(), next > entry, graph.sceneTime(of: next) <= time else { return }
            peeked = nil
            pendingEntry = next
            skipped += 1
        }
    }

    /// An entry read ahead of `pendingEntry` and not yet used.
    private var peeked: Date?

    private func peekEntry() -> Date? {
        if peeked == nil { peeked = entries?.next() }
        return peeked
    }

    /// The entry after `pendingEntry`: the one read ahead, else the schedule's next.
    private func takeNextEntry() -> Date? {
        if let p = peeked {
            peeked = nil
            return p
        }
        return entries?.next()
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        StackLayout(axis: .vertical, alignment: 0.5, spacing: nil).sizeThatFits(proposal, items: items)
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        StackLayout(axis: .vertical, alignment: 0.5, spacing: nil)
            .place(items: items, in: rect, proposal: proposalAnswered(by: rect.size), for: self,
                   transaction: effectiveTransaction(inherited: transaction))
    }

    override func willUnmount() {
        super.willUnmount()
        graph.unregisterScheduled(self)
    }

    override var debugDescriptionName: String { "TimelineView(\(Schedule.self))" }
}

import Foundation
import LunaparkCore

/// The timeline views of one `ViewGraph` waiting for their next entry, and a
/// record of the entries applied (for the inspector).
///
/// Nodes are held weakly: a timeline that leaves the tree without
/// unregistering is forgotten at the next `prune()`.
@MainActor
final class TimelineScheduler {
    private struct WeakScheduled {
        weak var node: (any ScheduledNode)?
        /// When the timeline first registered: ties between entries due at the same time go to
        /// the earlier one (tree order at mount), never to the dictionary's hash order, which
        /// changes from process to process.
        let order: UInt64
    }
    private var scheduled: [ObjectIdentifier: WeakScheduled] = [:]
    private var registrations: UInt64 = 0

    /// The most recent entries applied (at most `recentLimit`): scene time and the timeline's content type.
    private(set) var recentEntries: [(time: TimeInterval, timeline: String)] = []
    /// How many entries `recentEntries` keeps.
    let recentLimit = 16
    /// Entries applied so far, in all timelines.
    private(set) var entriesApplied = 0

    func register(_ node: any ScheduledNode) {
        let key = ObjectIdentifier(node)
        if scheduled[key]?.node === node { return }
        registrations += 1
        scheduled[key] = WeakScheduled(node: node, order: registrations)
    }

    func unregister(_ node: any ScheduledNode) {
        scheduled.removeValue(forKey: ObjectIdentifier(node))
    }

    /// The earliest scene time at which an entry is due, nil when no timeline waits.
    var nextEntryTime: TimeInterval? {
        scheduled.values.compactMap { $0.node?.nextEntryTime }.min()
    }

    /// The timeline whose next entry is the earliest at or before `time`, with that entry's time;
    /// of entries due at the same time, the one of the timeline registered first.
    func earliestDue(upTo time: TimeInterval) -> (node: any ScheduledNode, time: TimeInterval)? {
        var earliest: (node: any ScheduledNode, time: TimeInterval, order: UInt64)?
        for entry in scheduled.values {
            guard let node = entry.node, let t = node.nextEntryTime, t <= time else { continue }
            if let best = earliest, (best.time, best.order) < (t, entry.order) { continue }
            earliest = (node, t, entry.order)
        }
        return earliest.map { ($0.node, $0.time) }
    }

    /// Counts an applied entry and remembers it among the recent ones.
    func recordApplied(at time: TimeInterval, timeline: String) {
        entriesApplied += 1
        recentEntries.append((time, timeline))
        if recentEntries.count > recentLimit { recentEntries.removeFirst() }
    }

    /// Forgets timelines that no longer exist.
    func prune() {
        scheduled = scheduled.filter { $0.value.node != nil }
    }
}

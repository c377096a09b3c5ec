import Foundation
import LunaparkCore

extension ViewGraph {
    func registerScheduled(_ node: any ScheduledNode) {
        timelines.register(node)
    }

    func unregisterScheduled(_ node: any ScheduledNode) {
        timelines.unregister(node)
    }

    /// The earliest scene time at which a scheduled update (a timeline entry) is due.
    public var nextScheduledTime: TimeInterval? { timelines.nextEntryTime }

    /// The most recent timeline entries applied: scene time and the timeline's content type.
    public var recentTimelineEntries: [(time: TimeInterval, timeline: String)] { timelines.recentEntries }

    /// Timeline entries applied so far, in all timeline views.
    public var timelineEntriesApplied: Int { timelines.entriesApplied }

    /// The date that scene time `time` stands for.
    public func date(atSceneTime time: TimeInterval) -> Date { referenceDate.addingTimeInterval(time) }

    /// The scene time of `date`.
    public func sceneTime(of date: Date) -> TimeInterval { date.timeIntervalSince(referenceDate) }

    /// The date of the current moment (the latest frame, event or entry).
    public var currentDate: Date { date(atSceneTime: currentTime) }

    /// How many entries of one timeline a frame applies before jumping to its latest due entry.
    static let catchUpEntriesPerFrame = 4

    /// How far after a frame's time an entry still belongs to that frame, seconds. Entries are
    /// `Date`s, seconds since 2001 in a `Double`, spaced 1.2e-7 s apart in the 2020s: a schedule
    /// that starts on a frame's time (`.periodic(from: .now, ...)` in `onAppear`) puts entries on
    /// later frames' times up to a few such steps late, and without the tolerance about half of
    /// them waited a whole frame (which also left their sounds a frame less to be scheduled in).
    static let entryTimeTolerance: TimeInterval = 1e-6

    /// Applies every timeline entry due by `time` (within `entryTimeTolerance`), in time order,
    /// each at its own time: the graph's current time is the entry's while its changes (and
    /// their actions) apply.
    func applyDueEntries(upTo frameTime: TimeInterval) {
        let time = frameTime + Self.entryTimeTolerance
        var guardCount = 0
        var appliedPerNode: [ObjectIdentifier: Int] = [:]
        while guardCount < 10_000 {
            guardCount += 1
            guard let (node, entryTime) = timelines.earliestDue(upTo: time) else { break }
            // After a stall a timeline catches up with a few entries, then jumps to the latest due one.
            let count = appliedPerNode[ObjectIdentifier(node), default: 0] + 1
            appliedPerNode[ObjectIdentifier(node)] = count
            if count == Self.catchUpEntriesPerFrame { node.skipEntries(upTo: time) }
            advanceTime(to: entryTime)
            AudioRouting.withEventTime(clock.hostTime(atScene: entryTime) ?? hostTime) {
                isUpdating = true
                passCounter += 1
                node.applyNextEntry()
                timelines.recordApplied(at: entryTime, timeline: (node as? ViewNode)?.debugDescriptionName ?? "timeline")
                layoutPass = passCounter
                isUpdating = false
                flushUpdates()
            }
        }
        timelines.prune()
    }
}

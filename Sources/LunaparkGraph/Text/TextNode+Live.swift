import Foundation
import LunaparkCore

/// A text showing a counting date (`Text(_:style:)` with `.relative`, `.offset` or `.timer`,
/// `Text(timerInterval:...)`) is woken by the graph's timeline scheduler when its string next
/// changes, as a `TimelineView` is, and formats itself again at that entry's date: the body
/// that made it is not evaluated again, and only this node is updated (its size can change).
extension TextNode: ScheduledNode {
    var nextEntryTime: TimeInterval? { liveChange.map { graph.sceneTime(of: $0) } }

    func applyNextEntry() {
        recordUpdate(transaction: Transaction())
        apply(shownText, transaction: Transaction())
    }

    /// Nothing to skip: the next change is counted from the date the text is formatted at.
    func skipEntries(upTo time: TimeInterval) {}
}

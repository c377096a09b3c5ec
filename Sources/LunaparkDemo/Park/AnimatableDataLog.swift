import Lunapark
import Observation

/// Records the values an animation writes into `animatableData`, so a scene
/// can show them. A shape or modifier calls `record(_:)` from its setter;
/// views reading `entries` are evaluated again when a value arrives
/// (Observation tracks the read).
@Observable
@MainActor
final class AnimatableDataLog {
    /// The latest values, oldest first, at most `capacity` of them.
    private(set) var entries: [String] = []
    /// How many values were written since the log was created.
    private(set) var count = 0
    let capacity: Int

    init(capacity: Int = 8) { self.capacity = capacity }

    func record(_ value: String) {
        count += 1
        entries.append("#\(count)  \(value)")
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }
}

/// Shows the log's latest entries in a monospaced column.
struct AnimatableDataLogView: View {
    let title: String
    let log: AnimatableDataLog

    var body: some View {
        LogColumn(title: title, placeholder: "(nothing yet: press the button)", entries: log.entries, width: 260)
    }
}

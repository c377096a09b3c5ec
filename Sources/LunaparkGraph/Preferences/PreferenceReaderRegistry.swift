import Foundation
import LunaparkCore

/// A node that reads the preference value of its content after each pass that may have
/// changed it (`onPreferenceChange`, `overlayPreferenceValue`, `backgroundPreferenceValue`).
@MainActor
protocol PreferenceReadingNode: ViewNode {
    /// Reads the content's value again and acts on a change; `transaction` is that of the
    /// pass that produced it (what a rebuilt overlay animates with).
    func readPreference(transaction: Transaction)
}

/// The mounted preference readers of a graph, and whether a pass since they last read may have
/// changed a value. Empty in most scenes, where preferences then cost nothing.
@MainActor
final class PreferenceReaderRegistry {
    private var readers: [ObjectIdentifier: any PreferenceReadingNode] = [:]
    /// Set by update passes, layouts and scrolling (values and anchors may have changed).
    var needsReading = true
    /// How many layouts in a row a reading asked for (see `readPreferencesAfterLayout()`).
    var layoutsAskedInARow = 0

    var isEmpty: Bool { readers.isEmpty }

    func add(_ reader: any PreferenceReadingNode) {
        readers[ObjectIdentifier(reader)] = reader
        needsReading = true
    }

    func remove(_ reader: any PreferenceReadingNode) {
        readers.removeValue(forKey: ObjectIdentifier(reader))
    }

    /// The readers, innermost first (an inner reader's overlay may set values an outer one reads),
    /// in the order they were made at one depth.
    var innermostFirst: [any PreferenceReadingNode] {
        readers.values.sorted { ($0.depth, $1.nodeID) > ($1.depth, $0.nodeID) }
    }
}

extension ViewGraph {
    /// Lets every preference reader read its content's value, when a pass since the last reading
    /// may have changed one. A reader that rebuilds views asks for layout (`setNeedsLayout()`).
    func readPreferences() {
        guard preferenceReaders.needsReading else { return }
        preferenceReaders.needsReading = false
        guard !preferenceReaders.isEmpty else { return }
        let transaction = pendingLayoutTransaction
        for reader in preferenceReaders.innermostFirst where reader.isAttached {
            reader.readPreference(transaction: transaction)
        }
    }
}

extension ViewGraph {
    /// Lets the preference readers read after a layout. When one rebuilt views, lays the tree
    /// out again in the same transaction (which ends the pass) and returns true; at most twice in
    /// a row: a value that keeps changing is read again after the next pass.
    func readPreferencesAfterLayout() -> Bool {
        guard !preferenceReaders.isEmpty else { return false }
        preferenceReaders.needsReading = true
        readPreferences()
        guard needsLayout, preferenceReaders.layoutsAskedInARow < 2 else {
            preferenceReaders.layoutsAskedInARow = 0
            return false
        }
        preferenceReaders.layoutsAskedInARow += 1
        layout()
        return true
    }
}

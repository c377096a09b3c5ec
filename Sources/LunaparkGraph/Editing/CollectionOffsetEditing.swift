import Foundation

// SwiftUI's collection helpers for `onDelete(perform:)` and `onMove(perform:)`: they take the
// `IndexSet` of offsets (positions counted from the collection's start, 0..<count) a list
// hands its actions. Apple traps on an offset out of range; here such offsets are skipped
// with one line on standard error, and a destination past the end is taken as the end.

extension RangeReplaceableCollection {
    /// Removes the elements at `offsets` (SwiftUI's `remove(atOffsets:)`), keeping the others
    /// in order. Offsets outside `0..<count` are ignored (reported on standard error).
    public mutating func remove(atOffsets offsets: IndexSet) {
        let valid = offsetsInRange(offsets, count: count, operation: "remove(atOffsets:)")
        // From the last run backwards, so the earlier offsets still point at their elements.
        for run in valid.rangeView.reversed() {
            let lower = index(startIndex, offsetBy: run.lowerBound)
            let upper = index(lower, offsetBy: run.count)
            removeSubrange(lower..<upper)
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so that they stand, in their order, just before the
    /// element that was at offset `destination` (SwiftUI's `move(fromOffsets:toOffset:)`;
    /// `destination == count` moves them to the end). The other elements keep their order.
    /// `destination` counts in the collection before the move, so moving offset 0 of
    /// `[a, b, c]` to 2 gives `[b, a, c]`, and to 3 gives `[b, c, a]`. Offsets outside
    /// `0..<count` are ignored and a destination past the end is the end (both reported on
    /// standard error).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let total = count
        let moved = offsetsInRange(source, count: total, operation: "move(fromOffsets:toOffset:)")
        if destination < 0 || destination > total {
            reportOffsetProblem("move(fromOffsets:toOffset:): destination \(destination) is outside 0...\(total); using \(Swift.min(Swift.max(destination, 0), total))")
        }
        let target = Swift.min(Swift.max(destination, 0), total)
        guard !moved.isEmpty else { return }
        // The stable result: the others before `target`, the moved ones, the others from `target`.
        var before: [Element] = [], movedElements: [Element] = [], after: [Element] = []
        for (offset, element) in self.enumerated() {
            if moved.contains(offset) {
                movedElements.append(element)
            } else if offset < target {
                before.append(element)
            } else {
                after.append(element)
            }
        }
        var position = startIndex
        for element in before + movedElements + after {
            self[position] = element
            formIndex(after: &position)
        }
    }
}

/// `offsets` without those outside `0..<count`, which are reported.
private func offsetsInRange(_ offsets: IndexSet, count: Int, operation: String) -> IndexSet {
    let valid = offsets.intersection(IndexSet(integersIn: 0..<max(count, 0)))
    if valid.count != offsets.count {
        let outside = offsets.subtracting(valid).map(String.init).joined(separator: ", ")
        reportOffsetProblem("\(operation): offsets \(outside) are outside 0..<\(count); ignored")
    }
    return valid
}

private func reportOffsetProblem(_ message: String) {
    FileHandle.standardError.write(Data("lunapark: \(message)\n".utf8))
}

import Foundation

/// The last `capacity` values of a measurement (a ring), with order statistics.
struct RecentSamples: Sendable {
    let capacity: Int
    private(set) var values: [Double] = []
    private var next = 0

    init(capacity: Int) {
        precondition(capacity > 0, "a sample window holds at least one value")
        self.capacity = capacity
        values.reserveCapacity(capacity)
    }

    var count: Int { values.count }

    mutating func append(_ value: Double) {
        if values.count < capacity {
            values.append(value)
        } else {
            values[next] = value
        }
        next = (next + 1) % capacity
    }

    /// The value below which a fraction `p` (0...1) of the samples lie (nearest rank), nil when empty.
    func percentile(_ p: Double) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Int((p * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// The arithmetic mean, nil when empty.
    var mean: Double? { values.isEmpty ? nil : values.reduce(0, +) / Double(values.count) }

    /// The values in the order they were recorded, oldest first.
    var chronological: [Double] {
        values.count < capacity ? values : Array(values[next...] + values[..<next])
    }
}

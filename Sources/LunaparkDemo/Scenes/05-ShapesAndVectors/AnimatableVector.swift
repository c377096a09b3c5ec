import Lunapark

// The AnimatableData tutorial, VectorArithmetic.
//
// Any type that can be added, subtracted and scaled can be animated. This
// vector holds any number of values, so a chart with any number of points
// can animate as one `animatableData`. The article used vDSP; plain loops do
// the same here. One deliberate difference: the article combined two vectors
// over their common length only, so animating from `.zero` (one element)
// to four values collapsed the difference to a single value. Here missing
// components count as 0, so the empty vector is the zero of every length
// and the chart grows out of the baseline.

/// A vector of any length; a missing component counts as 0.
struct AnimatableVector: VectorArithmetic {
    var values: [Double]

    init(values: [Double]) { self.values = values }

    /// The empty vector: zero for every length.
    static var zero: AnimatableVector { AnimatableVector(values: []) }

    static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        combine(lhs, rhs, +)
    }

    static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        combine(lhs, rhs, -)
    }

    mutating func scale(by rhs: Double) {
        for index in values.indices { values[index] *= rhs }
    }

    var magnitudeSquared: Double {
        var sum = 0.0
        for value in values { sum += value * value }
        return sum
    }

    /// Equal when they differ only by trailing zeros (so `.zero` equals any all-zero vector).
    static func == (lhs: AnimatableVector, rhs: AnimatableVector) -> Bool {
        let count = max(lhs.values.count, rhs.values.count)
        for index in 0..<count where lhs.component(index) != rhs.component(index) { return false }
        return true
    }

    private func component(_ index: Int) -> Double { index < values.count ? values[index] : 0 }

    private static func combine(_ lhs: AnimatableVector, _ rhs: AnimatableVector,
                                _ operation: (Double, Double) -> Double) -> AnimatableVector {
        let count = max(lhs.values.count, rhs.values.count)
        var result = [Double](repeating: 0, count: count)
        for index in 0..<count { result[index] = operation(lhs.component(index), rhs.component(index)) }
        return AnimatableVector(values: result)
    }
}

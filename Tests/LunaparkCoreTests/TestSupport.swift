import Foundation
import Testing

/// Records a failure unless `actual` is within `tolerance` of `expected`
/// (absolute below 1, relative above).
func expectClose(_ actual: Double, _ expected: Double, _ tolerance: Double = 1e-9,
                 _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    let scale = max(1, abs(expected))
    let ok = abs(actual - expected) <= tolerance * scale || (actual.isInfinite && actual == expected)
    #expect(ok, "\(actual) is not within \(tolerance) of \(expected)\(comment.map { ": \($0)" } ?? "")",
            sourceLocation: sourceLocation)
}

import Foundation
import Testing
@testable import LunaparkCore

/// The Habr article's two-component vector, unchanged.
struct MyAnimatableVector: VectorArithmetic {
    static func - (lhs: MyAnimatableVector, rhs: MyAnimatableVector) -> MyAnimatableVector {
        MyAnimatableVector(position: lhs.position - rhs.position, height: lhs.height - rhs.height)
    }

    static func + (lhs: MyAnimatableVector, rhs: MyAnimatableVector) -> MyAnimatableVector {
        MyAnimatableVector(position: lhs.position + rhs.position, height: lhs.height + rhs.height)
    }

    mutating func scale(by rhs: Double) {
        self.position = self.position * CGFloat(rhs)
        self.height = self.height * CGFloat(rhs)
    }

    var magnitudeSquared: Double{
         Double(self.position * self.position) + Double(self.height * self.height)
    }

    static var zero: MyAnimatableVector{
        MyAnimatableVector(position: 0, height: 0)
    }

    var position: CGFloat
    var height: CGFloat

    static func -= (lhs: inout MyAnimatableVector, rhs: MyAnimatableVector) {
        lhs = lhs - rhs
    }

    static func += (lhs: inout MyAnimatableVector, rhs: MyAnimatableVector) {
        lhs = lhs + rhs
    }
}

/// The AnimatableData tutorial's variable-length vector with vDSP replaced by plain loops (and
/// `zero` made `nonisolated(unsafe)`, which Swift 6 requires of a mutable static).
struct AnimatableVector: VectorArithmetic {
    nonisolated(unsafe) static var zero = AnimatableVector(values: [0.0])

    static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        let count = min(lhs.values.count, rhs.values.count)
        return AnimatableVector(values: (0..<count).map { lhs.values[$0] + rhs.values[$0] })
    }

    static func += (lhs: inout AnimatableVector, rhs: AnimatableVector) {
        let count = min(lhs.values.count, rhs.values.count)
        for i in 0..<count { lhs.values[i] += rhs.values[i] }
    }

    static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        let count = min(lhs.values.count, rhs.values.count)
        return AnimatableVector(values: (0..<count).map { lhs.values[$0] - rhs.values[$0] })
    }

    static func -= (lhs: inout AnimatableVector, rhs: AnimatableVector) {
        let count = min(lhs.values.count, rhs.values.count)
        for i in 0..<count { lhs.values[i] -= rhs.values[i] }
    }

    var values: [Double]

    mutating func scale(by rhs: Double) {
        values = values.map { rhs * $0 }
    }

    var magnitudeSquared: Double {
        values.map { $0 * $0 }.reduce(0, +)
    }
}

@Suite struct VectorArithmeticTests {
    @Test func scalarConformances() {
        var d = 3.0
        d.scale(by: -2)
        #expect(d == -6)
        #expect(d.magnitudeSquared == 36)

        var f: Float = 1.5
        f.scale(by: 2)
        #expect(f == 3)
        #expect(f.magnitudeSquared == 9)

        var c: CGFloat = 4
        c.scale(by: 0.25)
        #expect(c == 1)
        #expect(CGFloat(-3).magnitudeSquared == 9)
        #expect(Double.zero == 0 && Float.zero == 0 && CGFloat.zero == 0)
    }

    @Test func scaledAndInterpolated() {
        #expect(5.0.scaled(by: 3) == 15)
        // a + (b - a)·t: 10 + (20 - 10)·0.25 = 12.5; t = 1.5 extrapolates to 25.
        #expect(10.0.interpolated(towards: 20, amount: 0.25) == 12.5)
        #expect(10.0.interpolated(towards: 20, amount: 1.5) == 25)
        var v = 2.0
        v.interpolate(towards: 4, amount: 0.5)
        #expect(v == 3)
    }

    @Test func animatablePairOperations() {
        let a = AnimatablePair(1.0, AnimatablePair(CGFloat(2), Float(3)))
        let b = AnimatablePair(4.0, AnimatablePair(CGFloat(-1), Float(0.5)))
        let sum = a + b
        #expect(sum.first == 5 && sum.second.first == 1 && sum.second.second == 3.5)
        let difference = a - b
        #expect(difference.first == -3 && difference.second.first == 3 && difference.second.second == 2.5)
        var scaled = a
        scaled.scale(by: 2)
        #expect(scaled == AnimatablePair(2.0, AnimatablePair(CGFloat(4), Float(6))))
        // 1² + 2² + 3² = 14: the Euclidean norm of the concatenated vector.
        #expect(a.magnitudeSquared == 14)
        var accumulated = a
        accumulated += b
        accumulated -= b
        #expect(accumulated == a)
        #expect(AnimatablePair<Double, Double>.zero == AnimatablePair(0, 0))
    }

    @Test func emptyAnimatableDataIsInert() {
        var e = EmptyAnimatableData()
        e.scale(by: 10)
        #expect(e == .zero)
        #expect((e + e - e).magnitudeSquared == 0)
    }

    @Test func articleVectorsAnimateThroughTheEngine() {
        // The Habr article: shown = target - interval + interval·progress.
        let from = MyAnimatableVector(position: 10, height: 100)
        let to = MyAnimatableVector(position: 30, height: 50)
        var context = AnimationContext<MyAnimatableVector>()
        let covered = Animation.linear(duration: 1).animate(value: to - from, time: 0.25, context: &context)!
        let shown = to - (to - from) + covered
        #expect(shown.position == 15 && shown.height == 87.5)

        // The AnimatableData tutorial: a variable-length vector under easeInOut: at t = d/2 the
        // curve gives exactly 1/2 (it is point-symmetric about (0.5, 0.5)).
        let target = AnimatableVector(values: [50, 100, 75, 100])
        var context3 = AnimationContext<AnimatableVector>()
        let half = Animation.easeInOut.animate(value: target, time: 0.175, context: &context3)!
        for (value, expected) in zip(half.values, [25.0, 50, 37.5, 50]) { expectClose(value, expected, 1e-9) }
        let squares: Double = 2500 + 10_000 + 5625 + 10_000  // 50² + 100² + 75² + 100²
        #expect(target.magnitudeSquared == squares)
    }
}

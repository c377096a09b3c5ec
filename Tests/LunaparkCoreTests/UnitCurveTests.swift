import Foundation
import Testing
@testable import LunaparkCore

/// The cubic Bézier from (0,0) to (1,1) in Bernstein form, independent of
/// the solver's Horner coefficients: B(s) = 3(1-s)²s·P1 + 3(1-s)s²·P2 + s³,
/// B'(s) = 3(1-s)²·P1 + 6(1-s)s·(P2 - P1) + 3s²·(1 - P2).
private func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> (point: Double, derivative: Double) {
    let u = 1 - s
    return (3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s,
            3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2))
}

@Suite struct UnitCurveTests {
    static let beziers: [(name: String, curve: UnitCurve, p1: (Double, Double), p2: (Double, Double))] = [
        ("easeIn", .easeIn, (0.42, 0), (1, 1)),
        ("easeOut", .easeOut, (0, 0), (0.58, 1)),
        ("easeInOut", .easeInOut, (0.42, 0), (0.58, 1)),
        ("overshoot", .bezier(startControlPoint: UnitPoint(x: 0.3, y: -0.6), endControlPoint: UnitPoint(x: 0.7, y: 1.6)),
         (0.3, -0.6), (0.7, 1.6)),
        ("steep", .bezier(startControlPoint: UnitPoint(x: 0.05, y: 0.9), endControlPoint: UnitPoint(x: 0.2, y: 1)),
         (0.05, 0.9), (0.2, 1)),
    ]

    @Test func bezierValuesMatchBernsteinPoints() {
        for (name, curve, p1, p2) in Self.beziers {
            for k in 1..<40 {
                let s = Double(k) / 40
                let x = bernstein(p1.0, p2.0, s), y = bernstein(p1.1, p2.1, s)
                expectClose(curve.value(at: x.point), y.point, 1e-6, "\(name) value at s=\(s)")
                expectClose(curve.velocity(at: x.point), y.derivative / x.derivative, 1e-5, "\(name) slope at s=\(s)")
            }
            #expect(curve.value(at: 0) == 0, "\(name)")
            expectClose(curve.value(at: 1), 1, 1e-9)
        }
    }

    @Test func linearIsIdentity() {
        for k in 0...20 {
            let x = Double(k) / 20
            expectClose(UnitCurve.linear.value(at: x), x, 1e-9)
            expectClose(UnitCurve.linear.velocity(at: x), 1, 1e-6)
        }
    }

    @Test func overshootLeavesUnitRange() {
        let curve = Self.beziers[3].curve
        let values = (0...100).map { curve.value(at: Double($0) / 100) }
        #expect(values.min()! < -0.05)
        #expect(values.max()! > 1.05)
    }

    @Test func progressIsClamped() {
        #expect(UnitCurve.easeIn.value(at: -3) == 0)
        expectClose(UnitCurve.easeIn.value(at: 7), 1)
        expectClose(UnitCurve.easeOut.velocity(at: -1), UnitCurve.easeOut.velocity(at: 0))
    }

    @Test func endpointSlopesUseTheLimit() {
        // easeOut: P1 = P0 = (0,0), so B'(0) = 0 in both coordinates; the slope
        // is the ratio of second derivatives, B''(0) = 6·(P2 - 2P1 + P0) = 6·P2:
        // 1 / 0.58.
        expectClose(UnitCurve.easeOut.velocity(at: 0), 1 / 0.58, 1e-6)
        // easeIn: P2 = P3 = (1,1), so B'(1) = 0 too, and B''(1) = 6·(P3 - 2P2 + P1)
        // = 6·(P1 - (1,1)): slope (0 - 1)/(0.42 - 1) = 1/0.58.
        expectClose(UnitCurve.easeIn.velocity(at: 1), 1 / 0.58, 1e-6)
        // easeInOut starts flat: B'(0) = 3·P1 = (1.26, 0).
        expectClose(UnitCurve.easeInOut.velocity(at: 0), 0, 1e-9)
    }

    @Test func circularCurvesFollowTheirFormulas() {
        for k in 0...20 {
            let x = Double(k) / 20
            expectClose(UnitCurve.circularEaseIn.value(at: x), 1 - (1 - x * x).squareRoot(), 1e-12)
            expectClose(UnitCurve.circularEaseOut.value(at: x), (1 - (x - 1) * (x - 1)).squareRoot(), 1e-12)
            let inOut = x < 0.5 ? (1 - (1 - (2 * x) * (2 * x)).squareRoot()) / 2
                                : ((1 - (2 * x - 2) * (2 * x - 2)).squareRoot() + 1) / 2
            expectClose(UnitCurve.circularEaseInOut.value(at: x), inOut, 1e-12)
        }
        // d/dx (1 - √(1 - x²)) = x/√(1 - x²); at 0.6: 0.6/0.8 = 0.75.
        expectClose(UnitCurve.circularEaseIn.velocity(at: 0.6), 0.75, 1e-12)
        // d/dx √(1 - (x-1)²) = (1 - x)/√(1 - (x-1)²); at 0.4: 0.6/0.8 = 0.75.
        expectClose(UnitCurve.circularEaseOut.velocity(at: 0.4), 0.75, 1e-12)
        // In-out at 0.3 is half the ease-in at 0.6: slope (1/2)·2·(0.6/0.8) = 0.75; 0.7 mirrors it.
        expectClose(UnitCurve.circularEaseInOut.velocity(at: 0.3), 0.75, 1e-12)
        expectClose(UnitCurve.circularEaseInOut.velocity(at: 0.7), 0.75, 1e-12)
    }

    @Test func velocityMatchesFiniteDifferences() {
        let curves: [UnitCurve] = [.easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut,
                                   .circularEaseInOut, .circularEaseInOut.inverse, Self.beziers[3].curve]
        let h = 1e-6
        for curve in curves {
            for k in 1..<20 {
                let x = Double(k) / 20 + 0.013
                let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
                expectClose(curve.velocity(at: x), numeric, 1e-4, "\(curve) at \(x)")
            }
        }
    }

    @Test func inverseUndoesTheCurve() {
        let curves: [UnitCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut,
                                   .circularEaseInOut, Self.beziers[4].curve]
        for curve in curves {
            #expect(curve.inverse.inverse == curve)
            for k in 1..<20 {
                let x = Double(k) / 20
                expectClose(curve.inverse.value(at: curve.value(at: x)), x, 1e-6, "\(curve) at \(x)")
            }
        }
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.easeIn.inverse == .bezier(startControlPoint: UnitPoint(x: 0, y: 0.42),
                                                    endControlPoint: UnitPoint(x: 1, y: 1)))
    }
}

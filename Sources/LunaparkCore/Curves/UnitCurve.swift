import Foundation

/// A function from progress in 0...1 to a value, usually also in 0...1, that
/// gives an animation its pace (SwiftUI's `UnitCurve`).
///
/// Every curve passes through (0, 0) and (1, 1). Bézier curves whose y
/// control values lie outside 0...1 overshoot: their value leaves 0...1
/// in between.
@frozen
public struct UnitCurve: Hashable, Sendable {
    @usableFromInline
    enum Storage: Hashable, Sendable {
        /// Control points as given (for `inverse` and equality) and the solver.
        case bezier(p1: UnitPoint, p2: UnitPoint, solver: CubicBezierSolver)
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        /// The inverse of `circularEaseInOut`: fast, slow in the middle, fast.
        case circularEaseOutIn
    }

    @usableFromInline
    let storage: Storage

    @usableFromInline
    init(storage: Storage) { self.storage = storage }

    /// A cubic Bézier curve from (0, 0) to (1, 1) through the given inner
    /// control points (CSS `cubic-bezier(p1.x, p1.y, p2.x, p2.y)`).
    ///
    /// The x coordinates of the control points are clamped to 0...1 when
    /// evaluating, so that the curve stays a function of progress; the y
    /// coordinates are free, and values outside 0...1 make the curve
    /// overshoot (or undershoot) its end points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(storage: .bezier(
            p1: startControlPoint, p2: endControlPoint,
            solver: CubicBezierSolver(p1x: Double(startControlPoint.x), p1y: Double(startControlPoint.y),
                                      p2x: Double(endControlPoint.x), p2y: Double(endControlPoint.y))))
    }

    /// Constant speed: `value(at: x) == x`. The Bézier (0, 0), (1, 1).
    public static let linear = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))

    /// Starts slowly, speeds up to the end: Bézier (0.42, 0), (1, 1), the
    /// control points of Core Animation's `easeIn`.
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))

    /// Starts quickly, slows down at the end: Bézier (0, 0), (0.58, 1).
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

    /// Slow, fast in the middle, slow: Bézier (0.42, 0), (0.58, 1).
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

    /// A quarter circle that starts slowly: `1 - sqrt(1 - x²)`.
    public static let circularEaseIn = UnitCurve(storage: .circularEaseIn)

    /// A quarter circle that starts quickly: `sqrt(1 - (x - 1)²)`.
    public static let circularEaseOut = UnitCurve(storage: .circularEaseOut)

    /// `circularEaseIn` compressed into the first half and `circularEaseOut`
    /// into the second: `(1 - sqrt(1 - 4x²)) / 2` below 0.5,
    /// `(sqrt(1 - (2x - 2)²) + 1) / 2` from 0.5.
    public static let circularEaseInOut = UnitCurve(storage: .circularEaseInOut)

    /// The value (y) of the curve at `progress` (x), which is clamped to 0...1.
    @inlinable
    public func value(at progress: Double) -> Double {
        let x = progress.isNaN ? 0 : min(max(progress, 0), 1)
        switch storage {
        case let .bezier(_, _, solver):
            return solver.value(atX: x)
        case .circularEaseIn:
            return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut:
            return ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            if x < 0.5 { return (1 - (1 - 4 * x * x).squareRoot()) / 2 }
            let u = 2 * x - 2
            return ((1 - u * u).squareRoot() + 1) / 2
        case .circularEaseOutIn:
            if x < 0.5 {
                let w = 1 - 2 * x
                return (1 - w * w).squareRoot() / 2
            }
            let w = 2 * x - 1
            return 1 - (1 - w * w).squareRoot() / 2
        }
    }

    /// The slope dy/dx of the curve at `progress` (clamped to 0...1): the
    /// speed of an animation using the curve, in units of its whole change
    /// per unit of progress. Circular curves have vertical tangents at some
    /// end points, where this is `+infinity`.
    @inlinable
    public func velocity(at progress: Double) -> Double {
        let x = progress.isNaN ? 0 : min(max(progress, 0), 1)
        switch storage {
        case let .bezier(_, _, solver):
            return solver.slope(atX: x)
        case .circularEaseIn:
            return x / (1 - x * x).squareRoot()
        case .circularEaseOut:
            return (1 - x) / ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            if x < 0.5 { return 2 * x / (1 - 4 * x * x).squareRoot() }
            let u = 2 * x - 2
            return -u / (1 - u * u).squareRoot()
        case .circularEaseOutIn:
            let w = x < 0.5 ? 1 - 2 * x : 2 * x - 1
            return w / (1 - w * w).squareRoot()
        }
    }

    /// The curve with x and y swapped, so that
    /// `curve.inverse.value(at: curve.value(at: x)) == x`: it answers "at
    /// which progress does the curve reach this value?".
    ///
    /// A Bézier's inverse swaps the coordinates of its control points; the
    /// circular ease-in and ease-out are each other's inverse. The inverse
    /// of an overshooting curve is not a function of progress; its control x
    /// values are clamped to 0...1 when evaluated.
    public var inverse: UnitCurve {
        switch storage {
        case let .bezier(p1, p2, _):
            return .bezier(startControlPoint: UnitPoint(x: p1.y, y: p1.x),
                           endControlPoint: UnitPoint(x: p2.y, y: p2.x))
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return UnitCurve(storage: .circularEaseOutIn)
        case .circularEaseOutIn: return .circularEaseInOut
        }
    }
}

extension UnitCurve: CustomStringConvertible {
    /// `bezier((x1, y1), (x2, y2))` or the circular curve's name.
    public var description: String {
        switch storage {
        case let .bezier(p1, p2, _): return "bezier((\(p1.x), \(p1.y)), (\(p2.x), \(p2.y)))"
        case .circularEaseIn: return "circularEaseIn"
        case .circularEaseOut: return "circularEaseOut"
        case .circularEaseInOut: return "circularEaseInOut"
        case .circularEaseOutIn: return "circularEaseInOut.inverse"
        }
    }
}

import Foundation
import LunaparkCore
import LunaparkGraph
import XCTest

/// Path geometry. Expected values are derived in the comments; y points down.
final class PathTests: XCTestCase {
    private func assertPoint(_ p: CGPoint?, _ x: Double, _ y: Double, accuracy: Double = 1e-9,
                             file: StaticString = #filePath, line: UInt = #line) {
        guard let p else { return XCTFail("no point", file: file, line: line) }
        XCTAssertEqual(Double(p.x), x, accuracy: accuracy, "x of \(p)", file: file, line: line)
        XCTAssertEqual(Double(p.y), y, accuracy: accuracy, "y of \(p)", file: file, line: line)
    }

    private func endPoint(_ element: Path.Element) -> CGPoint? {
        switch element {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
        case .closeSubpath: nil
        }
    }

    private func curveCount(_ path: Path) -> Int {
        path.elements.filter { if case .curve = $0 { true } else { false } }.count
    }

    func testEmptyPath() {
        let path = Path()
        XCTAssertTrue(path.isEmpty)
        XCTAssertNil(path.currentPoint)
        XCTAssertTrue(path.boundingRect.isNull)
        XCTAssertFalse(path.contains(.zero))
    }

    func testRectElementsRunClockwiseOnScreenFromTopLeft() {
        let path = Path(CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(path.elements, [
            .move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 40, y: 20)),
            .line(to: CGPoint(x: 40, y: 60)), .line(to: CGPoint(x: 10, y: 60)), .closeSubpath,
        ])
        XCTAssertEqual(path.boundingRect, CGRect(x: 10, y: 20, width: 30, height: 40))
        // Core Graphics: after closing, the current point is the subpath's start.
        XCTAssertEqual(path.currentPoint, CGPoint(x: 10, y: 20))
    }

    func testBuildingRules() {
        var path = Path()
        path.addLine(to: CGPoint(x: 5, y: 5))  // no current point: becomes a move (cairo's rule)
        XCTAssertEqual(path.elements, [.move(to: CGPoint(x: 5, y: 5))])
        path.move(to: CGPoint(x: 1, y: 1))  // a second move replaces a lone move
        XCTAssertEqual(path.elements, [.move(to: CGPoint(x: 1, y: 1))])
        path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        path.closeSubpath()
        path.closeSubpath()  // closing twice adds nothing
        path.addLine(to: CGPoint(x: -5, y: 0))  // after a close, a new subpath starts at the old start
        XCTAssertEqual(path.elements, [
            .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10)),
            .closeSubpath, .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: -5, y: 0)),
        ])
        let built = Path { p in
            p.move(to: .zero)
            p.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 5))
        }
        var visited: [Path.Element] = []
        built.forEach { visited.append($0) }
        XCTAssertEqual(visited, [.move(to: .zero), .quadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 5))])
    }

    func testEllipseStartsAtThreeOClockAndTurnsClockwiseOnScreen() {
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(curveCount(path), 4)
        assertPoint(endPoint(path.elements[0]), 100, 50)  // (maxX, midY)
        assertPoint(endPoint(path.elements[1]), 50, 100)  // then 6 o'clock: increasing angle, y down
        // The cubic's midpoint (P0 + 3C1 + 3C2 + P3)/8 lies exactly on the circle
        // when k = 4/3·tan(θ/4): for θ = 90°, x = (4 + 3k)/8 = cos 45°.
        guard case .curve(let p3, let c1, let c2) = path.elements[1] else { return XCTFail() }
        let mid = CGPoint(x: (100 + 3 * c1.x + 3 * c2.x + p3.x) / 8, y: (50 + 3 * c1.y + 3 * c2.y + p3.y) / 8)
        XCTAssertEqual(hypot(mid.x - 50, mid.y - 50), 50, accuracy: 1e-9)
        XCTAssertEqual(Double(c1.y - 50), 50 * 4 / 3 * tan(Double.pi / 8), accuracy: 1e-9)
        // Tight bounds: the extrema are the four cardinal points.
        let bounds = path.boundingRect
        XCTAssertEqual(Double(bounds.minX), 0, accuracy: 1e-9)
        XCTAssertEqual(Double(bounds.maxX), 100, accuracy: 1e-9)
        XCTAssertEqual(Double(bounds.minY), 0, accuracy: 1e-9)
        XCTAssertEqual(Double(bounds.maxY), 100, accuracy: 1e-9)
        XCTAssertEqual(path.elements.last, .closeSubpath)
    }

    func testArcClockwiseFalseTurnsClockwiseOnScreen() {
        // From 0° to 90° with increasing angles: a quarter through the lower right (y > 0).
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        XCTAssertEqual(curveCount(path), 1)
        assertPoint(endPoint(path.elements[0]), 10, 0)
        assertPoint(path.currentPoint, 0, 10)
        guard case .curve(_, let c1, _) = path.elements[1] else { return XCTFail() }
        XCTAssertGreaterThan(c1.y, 0)
    }

    func testArcClockwiseTrueTurnsCounterClockwiseOnScreen() {
        // From 0° to 90° with decreasing angles: a sweep of −270° through the top (y = −10) at −90°.
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        XCTAssertEqual(curveCount(path), 3)
        assertPoint(endPoint(path.elements[1]), 0, -10)
        assertPoint(endPoint(path.elements[2]), -10, 0)
        assertPoint(path.currentPoint, 0, 10)
    }

    func testArcFullTurnAndLineFromCurrentPoint() {
        var path = Path()
        path.move(to: CGPoint(x: -5, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        XCTAssertEqual(path.elements[1], .line(to: CGPoint(x: 10, y: 0)))
        XCTAssertEqual(curveCount(path), 4)
        assertPoint(path.currentPoint, 10, 0)
        // Equal angles draw nothing but the joining line.
        var empty = Path()
        empty.addArc(center: .zero, radius: 10, startAngle: .degrees(30), endAngle: .degrees(30), clockwise: false)
        XCTAssertEqual(curveCount(empty), 0)
    }

    func testRelativeArc() {
        var path = Path()
        path.addRelativeArc(center: CGPoint(x: 5, y: 5), radius: 10, startAngle: .zero, delta: .degrees(180))
        XCTAssertEqual(curveCount(path), 2)
        assertPoint(endPoint(path.elements[1]), 5, 15)  // 90°: below the centre
        assertPoint(path.currentPoint, -5, 5)
        // A transform maps the arc: scale by 2 doubles the end point's coordinates.
        var scaled = Path()
        scaled.addRelativeArc(center: CGPoint(x: 5, y: 5), radius: 10, startAngle: .zero, delta: .degrees(180),
                              transform: CGAffineTransform(scaleX: 2, y: 2))
        assertPoint(scaled.currentPoint, -10, 10)
    }

    func testTangentArcRoundsACorner() {
        // Corner at (10, 0) between the x axis and the line down to (10, 10); radius 5:
        // the circle touching both lines has centre (5, 5) and touches them at (5, 0) and (10, 5).
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        assertPoint(endPoint(path.elements[1]), 5, 0)
        XCTAssertEqual(curveCount(path), 1)
        assertPoint(path.currentPoint, 10, 5, accuracy: 1e-9)
        // Its midpoint is the circle point at −45°: (5 + 5/√2, 5 − 5/√2).
        guard case .curve(let p3, let c1, let c2) = path.elements[2] else { return XCTFail() }
        let mid = CGPoint(x: (5 + 3 * c1.x + 3 * c2.x + p3.x) / 8, y: (0 + 3 * c1.y + 3 * c2.y + p3.y) / 8)
        assertPoint(mid, 5 + 5 / 2.0.squareRoot(), 5 - 5 / 2.0.squareRoot(), accuracy: 1e-9)
        // The same corner built scaled by 2 ends at the scaled tangent point (20, 10).
        var scaled = Path()
        scaled.move(to: .zero)
        scaled.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5,
                      transform: CGAffineTransform(scaleX: 2, y: 2))
        assertPoint(endPoint(scaled.elements[1]), 10, 0)
        assertPoint(scaled.currentPoint, 20, 10)
        // Collinear points: only a line to the corner.
        var straight = Path()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        XCTAssertEqual(straight.elements, [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0))])
    }

    func testBoundingRectIsTightNotControlPoints() {
        // B(t) = (1−t)²·(0,0) + 2t(1−t)·(50,100) + t²·(100,0) peaks at t = ½: y = ½·100 = 50.
        let quad = Path { p in
            p.move(to: .zero)
            p.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        }
        XCTAssertEqual(quad.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50))
        // Cubic with controls at y = 100: y(t) = 300t(1−t)² + 300t²(1−t) = 300t(1−t), max 75 at t = ½.
        let cubic = Path { p in
            p.move(to: .zero)
            p.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        }
        XCTAssertEqual(Double(cubic.boundingRect.maxY), 75, accuracy: 1e-9)
    }

    func testRoundedRect() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let path = Path(roundedRect: rect, cornerRadius: 10)
        XCTAssertEqual(curveCount(path), 4)
        assertPoint(endPoint(path.elements[0]), 10, 0)
        let bounds = path.boundingRect
        XCTAssertEqual(Double(bounds.width), 100, accuracy: 1e-9)
        XCTAssertEqual(Double(bounds.height), 60, accuracy: 1e-9)
        // The corner point (1, 1) is 9·√2 ≈ 12.7 from the corner centre (10, 10): outside;
        // (4, 4) is 6·√2 ≈ 8.5 away: inside.
        XCTAssertFalse(path.contains(CGPoint(x: 1, y: 1)))
        XCTAssertTrue(path.contains(CGPoint(x: 4, y: 4)))
        // A radius beyond half the short side clamps to 30: a capsule, whose left end is a half circle.
        let capsule = Path(roundedRect: rect, cornerRadius: 80)
        XCTAssertTrue(capsule.contains(CGPoint(x: 30, y: 1)))
        XCTAssertFalse(capsule.contains(CGPoint(x: 8, y: 8)))  // 22·√2 ≈ 31.1 > 30 from (30, 30)
        XCTAssertEqual(Path(roundedRect: rect, cornerRadius: 0), Path(rect))
    }

    func testApplyingAndOffset() {
        let path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(path.offsetBy(dx: 5, dy: -5), Path(CGRect(x: 5, y: -5, width: 10, height: 10)))
        let rotated = path.applying(CGAffineTransform(rotationAngle: .pi / 2))
        // Rotating +90° (clockwise on screen) maps (x, y) to (−y, x).
        let bounds = rotated.boundingRect
        XCTAssertEqual(Double(bounds.minX), -10, accuracy: 1e-9)
        XCTAssertEqual(Double(bounds.maxY), 10, accuracy: 1e-9)
        var combined = Path()
        combined.addPath(path, transform: CGAffineTransform(translationX: 1, y: 2))
        XCTAssertEqual(combined, path.offsetBy(dx: 1, dy: 2))
    }

    func testLengthAndTrimOfLines() {
        let line = Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: 100, y: 0)) }
        XCTAssertEqual(Double(line.length), 100, accuracy: 1e-9)
        XCTAssertEqual(line.trimmedPath(from: 0.25, to: 0.75).elements,
                       [.move(to: CGPoint(x: 25, y: 0)), .line(to: CGPoint(x: 75, y: 0))])
        XCTAssertTrue(line.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        XCTAssertTrue(line.trimmedPath(from: 0.8, to: 0.2).isEmpty)
        XCTAssertEqual(line.trimmedPath(from: -1, to: 2), line)
        // A square of side 10 has length 40 (the closing line counts): 0...0.375 is 15 points,
        // the top edge and half of the right edge.
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(Double(square.length), 40, accuracy: 1e-9)
        let part = square.trimmedPath(from: 0, to: 0.375)
        XCTAssertEqual(part.elements, [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 5))])
    }

    func testTrimOfCircleFollowsArcLength() {
        let circle = Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20))
        // The 90° cubic bulges outwards by up to 0.027 % of r, so it is slightly longer than
        // the arc (2π·10 ≈ 62.832): a 200 000-piece polyline of it measures 62.8407, +0.014 %.
        XCTAssertEqual(Double(circle.length), 62.8407, accuracy: 1e-4)
        // The four quarters have equal length, so a quarter ends at 6 o'clock (0, 10),
        assertPoint(circle.trimmedPath(from: 0, to: 0.25).currentPoint, 0, 10, accuracy: 1e-6)
        // and by symmetry an eighth ends at the cubic's t = ½, which is exactly on the circle at 45°.
        assertPoint(circle.trimmedPath(from: 0, to: 0.125).currentPoint,
                    10 / 2.0.squareRoot(), 10 / 2.0.squareRoot(), accuracy: 1e-6)
        let back = circle.trimmedPath(from: 0.5, to: 1)
        assertPoint(endPoint(back.elements[0]), -10, 0, accuracy: 1e-6)
        assertPoint(back.currentPoint, 10, 0, accuracy: 1e-6)
        XCTAssertEqual(Double(back.length), 10 * Double.pi, accuracy: 1e-2)
    }

    func testContainsWindingAndEvenOdd() {
        let rect = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(rect.contains(CGPoint(x: 5, y: 5)))
        XCTAssertFalse(rect.contains(CGPoint(x: 15, y: 5)))
        // Half-open edges, as pixel coverage: top/left in, bottom/right out.
        XCTAssertTrue(rect.contains(CGPoint(x: 0, y: 0)))
        XCTAssertFalse(rect.contains(CGPoint(x: 10, y: 5)))
        XCTAssertFalse(rect.contains(CGPoint(x: 5, y: 10)))

        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inside = CGPoint(x: 50 + 49.5 / 2.0.squareRoot(), y: 50 + 49.5 / 2.0.squareRoot())
        let outside = CGPoint(x: 50 + 50.5 / 2.0.squareRoot(), y: 50 + 50.5 / 2.0.squareRoot())
        XCTAssertTrue(circle.contains(inside))
        XCTAssertFalse(circle.contains(outside))

        // Two concentric circles turning the same way: winding 2 in the middle (inside under
        // non-zero, outside under even-odd), 1 in the ring.
        var rings = circle
        rings.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        XCTAssertTrue(rings.contains(CGPoint(x: 50, y: 50)))
        XCTAssertFalse(rings.contains(CGPoint(x: 50, y: 50), eoFill: true))
        XCTAssertTrue(rings.contains(CGPoint(x: 50, y: 10), eoFill: true))

        // An open triangle counts as closed when filled.
        let open = Path { p in p.addLines([.zero, CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)]) }
        XCTAssertTrue(open.contains(CGPoint(x: 2, y: 2)))
        XCTAssertFalse(open.contains(CGPoint(x: 8, y: 8)))
    }
}

import Foundation
@testable import LunaparkCore
@testable import LunaparkGraph
import Testing

@Suite struct CGPathTests {
    @Test func aMutablePathBuildsTheSamePathAsSwiftUIsPath() {
        let cg = CGMutablePath()
        cg.move(to: CGPoint(x: 0, y: 0))
        cg.addLine(to: CGPoint(x: 10, y: 0))
        cg.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
        cg.closeSubpath()
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
        path.closeSubpath()
        #expect(Path(cg) == path)
        #expect(path.cgPath == cg)
        // The control point (15, 5) counts in boundingBox, not in boundingBoxOfPath (the curve peaks at x = 12.5).
        #expect(cg.boundingBox == CGRect(x: 0, y: 0, width: 15, height: 10))
        #expect(abs(cg.boundingBoxOfPath.maxX - 12.5) < 1e-6)
        #expect(cg.contains(CGPoint(x: 8, y: 3)) && !cg.contains(CGPoint(x: -1, y: 3)))
    }

    @Test func copiesDoNotShareLaterChanges() {
        let cg = CGMutablePath()
        cg.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        let frozen = cg.copy()
        cg.addEllipse(in: CGRect(x: 10, y: 10, width: 4, height: 4))
        #expect(frozen.boundingBox == CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(cg.boundingBox == CGRect(x: 0, y: 0, width: 14, height: 14))
        #expect(CGMutablePath().boundingBox.isNull && CGMutablePath().currentPoint == .zero)
    }

    @Test func anArcSweepsAsPathsArcDoes() {
        let cg = CGMutablePath()
        cg.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(Path(cg) == path)
        // Increasing angles on a y-down screen: from (10, 0) to (0, 10).
        #expect(abs(cg.currentPoint.x) < 1e-9 && abs(cg.currentPoint.y - 10) < 1e-9)
    }
}

import Lunapark
import Testing

/// The `import CoreGraphics` sample computes with the same types `import Lunapark` gives.
struct CoreGraphicsGeometryTests {
    @Test func vectorsAndRects() {
        let p = CoreGraphicsGeometry.point(from: CGPoint(x: 10, y: 20), along: CGVector(dx: 4, dy: -8), fraction: 0.5)
        #expect(p == CGPoint(x: 12, y: 16))
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
        #expect(CoreGraphicsGeometry.centredSquare(in: CGSize(width: 300, height: 100))
                == CGRect(x: 100, y: 0, width: 100, height: 100))
    }

    @Test func aQuarterTurnAboutTheCentreMovesEachCornerToTheNext() {
        let corners = CoreGraphicsGeometry.corners(of: CGRect(x: 0, y: 0, width: 10, height: 10), turnedBy: .pi / 2)
        // Clockwise on a y-down screen: top-left goes to top-right, and so on.
        let expected = [CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 0)]
        for (corner, target) in zip(corners, expected) {
            #expect(abs(corner.x - target.x) < 1e-9 && abs(corner.y - target.y) < 1e-9)
        }
    }
}

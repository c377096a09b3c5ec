import Foundation
import LunaparkCore
@testable import LunaparkGraph
import Testing

/// `Path.strokedPath(_:)`: the area of widths, caps, joins and dashes, checked with `contains`.
struct PathStrokeTests {
    private func line(_ points: CGPoint...) -> Path {
        var path = Path()
        path.addLines(points)
        return path
    }

    private let horizontal = { () -> Path in
        var path = Path()
        path.addLines([CGPoint(x: 0, y: 10), CGPoint(x: 100, y: 10)])
        return path
    }()

    @Test func widthAndCaps() {
        let butt = horizontal.strokedPath(StrokeStyle(lineWidth: 4))
        #expect(butt.contains(CGPoint(x: 50, y: 11.9)) && butt.contains(CGPoint(x: 50, y: 8.1)))
        #expect(!butt.contains(CGPoint(x: 50, y: 12.5)) && !butt.contains(CGPoint(x: -1, y: 10)))
        let square = horizontal.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square))
        #expect(square.contains(CGPoint(x: -1.9, y: 11.9)) && !square.contains(CGPoint(x: -2.1, y: 10)))
        let round = horizontal.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round))
        #expect(round.contains(CGPoint(x: -1.9, y: 10)) && !round.contains(CGPoint(x: -1.6, y: 11.6)))
        #expect(round.contains(CGPoint(x: 101.9, y: 10)))
    }

    @Test func joins() {
        let corner = line(CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0), CGPoint(x: 50, y: 50))
        let miter = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter))
        #expect(miter.contains(CGPoint(x: 54.5, y: -4.5)))
        let bevel = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel))
        #expect(!bevel.contains(CGPoint(x: 54, y: -4)) && bevel.contains(CGPoint(x: 52, y: -2)))
        let round = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round))
        #expect(round.contains(CGPoint(x: 53.4, y: -3.4)) && !round.contains(CGPoint(x: 54.5, y: -4.5)))
        // The inner side of the corner is covered by the pieces themselves.
        #expect(miter.contains(CGPoint(x: 46, y: 4)))
    }

    @Test func aSharpCornerBeyondTheMiterLimitIsBevelled() {
        // A 20-degree turn back: the miter would reach 1 / sin(10 deg) = 5.8 line widths.
        let tip = CGPoint(x: 100, y: 0)
        let back = CGPoint(x: 100 - 100 * cos(Double.pi / 9), y: 100 * sin(Double.pi / 9))
        let sharp = line(CGPoint(x: 0, y: 0), tip, back)
        let limited = sharp.strokedPath(StrokeStyle(lineWidth: 4, lineJoin: .miter, miterLimit: 4))
        let unlimited = sharp.strokedPath(StrokeStyle(lineWidth: 4, lineJoin: .miter, miterLimit: 10))
        let beyond = CGPoint(x: 108, y: -1.2)
        #expect(!limited.contains(beyond) && unlimited.contains(beyond))
    }

    @Test func dashesWithPhase() {
        let dashed = horizontal.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 10]))
        #expect(dashed.contains(CGPoint(x: 5, y: 10)) && !dashed.contains(CGPoint(x: 15, y: 10)))
        #expect(dashed.contains(CGPoint(x: 25, y: 10)) && !dashed.contains(CGPoint(x: 95, y: 10)))
        let shifted = horizontal.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 10], dashPhase: 5))
        #expect(shifted.contains(CGPoint(x: 2, y: 10)) && !shifted.contains(CGPoint(x: 7, y: 10)))
        #expect(shifted.contains(CGPoint(x: 16, y: 10)))
        // All-zero dashes draw solid; a bad width draws nothing.
        #expect(horizontal.strokedPath(StrokeStyle(lineWidth: 2, dash: [0, 0])).contains(CGPoint(x: 15, y: 10)))
        #expect(horizontal.strokedPath(StrokeStyle(lineWidth: -1)).isEmpty)
        #expect(horizontal.strokedPath(StrokeStyle(lineWidth: .nan)).isEmpty)
    }

    @Test func closedPathsAndCurves() {
        let square = Path(CGRect(x: 10, y: 10, width: 80, height: 80)).strokedPath(StrokeStyle(lineWidth: 4))
        #expect(square.contains(CGPoint(x: 10, y: 50)) && !square.contains(CGPoint(x: 50, y: 50)))
        #expect(square.contains(CGPoint(x: 8.2, y: 8.2)))
        let ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).strokedPath(StrokeStyle(lineWidth: 10))
        #expect(!ring.contains(CGPoint(x: 50, y: 50)) && ring.contains(CGPoint(x: 50, y: 1)))
        #expect(ring.contains(CGPoint(x: 50 + 50 * cos(0.7), y: 50 + 50 * sin(0.7))))
        #expect(!ring.contains(CGPoint(x: 50 + 56 * cos(0.7), y: 50 + 56 * sin(0.7))))
    }
}

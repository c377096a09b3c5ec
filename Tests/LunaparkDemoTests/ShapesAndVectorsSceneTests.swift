import Foundation
import Lunapark
import Testing
@testable import LunaparkDemo

// Scene 5 (Shapes & vectors): the demo's right-angle shape, with its corner given as the
// park's fraction of the width or as the article's points.

/// Whether a pixel is the shape's teal.
private func teal(_ p: RGBA8) -> Bool { p.g > 120 && p.b > 150 && p.r < 140 }

/// The numbers the log holds after `name = `, oldest first.
@MainActor
private func values(_ log: AnimatableDataLog, _ name: String) -> [Double] {
    log.entries.compactMap { entry in
        guard let range = entry.range(of: "\(name) = ") else { return nil }
        return Double(entry[range.upperBound...])
    }
}

@MainActor
@Suite("Scene 5: the right-angle shape in fractions and in the article's points")
struct ShapesAndVectorsSceneTests {
    /// The article's measure: a 200-point square whose top-left corner slides 0 -> 200 points
    /// (Triangle's tag) as the log's `startingPoint` values say, and each frame draws the corner
    /// at the value written last: half-way down the left edge sits at startingPoint / 2.
    @Test func theArticlesShapeMovesItsCornerInPoints() throws {
        let log = AnimatableDataLog(capacity: 100)
        let host = HeadlessHost(size: CGSize(width: 700, height: 420)) {
            RightAngleShapeExample(log: log, measure: .points)
        }
        // The square as it first appears: 200 x 200 points.
        var checked = 0
        let full = try #require(host.render().region(where: teal))
        #expect(abs(full.height - 200) <= 1 && abs(full.width - 200) <= 1, "\(full)")
        for _ in 0..<30 {
            host.advanceFrame()
            guard let corner = values(log, "startingPoint").last, corner > 4, corner < 196 else { continue }
            let image = host.render()
            let mid = Int(full.minY + 100)
            let left = (0..<image.width).first { teal(image.pixel(x: $0, y: mid)) } ?? 0
            #expect(abs(Double(left) - Double(full.minX) - corner / 2) <= 1.5, "corner \(corner) drawn at \(left)")
            checked += 1
        }
        #expect(checked >= 5, "frames seen mid-way")
        let written = values(log, "startingPoint")
        #expect(written.last == 200, "Triangle's tag: 200 points")
        #expect(zip(written, written.dropFirst()).allSatisfy { $0 <= $1 } && (written.first ?? -1) >= 0, "\(written)")
        let triangle = try #require(host.render().region(where: teal))
        #expect(abs(triangle.width - 200) <= 1, "the bottom edge stays whole")
    }

    /// The park's measure (the default): the same lesson in a 220-point frame, the log in fractions
    /// of the width; tapping the article's segment then a form animates in points.
    @Test func theParksShapeUsesFractionsAndThePickerSwitchesToPoints() throws {
        let log = AnimatableDataLog(capacity: 100)
        let host = HeadlessHost(size: CGSize(width: 700, height: 420)) { RightAngleShapeExample(log: log) }
        host.advance(by: 1)
        #expect(values(log, "cornerFraction").last == 1)
        #expect(values(log, "cornerFraction").allSatisfy { (0...1).contains($0) })
        let triangle = try #require(host.render().region(where: teal))
        #expect(abs(triangle.width - 220) <= 1)
        host.tap(text: RightAngleShapeExample.Measure.points.rawValue)
        host.advance(by: 0.1)
        host.tap(text: "Trapezium")
        host.advance(by: 1)
        let points = values(log, "startingPoint")
        #expect(points.last == 100, "Trapezium's tag: 100 points, \(points)")
        #expect(points.contains { $0 > 100 && $0 < 200 }, "animated down from 200")
    }
}

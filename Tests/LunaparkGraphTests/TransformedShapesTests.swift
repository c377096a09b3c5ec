import Foundation
@testable import LunaparkGraph
import LunaparkCore
import Testing

/// `Shape.offset`, `.rotation` and `.scale`: shapes whose paths are the content's path transformed.
@MainActor
struct TransformedShapesTests {
    private func expectRect(_ actual: CGRect, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        for (a, e) in [(actual.minX, expected.minX), (actual.minY, expected.minY),
                       (actual.width, expected.width), (actual.height, expected.height)] {
            #expect(abs(a - e) < 1e-9, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
        }
    }

    private let rect = CGRect(x: 0, y: 0, width: 40, height: 20)

    @Test func offsetMovesThePath() {
        expectRect(Rectangle().offset(x: 10, y: 5).path(in: rect).boundingRect, CGRect(x: 10, y: 5, width: 40, height: 20))
        expectRect(Rectangle().offset(CGSize(width: -3, height: 2)).path(in: rect).boundingRect,
                   CGRect(x: -3, y: 2, width: 40, height: 20))
        expectRect(Rectangle().offset(CGPoint(x: 1, y: 1)).path(in: rect).boundingRect, CGRect(x: 1, y: 1, width: 40, height: 20))
    }

    @Test func rotationTurnsAboutTheAnchor() {
        // A quarter turn about the centre (20, 10) stands the 40 x 20 rectangle up.
        expectRect(Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect, CGRect(x: 10, y: -10, width: 20, height: 40))
        // About the top-leading corner, clockwise on screen: the rectangle swings to the left of x = 0.
        expectRect(Rectangle().rotation(.degrees(90), anchor: .topLeading).path(in: rect).boundingRect,
                   CGRect(x: -20, y: 0, width: 20, height: 40))
    }

    @Test func scaleGrowsAboutTheAnchor() {
        expectRect(Rectangle().scale(2, anchor: .topLeading).path(in: rect).boundingRect, CGRect(x: 0, y: 0, width: 80, height: 40))
        expectRect(Rectangle().scale(x: 0.5, y: 2).path(in: rect).boundingRect, CGRect(x: 10, y: -10, width: 20, height: 40))
    }

    @Test func theTransformsAnimateWithTheShape() {
        var shape = RoundedRectangle(cornerRadius: 4).rotation(.degrees(30), anchor: .bottom)
        var data = shape.animatableData
        data.second.first = Angle.degrees(60).animatableData
        shape.animatableData = data
        #expect(abs(shape.angle.degrees - 60) < 1e-9)
        var offset = Circle().offset(x: 2, y: 3)
        offset.animatableData.second = CGSize(width: 7, height: 9).animatableData
        #expect(offset.offset == CGSize(width: 7, height: 9))
    }

    @Test func transformedInsettableShapesStayInsettable() {
        let inset = Circle().offset(x: 5).inset(by: 2)
        expectRect(inset.path(in: rect).boundingRect, CGRect(x: 17, y: 2, width: 16, height: 16))
    }
}

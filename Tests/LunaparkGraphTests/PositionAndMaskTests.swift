import Foundation
import LunaparkCore
import LunaparkGraph
import XCTest

@MainActor
final class PositionAndMaskTests: XCTestCase {
    /// `position(x:y:)` fills the space offered and centres the view on the point.
    func testPositionCentresTheViewOnThePoint() async {
        let h = GraphHarness {
            Color.red.frame(width: 20, height: 10).position(x: 50, y: 40)
        }
        // The root fills the 400x300 window (position takes all it is offered), so the point is in window coordinates.
        let box = h.box(.red)
        XCTAssertEqual(box.midX, 50, accuracy: 1e-9)
        XCTAssertEqual(box.midY, 40, accuracy: 1e-9)
        XCTAssertEqual(box.width, 20, accuracy: 1e-9)
    }

    /// A position change in an animated transaction moves the view along.
    func testPositionAnimates() async {
        let model = ViewTestModel()
        let h = GraphHarness {
            Color.red.frame(width: 20, height: 10)
                .position(x: model.flag ? 250 : 50, y: 40)
                .animation(.linear(duration: 1), value: model.flag)
        }
        model.flag = true
        h.advance(by: 0.5)
        XCTAssertEqual(h.box(.red).midX, 50 + (250 - 50) * 0.5, accuracy: 1e-6)
    }

    /// `mask` puts the content in a layer whose mask is the mask view's drawing.
    func testMaskWrapsTheContentInAMaskedLayer() async {
        let h = GraphHarness {
            Color.red.frame(width: 100, height: 100)
                .mask { Circle().fill(Color.black) }
        }
        let red = h.drawing(.red)
        let maskLayer = red?.layers.last { $0.mask != nil }
        XCTAssertNotNil(maskLayer, "the content sits in a masked layer")
        let maskDrawings = maskLayer?.mask?.compactMap { item -> DisplayList.Drawing? in
            if case .drawing(let d) = item { d } else { nil }
        } ?? []
        XCTAssertEqual(maskDrawings.count, 1)
        XCTAssertEqual(maskDrawings.first?.bounds.width ?? 0, 100, accuracy: 1e-6, "the circle fills the content's 100 points")
    }
}

@MainActor
final class DividerTests: XCTestCase {
    /// A Divider is a one-point line across a VStack, and up and down in an HStack.
    func testDividerFollowsItsStack() async {
        let h = GraphHarness {
            VStack(spacing: 0) {
                Color.red.frame(width: 100, height: 10)
                Divider()._debugTag("across")
                HStack(spacing: 0) {
                    Color.blue.frame(width: 10, height: 40)
                    Divider()._debugTag("upright")
                    Color.blue.frame(width: 10, height: 40)
                }
            }
        }
        let across = h.frame("across"), upright = h.frame("upright")
        // As SwiftUI's, a divider takes all it is offered across its stack: the 400-point window's
        // width in the VStack, and in the HStack the height left to it: 300 - 10 (red) - 1 (divider).
        XCTAssertEqual(across.height, 1, accuracy: 1e-9)
        XCTAssertEqual(across.width, 400, accuracy: 1e-9)
        XCTAssertEqual(upright.width, 1, accuracy: 1e-9)
        XCTAssertEqual(upright.height, 300 - 10 - 1, accuracy: 1e-9)
    }
}

@MainActor
final class TapCountTests: XCTestCase {
    /// `onTapGesture(count: 2)` fires on the second of two quick taps, not on one tap or on two slow ones.
    func testDoubleTapNeedsTwoQuickTaps() async {
        let counter = Counter()
        let h = GraphHarness {
            Color.red.frame(width: 100, height: 100).onTapGesture(count: 2) { counter.hit() }
        }
        let centre = CGPoint(x: 200, y: 150)
        h.tap(at: centre)
        XCTAssertEqual(counter.count, 0, "one tap is not a double tap")
        h.tap(at: centre)
        XCTAssertEqual(counter.count, 1)
        h.advance(by: 1)             // longer than the 0.35 s between taps of a series
        h.tap(at: centre)
        h.advance(by: 1)
        h.tap(at: centre)
        XCTAssertEqual(counter.count, 1, "two slow taps are not a double tap")
    }
}

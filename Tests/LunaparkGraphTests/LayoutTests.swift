import Foundation
import LunaparkCore
import LunaparkGraph
import XCTest

@MainActor
final class LayoutTests: XCTestCase {
    func testVStackAlignmentAndSpacing() async {
        let h = GraphHarness {
            VStack(alignment: .leading, spacing: 6) {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 20, height: 10)
            }
        }
        let r = h.box(.red), b = h.box(.blue)
        XCTAssertEqual(b.minX, r.minX, accuracy: 0.001, "leading edges line up")
        XCTAssertEqual(b.minY - r.maxY, 6, accuracy: 0.001)
    }

    func testHStackAlignmentAndDefaultSpacing() async {
        let h = GraphHarness {
            HStack(alignment: .bottom) {
                Color.red.frame(width: 10, height: 40)
                Color.blue.frame(width: 10, height: 20)
            }
        }
        let r = h.box(.red), b = h.box(.blue)
        XCTAssertEqual(b.maxY, r.maxY, accuracy: 0.001)
        XCTAssertEqual(b.minX - r.maxX, 8, accuracy: 0.001, "default spacing")
    }

    func testZStackAlignment() async {
        let h = GraphHarness {
            ZStack(alignment: .topTrailing) {
                Color.red.frame(width: 40, height: 40)
                Color.blue.frame(width: 10, height: 10)
            }
        }
        let r = h.box(.red), b = h.box(.blue)
        XCTAssertEqual(b.maxX, r.maxX, accuracy: 0.001)
        XCTAssertEqual(b.minY, r.minY, accuracy: 0.001)
    }

    func testSpacerPushesToTheEdges() async {
        let h = GraphHarness {
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Spacer()
                Color.blue.frame(width: 10, height: 10)
            }
        }
        XCTAssertEqual(h.box(.red).minX, 0, accuracy: 0.001)
        XCTAssertEqual(h.box(.blue).maxX, 400, accuracy: 0.001)
    }

    func testFlexibleFrameTakesTheOfferedWidth() async {
        let h = GraphHarness(width: 300, height: 200) {
            VStack {
                Color.red.frame(height: 10).frame(maxWidth: .infinity)
                Text("abc").frame(maxWidth: .infinity, alignment: .leading)._debugTag("text")
                Color.blue.frame(minWidth: 50, maxWidth: 80, minHeight: 10, maxHeight: 10)
            }
        }
        XCTAssertEqual(h.box(.red).width, 300, accuracy: 0.001)
        XCTAssertEqual(h.frame("text").width, 300, accuracy: 0.001)
        XCTAssertEqual(h.texts("abc").first?.frame.minX ?? -1, 0, accuracy: 2.001, "aligned leading in the frame")
        XCTAssertEqual(h.box(.blue).width, 80, accuracy: 0.001)
    }

    func testPaddingAndOffset() async {
        let h = GraphHarness {
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).padding(.leading, 15)._debugTag("padded")
                Color.blue.frame(width: 10, height: 10).offset(x: 7, y: 3)._debugTag("offset")
                Color.green.frame(width: 10, height: 10)
            }
        }
        XCTAssertEqual(h.frame("padded").width, 10 + 15, accuracy: 0.001)
        XCTAssertEqual(h.box(.red).minX - h.frame("padded").minX, 15, accuracy: 0.001)
        XCTAssertEqual(h.box(.blue).minX - h.frame("offset").minX, 7, accuracy: 0.001)
        XCTAssertEqual(h.box(.green).minX, h.frame("offset").maxX, accuracy: 0.001, "offset does not move the layout")
    }

    func testOverlayAndBackgroundAlignment() async {
        let h = GraphHarness {
            VStack {
                Color.red.frame(width: 40, height: 40)
                    .overlay(alignment: .bottomTrailing) { Color.blue.frame(width: 10, height: 10) }
                    .background(alignment: .topLeading) { Color.green.frame(width: 60, height: 5) }
                    ._debugTag("primary")
            }
        }
        let r = h.box(.red), b = h.box(.blue), g = h.box(.green)
        XCTAssertEqual(h.frame("primary").size, CGSize(width: 40, height: 40), "the primary view decides the size")
        XCTAssertEqual(b.maxX, r.maxX, accuracy: 0.001)
        XCTAssertEqual(b.maxY, r.maxY, accuracy: 0.001)
        XCTAssertEqual(g.minX, r.minX, accuracy: 0.001)
        XCTAssertEqual(g.minY, r.minY, accuracy: 0.001)
        let order = h.drawings.compactMap(\.fillColor)
        XCTAssertEqual(order, [Color.green.resolved, Color.red.resolved, Color.blue.resolved])
    }

    func testGeometryReaderReportsItsSize() async {
        let box = BindingBox<CGSize>()
        let h = GraphHarness {
            VStack(spacing: 0) {
                GeometryReader { proxy in
                    Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 2)
                }
                .frame(width: 120, height: 80)
            }
        }
        _ = box
        expectRect(h.drawing(.red)?.frame, CGRect(x: 200 - 60, y: 150 - 40, width: 60, height: 40), "top-leading in the reader")
    }

    func testFixedSize() async {
        let long = "0123456789" // 70 points at 7 per character
        let h = GraphHarness(width: 100, height: 200) {
            VStack {
                Text(long).frame(width: 35)._debugTag("wrapped")
                Text(long).fixedSize().frame(width: 35)
            }
        }
        XCTAssertEqual(h.frame("wrapped").height, 17 * 2, accuracy: 0.001, "wraps onto two lines")
        XCTAssertEqual(h.texts(long).map(\.frame.width).max() ?? 0, 70 + 4, accuracy: 0.001, "fixedSize keeps the ideal width")
    }

    func testAspectRatio() async {
        let h = GraphHarness(width: 200, height: 300) {
            VStack {
                Color.red.aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100)
            }
        }
        XCTAssertEqual(h.box(.red).width, 100, accuracy: 0.001)
        XCTAssertEqual(h.box(.red).height, 50, accuracy: 0.001)
    }

    /// A root view smaller than the window is centred at its own size (SwiftUI's root placement);
    /// a fixed frame offers its content its own size, not the rect its parent placed it in.
    func testRootFixedFrameIsCentredAtItsOwnSize() async {
        let h = GraphHarness { Color.red.frame(width: 10, height: 10) }
        expectRect(h.drawing(.red)?.frame, CGRect(x: (400 - 10) / 2, y: (300 - 10) / 2, width: 10, height: 10))
    }

    /// SwiftUI offers a higher-priority child everything the lower-priority ones do not need at
    /// minimum, not an equal share.
    func testLayoutPriorityGetsTheSpaceFirst() async {
        let long = "0123456789" // 70 points at 7 per character
        let h = GraphHarness(width: 100, height: 200) {
            HStack(spacing: 0) {
                Text(long)._debugTag("low")
                Text(long).layoutPriority(1)._debugTag("high")
            }
        }
        XCTAssertEqual(h.frame("high").width, 70, accuracy: 0.001, "the higher priority gets its ideal width first")
        // The rest, 100 - 70 = 30 points, wraps the low-priority text at whole characters (7 points each).
        XCTAssertEqual(h.frame("low").width, ((100.0 - 70) / 7).rounded(.down) * 7, accuracy: 0.001)
    }

    /// The root view is placed at its own size, centred (a leading VStack is still centred in the window).
    func testRootStackIsCentredAtItsOwnSize() async {
        let h = GraphHarness {
            VStack(alignment: .leading, spacing: 6) {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 20, height: 10)
            }
        }
        XCTAssertEqual(h.box(.red).midX, 200, accuracy: 0.001)
    }
}

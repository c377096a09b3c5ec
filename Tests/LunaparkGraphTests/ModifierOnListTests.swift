import Foundation
import LunaparkCore
import LunaparkGraph
import XCTest

/// A modifier on a list of views applies to each view, as in SwiftUI.
@MainActor
final class ModifierOnListTests: XCTestCase {
    /// `Group { a; b }.padding(5)` in an HStack is two padded items side by side, not one stacked item.
    func testPaddingOnAGroupPadsEachChild() async {
        let h = GraphHarness {
            HStack(spacing: 0) {
                Group {
                    Color.red.frame(width: 10, height: 10)
                    Color.blue.frame(width: 10, height: 10)
                }
                .padding(5)
            }
        }
        let red = h.box(.red), blue = h.box(.blue)
        XCTAssertEqual(red.midY, blue.midY, accuracy: 1e-9, "side by side")
        // Each child is 10 + 2 * 5 wide, so the blue square starts 20 points after the red one.
        XCTAssertEqual(blue.minX - red.minX, 10 + 2 * 5, accuracy: 1e-9)
    }

    /// `onAppear` on a ForEach runs once per element.
    func testOnAppearOnAForEachRunsPerElement() async {
        let counter = Counter()
        _ = GraphHarness {
            VStack {
                ForEach(0..<3, id: \.self) { i in Text("\(i)") }
                    .onAppear { counter.hit() }
            }
        }
        XCTAssertEqual(counter.count, 3)
    }

    /// `.animation(_:value:)` on a Group of if/else branches still animates the switch itself.
    func testAnimationOnAGroupAnimatesItsBranches() async {
        let model = ViewTestModel()
        let h = GraphHarness {
            Group {
                if model.flag {
                    Color.red.frame(width: 20, height: 20)
                } else {
                    Color.blue.frame(width: 20, height: 20)
                }
            }
            .animation(.linear(duration: 1), value: model.flag)
        }
        model.flag = true
        h.advance(by: 0.5)
        XCTAssertEqual(h.drawing(.red)?.opacity ?? -1, 0.5, accuracy: 1e-6, "fading in")
        XCTAssertEqual(h.drawing(.blue)?.opacity ?? -1, 0.5, accuracy: 1e-6, "fading out, still on screen")
    }
}

import Foundation
import LunaparkCore
import LunaparkGraph
import XCTest

@MainActor
final class DrawingTests: XCTestCase {
    func testStandardShapes() async {
        let h = GraphHarness {
            VStack(spacing: 0) {
                Circle().fill(Color.red).frame(width: 60, height: 20)
                Ellipse().fill(Color.green).frame(width: 60, height: 20)
                RoundedRectangle(cornerRadius: 8).fill(Color.blue).frame(width: 60, height: 20)
                Capsule().fill(Color.orange).frame(width: 60, height: 20)
                Rectangle().fill(Color.purple).frame(width: 60, height: 20)
            }
        }
        expectRect(h.drawing(.red)?.path?.boundingRect, CGRect(x: 20, y: 0, width: 20, height: 20), accuracy: 0.01, "the largest centred circle")
        expectRect(h.drawing(.green)?.path?.boundingRect, CGRect(x: 0, y: 0, width: 60, height: 20), accuracy: 0.01)
        let rounded = (h.drawing(.blue)?.path ?? Path())
        XCTAssertFalse(rounded.contains(CGPoint(x: 0.5, y: 0.5)), "corner cut")
        XCTAssertTrue(rounded.contains(CGPoint(x: 8, y: 1)))
        let capsule = (h.drawing(.orange)?.path ?? Path())
        XCTAssertFalse(capsule.contains(CGPoint(x: 2, y: 2)), "half-circle ends")
        XCTAssertTrue(capsule.contains(CGPoint(x: 10, y: 10)))
        XCTAssertTrue((h.drawing(.purple)?.path ?? Path()).contains(CGPoint(x: 0.5, y: 0.5)))
    }

    func testStrokeAndTrim() async {
        let h = GraphHarness {
            VStack {
                Circle().stroke(Color.red, lineWidth: 4).frame(width: 40, height: 40)
                Rectangle().trim(from: 0, to: 0.25).stroke(Color.blue, lineWidth: 1).frame(width: 40, height: 40)
            }
        }
        guard case .stroke(_, _, let style)? = h.drawing(.red)?.drawing.content else { return XCTFail("not a stroke") }
        XCTAssertEqual(style.lineWidth, 4)
        // A quarter of a 40 x 40 square's outline is its top edge.
        expectRect(h.drawing(.blue)?.path?.boundingRect, CGRect(x: 0, y: 0, width: 40, height: 0), accuracy: 0.01)
    }

    func testGradientsArePlacedInTheShapeBounds() async {
        let h = GraphHarness {
            VStack {
                Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                    .frame(width: 50, height: 100)
                Circle().fill(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 20))
                    .frame(width: 40, height: 40)
            }
        }
        let paints = h.drawings.compactMap(\.paint)
        guard case .linearGradient(let stops, let start, let end)? = paints.first else { return XCTFail("\(paints)") }
        XCTAssertEqual(start, CGPoint(x: 25, y: 0))
        XCTAssertEqual(end, CGPoint(x: 25, y: 100))
        XCTAssertEqual(stops.map(\.location), [0, 1])
        XCTAssertEqual(stops.first?.color, Color.red.resolved)
        guard case .radialGradient(_, let center, _, let endRadius)? = paints.last else { return XCTFail("\(paints)") }
        XCTAssertEqual(center, CGPoint(x: 20, y: 20))
        XCTAssertEqual(endRadius, 20)
    }

    func testTextFontAndColour() async {
        let h = GraphHarness {
            VStack {
                Text("title").font(.title).foregroundColor(.red)
                Text("body")
                Text("styled").foregroundStyle(Color.green).font(.system(size: 30, weight: .bold))
            }
        }
        let title = h.texts("title").first?.text
        XCTAssertEqual(title?.font.size, 28)
        XCTAssertEqual(title?.paint, .color(Color.red.resolved))
        let body = h.texts("body").first?.text
        XCTAssertEqual(body?.font.size, 17, "body is the default")
        XCTAssertEqual(body?.paint, .color(Color.primary.resolved))
        let styled = h.texts("styled").first?.text
        XCTAssertEqual(styled?.font.size, 30)
        XCTAssertEqual(styled?.font.weight, .bold)
        XCTAssertEqual(styled?.paint, .color(Color.green.resolved))
        // Measured by the fake measurer: 7 points per character, one 17-point line.
        XCTAssertEqual(h.texts("title").first?.text?.frame.size, CGSize(width: 5 * 7, height: 17))
    }

    /// `.foregroundStyle(.foreground)` means the style from further up, not itself (no recursion).
    func testForegroundStyleOfForegroundUsesTheOuterStyle() async {
        let h = GraphHarness {
            Rectangle().frame(width: 10, height: 10)
                .foregroundStyle(.foreground)
                .foregroundStyle(Color.red)
        }
        XCTAssertNotNil(h.drawing(.red), "the outer red reaches the shape")
    }
}

@MainActor
final class EffectTests: XCTestCase {
    func testOpacityAndScaleWithAnchor() async {
        let h = GraphHarness {
            HStack {
                Color.red.frame(width: 20, height: 20).opacity(0.3)
                Color.blue.frame(width: 20, height: 20).scaleEffect(2, anchor: .topLeading)._debugTag("blue")
            }
        }
        XCTAssertEqual(h.drawing(.red)?.opacity ?? -1, 0.3, accuracy: 1e-9)
        let laid = h.frame("blue")
        expectRect(h.drawing(.blue)?.frame, CGRect(x: laid.minX, y: laid.minY, width: 40, height: 40))
    }

    func testRotationAboutTheCentre() async {
        let h = GraphHarness { VStack { Color.red.frame(width: 40, height: 20).rotationEffect(.degrees(90)) } }
        // Turned a quarter about its centre (200, 150): 20 wide and 40 tall.
        expectRect(h.drawing(.red)?.frame, CGRect(x: 200 - 10, y: 150 - 20, width: 20, height: 40), accuracy: 1e-6)
    }

    func testClipShadowBlurAndBlendModeMakeLayers() async {
        let h = GraphHarness {
            VStack {
                Color.red.frame(width: 20, height: 20).clipped()
                Color.green.frame(width: 20, height: 20).clipShape(Circle())
                Color.blue.frame(width: 20, height: 20).shadow(color: .black, radius: 3, x: 1, y: 2)
                Color.orange.frame(width: 20, height: 20).blur(radius: 4)
                Color.purple.frame(width: 20, height: 20).blendMode(.multiply)
            }
        }
        XCTAssertNotNil(h.drawing(.red)?.layers.last?.clip)
        let circleClip = h.drawing(.green)?.layers.last?.clip
        XCTAssertNotNil(circleClip)
        let g = h.box(.green)
        XCTAssertFalse(circleClip?.contains(CGPoint(x: g.minX + 1, y: g.minY + 1)) ?? true, "corner clipped away")
        XCTAssertTrue(circleClip?.contains(CGPoint(x: g.midX, y: g.midY)) ?? false)
        XCTAssertEqual(h.drawing(.blue)?.layers.last?.shadow,
                       DisplayList.Shadow(color: Color.black.resolved, radius: 3, x: 1, y: 2))
        XCTAssertEqual(h.drawing(.orange)?.layers.last?.blurRadius, 4)
        XCTAssertEqual(h.drawing(.purple)?.layers.last?.blendMode, .multiply)
    }
}

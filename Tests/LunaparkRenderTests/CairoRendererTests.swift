import Foundation
import LunaparkCore
import LunaparkGraph
@testable import LunaparkRender
import XCTest

/// Pixels of hand-built display lists. Expected values are derived in comments.
final class CairoRendererTests: XCTestCase {
    typealias S = RenderTestSupport

    func testFilledRectangleIsExactlyRedInsideAndClearOutside() {
        MainActor.assumeIsolated {
            // The rectangle covers pixels 10...29 in both directions entirely.
            let image = S.render([S.fill(1, Path(CGRect(x: 10, y: 10, width: 20, height: 20)), S.red)], width: 40, height: 40)
            XCTAssertEqual(image.pixel(x: 10, y: 10), S.opaqueRed)
            XCTAssertEqual(image.pixel(x: 20, y: 20), S.opaqueRed)
            XCTAssertEqual(image.pixel(x: 29, y: 29), S.opaqueRed)
            XCTAssertEqual(image.pixel(x: 9, y: 20), .clear)
            XCTAssertEqual(image.pixel(x: 30, y: 20), .clear)
            XCTAssertEqual(image.pixel(x: 5, y: 5), .clear)
        }
    }

    func testCircleEdgeIsAntialiased() {
        MainActor.assumeIsolated {
            // Circle of radius 10 around (20, 20). Pixel (26, 12) is cut by the edge:
            // its area inside the circle (numerical integration, 10⁶ samples) is
            // 0.5898, i.e. alpha 150.4; pixel (26, 13) is wholly inside. cairo's
            // rasterizer (cairo-tor-scan-converter.c) samples 15 sub-rows per
            // pixel, exact along each, so coverage is within about 1/15 (17/255).
            let image = S.render([S.fill(1, Path(ellipseIn: CGRect(x: 10, y: 10, width: 20, height: 20)), S.red)],
                                 width: 40, height: 40)
            let edge = image.pixel(x: 26, y: 12)
            XCTAssertEqual(Double(edge.a), 150.4, accuracy: 17)
            XCTAssertEqual(edge.r, 255)  // unpremultiplied: still pure red
            XCTAssertEqual(image.pixel(x: 26, y: 13), S.opaqueRed)
            XCTAssertEqual(image.pixel(x: 20, y: 20), S.opaqueRed)
            XCTAssertEqual(image.pixel(x: 11, y: 11), .clear)  // its nearest corner (12, 12) is 8√2 ≈ 11.3 > 10 away
        }
    }

    func testDrawingAndLayerTransformsMoveContent() {
        MainActor.assumeIsolated {
            let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
            // Drawing transform: translate by (20, 5) → pixels 20...29 × 5...14.
            let moved = S.render([S.fill(1, square, S.red, transform: CGAffineTransform(translationX: 20, y: 5))],
                                 width: 40, height: 40)
            XCTAssertEqual(moved.pixel(x: 25, y: 10), S.opaqueRed)
            XCTAssertEqual(moved.pixel(x: 5, y: 5), .clear)
            XCTAssertEqual(S.inkBounds(moved), PixelRect(x: 20, y: 5, width: 10, height: 10))
            // Layer transform: scale 2 then translate (4, 4) → pixels 4...23.
            let layer = S.layer(7, { $0.transform = CGAffineTransform(scaleX: 2, y: 2).concatenating(
                CGAffineTransform(translationX: 4, y: 4)) }, [S.fill(1, square, S.red)])
            let scaled = S.render(layer, width: 40, height: 40)
            XCTAssertEqual(S.inkBounds(scaled), PixelRect(x: 4, y: 4, width: 20, height: 20))
        }
    }

    func testGroupOpacityHalvesAlphaOfTheWhole() {
        MainActor.assumeIsolated {
            // Two overlapping opaque squares in a layer of opacity 0.5: the group is
            // opaque first, then halved: alpha 127.5 in the overlap too (drawing each
            // at 0.5 would give 1 − 0.5² = 0.75 there).
            let items = S.layer(9, { $0.opacity = 0.5 }, [
                S.fill(1, Path(CGRect(x: 0, y: 0, width: 20, height: 20)), S.red),
                S.fill(2, Path(CGRect(x: 10, y: 0, width: 20, height: 20)), S.red),
            ])
            let image = S.render(items, width: 40, height: 20)
            for x in [5, 15, 25] { assertPixel(image.pixel(x: x, y: 10), RGBA8(r: 255, g: 0, b: 0, a: 128), tolerance: 1) }
            XCTAssertEqual(image.pixel(x: 35, y: 10), .clear)
            // A layer holding one drawing takes the no-group path: same result.
            let single = S.render(S.layer(9, { $0.opacity = 0.5 }, [S.fill(1, Path(CGRect(x: 0, y: 0, width: 20, height: 20)), S.red)]),
                                  width: 40, height: 20)
            assertPixel(single.pixel(x: 5, y: 10), RGBA8(r: 255, g: 0, b: 0, a: 128), tolerance: 1)
            // One drawing, clipped and faded (no group either): cut and halved.
            let clipped = S.render(S.layer(9, { $0.opacity = 0.5; $0.clip = Path(CGRect(x: 0, y: 0, width: 10, height: 20)) },
                                           [S.fill(1, Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)), S.red)]),
                                   width: 40, height: 20)
            assertPixel(clipped.pixel(x: 8, y: 10), RGBA8(r: 255, g: 0, b: 0, a: 128), tolerance: 1)
            XCTAssertEqual(clipped.pixel(x: 12, y: 10), .clear)
            // Opacity 0 draws nothing.
            let hidden = S.render(S.layer(9, { $0.opacity = 0 }, [S.fill(1, Path(CGRect(x: 0, y: 0, width: 20, height: 20)), S.red)]),
                                  width: 40, height: 20)
            XCTAssertNil(S.inkBounds(hidden))
        }
    }

    func testClipCutsContent() {
        MainActor.assumeIsolated {
            let items = S.layer(3, { $0.clip = Path(CGRect(x: 0, y: 0, width: 10, height: 40)) },
                                [S.fill(1, Path(CGRect(x: 0, y: 0, width: 40, height: 40)), S.red)])
            let image = S.render(items, width: 40, height: 40)
            XCTAssertEqual(S.inkBounds(image), PixelRect(x: 0, y: 0, width: 10, height: 40))
            // A clip with opacity goes through a group: still cut.
            let faded = S.layer(3, { $0.clip = Path(CGRect(x: 0, y: 0, width: 10, height: 40)); $0.opacity = 0.5 },
                                [S.fill(1, Path(CGRect(x: 0, y: 0, width: 40, height: 40)), S.red),
                                 S.fill(2, Path(CGRect(x: 0, y: 0, width: 40, height: 40)), S.blue)])
            XCTAssertEqual(S.inkBounds(S.render(faded, width: 40, height: 40)), PixelRect(x: 0, y: 0, width: 10, height: 40))
        }
    }

    func testLinearGradientEndpointsHaveTheStopColours() {
        MainActor.assumeIsolated {
            // Red at x = 0 to blue at x = 100: pixel x samples t = (x + 0.5)/100.
            let stops = [DisplayList.GradientStop(color: S.red, location: 0), .init(color: S.blue, location: 1)]
            let image = S.render([S.fill(1, Path(CGRect(x: 0, y: 0, width: 100, height: 10)),
                                         paint: .linearGradient(stops: stops, start: .zero, end: CGPoint(x: 100, y: 0)))],
                                 width: 100, height: 10)
            assertPixel(image.pixel(x: 0, y: 5), RGBA8(r: 254, g: 0, b: 1, a: 255), tolerance: 2)  // t = 0.005
            assertPixel(image.pixel(x: 99, y: 5), RGBA8(r: 1, g: 0, b: 254, a: 255), tolerance: 2)
            assertPixel(image.pixel(x: 50, y: 5), RGBA8(r: 126, g: 0, b: 129, a: 255), tolerance: 2)  // t = 0.505
        }
    }

    func testRadialGradient() {
        MainActor.assumeIsolated {
            // Red at the centre to blue at radius 20; padded beyond.
            let stops = [DisplayList.GradientStop(color: S.red, location: 0), .init(color: S.blue, location: 1)]
            let image = S.render([S.fill(1, Path(CGRect(x: 0, y: 0, width: 60, height: 60)),
                                         paint: .radialGradient(stops: stops, center: CGPoint(x: 30, y: 30),
                                                                startRadius: 0, endRadius: 20))],
                                 width: 60, height: 60)
            assertPixel(image.pixel(x: 30, y: 30), RGBA8(r: 255, g: 0, b: 0, a: 255), tolerance: 10)  // r ≈ 0.7
            assertPixel(image.pixel(x: 40, y: 30), RGBA8(r: 121, g: 0, b: 134, a: 255), tolerance: 6)  // r = 10.5: t ≈ 0.52
            assertPixel(image.pixel(x: 58, y: 30), RGBA8(r: 0, g: 0, b: 255, a: 255))  // beyond: padded
        }
    }

    func testAngularGradientSweepsClockwiseOnScreen() {
        MainActor.assumeIsolated {
            // Red → blue → red over a full turn from 0°. Angles grow clockwise on a
            // y-down screen: 90° is straight below the centre (location 0.25:
            // halfway from red to blue), 180° to the left (blue), 270° above (0.75).
            let stops = [DisplayList.GradientStop(color: S.red, location: 0), .init(color: S.blue, location: 0.5),
                         .init(color: S.red, location: 1)]
            let paint = DisplayList.Paint.angularGradient(stops: stops, center: CGPoint(x: 40, y: 40),
                                                         startAngle: .zero, endAngle: .degrees(360))
            let image = S.render([S.fill(1, Path(CGRect(x: 0, y: 0, width: 80, height: 80)), paint: paint)],
                                 width: 80, height: 80)
            // Pixel centres are at +0.5, so each sample is within 1.5° of the named angle.
            assertPixel(image.pixel(x: 70, y: 40), RGBA8(r: 255, g: 0, b: 0, a: 255), tolerance: 5)
            assertPixel(image.pixel(x: 40, y: 70), RGBA8(r: 128, g: 0, b: 128, a: 255), tolerance: 6)
            assertPixel(image.pixel(x: 10, y: 40), RGBA8(r: 0, g: 0, b: 255, a: 255), tolerance: 5)
            assertPixel(image.pixel(x: 40, y: 10), RGBA8(r: 128, g: 0, b: 128, a: 255), tolerance: 6)
            // A partial sweep 0°...180° red → blue: the missing half is blue (location 1)
            // for its first half (180°...270°, upper left) and red (location 0) after (270°...360°).
            let half = DisplayList.Paint.angularGradient(
                stops: [.init(color: S.red, location: 0), .init(color: S.blue, location: 1)],
                center: CGPoint(x: 40, y: 40), startAngle: .zero, endAngle: .degrees(180))
            let partial = S.render([S.fill(1, Path(CGRect(x: 0, y: 0, width: 80, height: 80)), paint: half)],
                                   width: 80, height: 80)
            assertPixel(partial.pixel(x: 20, y: 20), RGBA8(r: 0, g: 0, b: 255, a: 255))  // 225°
            assertPixel(partial.pixel(x: 60, y: 20), RGBA8(r: 255, g: 0, b: 0, a: 255))  // 315°
            assertPixel(partial.pixel(x: 40, y: 70), RGBA8(r: 128, g: 0, b: 128, a: 255), tolerance: 6)  // 90°
        }
    }

    func testStrokeWidthCoversHalfOnEachSide() {
        MainActor.assumeIsolated {
            // A line at y = 20, width 4: covers y 18...22, i.e. rows 18...21 fully.
            let line = Path { p in p.move(to: CGPoint(x: 0, y: 20)); p.addLine(to: CGPoint(x: 40, y: 20)) }
            let item = DisplayList.Item.drawing(.init(id: DisplayID(1), version: 1,
                                                      bounds: CGRect(x: 0, y: 18, width: 40, height: 4),
                                                      content: .stroke(line, .color(S.red), StrokeStyle(lineWidth: 4))))
            let image = S.render([item], width: 40, height: 40)
            XCTAssertEqual(image.pixel(x: 20, y: 18), S.opaqueRed)
            XCTAssertEqual(image.pixel(x: 20, y: 21), S.opaqueRed)
            XCTAssertEqual(image.pixel(x: 20, y: 17), .clear)
            XCTAssertEqual(image.pixel(x: 20, y: 22), .clear)
            // Dashes: 10 on, 10 off from x = 0 → x = 5 drawn, x = 15 not.
            let dashed = DisplayList.Item.drawing(.init(
                id: DisplayID(2), version: 1, bounds: CGRect(x: 0, y: 18, width: 40, height: 4),
                content: .stroke(line, .color(S.red), StrokeStyle(lineWidth: 4, dash: [10, 10]))))
            let dashImage = S.render([dashed], width: 40, height: 40)
            XCTAssertEqual(dashImage.pixel(x: 5, y: 20), S.opaqueRed)
            XCTAssertEqual(dashImage.pixel(x: 15, y: 20), .clear)
        }
    }

    func testQuadraticCurveIsFilled() {
        MainActor.assumeIsolated {
            // Region under B(t) from (0,40) via control (20,0) to (40,40): its peak is
            // at t = ½, y = ¼·40 + ½·0 + ¼·40 = 20, so (20, 25) is inside and (20, 15) outside.
            let path = Path { p in
                p.move(to: CGPoint(x: 0, y: 40))
                p.addQuadCurve(to: CGPoint(x: 40, y: 40), control: CGPoint(x: 20, y: 0))
                p.closeSubpath()
            }
            let image = S.render([S.fill(1, path, S.red)], width: 40, height: 40)
            XCTAssertEqual(image.pixel(x: 20, y: 25), S.opaqueRed)
            XCTAssertEqual(image.pixel(x: 20, y: 15), .clear)
            XCTAssertEqual(S.inkBounds(image, threshold: 127)?.y, 20)
        }
    }

    func testBlendModeMultiply() {
        MainActor.assumeIsolated {
            // Red multiplied over blue: (1·0, 0·0, 0·1) = black, opaque.
            let items = [S.fill(1, Path(CGRect(x: 0, y: 0, width: 20, height: 20)), S.blue)]
                + S.layer(5, { $0.blendMode = .multiply }, [S.fill(2, Path(CGRect(x: 0, y: 0, width: 10, height: 20)), S.red)])
            let image = S.render(items, width: 20, height: 20)
            XCTAssertEqual(image.pixel(x: 5, y: 5), RGBA8(r: 0, g: 0, b: 0, a: 255))
            XCTAssertEqual(image.pixel(x: 15, y: 5), RGBA8(r: 0, g: 0, b: 255, a: 255))
            // destinationOut erases what is below where the layer is opaque.
            let erase = [S.fill(1, Path(CGRect(x: 0, y: 0, width: 20, height: 20)), S.blue)]
                + S.layer(5, { $0.blendMode = .destinationOut }, [S.fill(2, Path(CGRect(x: 0, y: 0, width: 10, height: 20)), S.red)])
            XCTAssertEqual(S.render(erase, width: 20, height: 20).pixel(x: 5, y: 5), .clear)
        }
    }

    func testBlurSpreadsEdgesAndKeepsTheInterior() {
        MainActor.assumeIsolated {
            // A 40-point square blurred with σ = 3: 15 points inside the edge (5σ) it is
            // still opaque; at the edge itself coverage is ½ (a Gaussian is symmetric);
            // 10 points outside (> 3σ) it is nearly clear.
            let items = S.layer(4, { $0.blurRadius = 3 }, [S.fill(1, Path(CGRect(x: 30, y: 30, width: 40, height: 40)), S.red)])
            let image = S.render(items, width: 100, height: 100)
            assertPixel(image.pixel(x: 50, y: 50), S.opaqueRed, tolerance: 1)
            XCTAssertEqual(Double(image.pixel(x: 30, y: 50).a), 140, accuracy: 25)  // pixel 30 covers 30...31: a bit over ½
            XCTAssertLessThan(image.pixel(x: 19, y: 50).a, 3)
            XCTAssertGreaterThan(image.pixel(x: 27, y: 50).a, 10)
        }
    }

    func testShadowIsCastUnderAndOffset() {
        MainActor.assumeIsolated {
            // Radius 0 gives a crisp shadow: the square moved by (5, 5) in 50 % black,
            // visible where the square is not.
            let shadow = DisplayList.Shadow(color: Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.5), radius: 0, x: 5, y: 5)
            let items = S.layer(4, { $0.shadow = shadow }, [S.fill(1, Path(CGRect(x: 10, y: 10, width: 20, height: 20)), S.red)])
            let image = S.render(items, width: 40, height: 40)
            XCTAssertEqual(image.pixel(x: 20, y: 20), S.opaqueRed)
            assertPixel(image.pixel(x: 32, y: 32), RGBA8(r: 0, g: 0, b: 0, a: 128), tolerance: 1)
            XCTAssertEqual(image.pixel(x: 12, y: 32), .clear)  // left of the shadow (it starts at x = 15)
            XCTAssertEqual(image.pixel(x: 36, y: 36), .clear)
            // With a radius the shadow's edge is soft.
            let soft = DisplayList.Shadow(color: S.black, radius: 3, x: 5, y: 5)
            let blurred = S.render(S.layer(4, { $0.shadow = soft },
                                           [S.fill(1, Path(CGRect(x: 10, y: 10, width: 20, height: 20)), S.red)]),
                                   width: 50, height: 50)
            let a = blurred.pixel(x: 35, y: 20).a  // at the shadow's right edge: about ½
            XCTAssertTrue((90...170).contains(a), "alpha \(a)")
        }
    }

    func testMaskKeepsContentWhereTheMaskIsOpaque() {
        MainActor.assumeIsolated {
            let mask = [S.fill(8, Path(CGRect(x: 0, y: 0, width: 20, height: 40)), S.black)]
            let items = S.layer(4, { $0.mask = mask }, [S.fill(1, Path(CGRect(x: 0, y: 0, width: 40, height: 40)), S.red)])
            let image = S.render(items, width: 40, height: 40)
            XCTAssertEqual(S.inkBounds(image), PixelRect(x: 0, y: 0, width: 20, height: 40))
            XCTAssertEqual(image.pixel(x: 10, y: 10), S.opaqueRed)
            // A half-transparent mask halves the alpha.
            let halfMask = [S.fill(8, Path(CGRect(x: 0, y: 0, width: 40, height: 40)),
                                   Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.5))]
            let halved = S.render(S.layer(4, { $0.mask = halfMask },
                                          [S.fill(1, Path(CGRect(x: 0, y: 0, width: 40, height: 40)), S.red)]),
                                  width: 40, height: 40)
            assertPixel(halved.pixel(x: 30, y: 30), RGBA8(r: 255, g: 0, b: 0, a: 128), tolerance: 1)
        }
    }

    func testImageIsScaledIntoItsRect() {
        MainActor.assumeIsolated {
            // 2x2 bitmap (premultiplied ARGB32) scaled into 20x20 points: each source
            // pixel covers a 10x10 block; block centres keep the exact colours.
            let bitmap = ImageBitmap(width: 2, height: 2, pixels: [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0x8080_8080])
            let item = DisplayList.Item.drawing(.init(id: DisplayID(1), version: 1, bounds: CGRect(x: 0, y: 0, width: 20, height: 20),
                                                      content: .image(bitmap, rect: CGRect(x: 0, y: 0, width: 20, height: 20))))
            let image = S.render([item], width: 30, height: 30)
            XCTAssertEqual(image.pixel(x: 2, y: 2), S.opaqueRed)
            XCTAssertEqual(image.pixel(x: 17, y: 2), RGBA8(r: 0, g: 255, b: 0, a: 255))
            XCTAssertEqual(image.pixel(x: 2, y: 17), RGBA8(r: 0, g: 0, b: 255, a: 255))
            XCTAssertEqual(image.pixel(x: 17, y: 17), RGBA8(r: 255, g: 255, b: 255, a: 128))  // 0x80 premultiplied white
            XCTAssertEqual(image.pixel(x: 25, y: 25), .clear)
        }
    }

    func testHiDPIScaleTwoDrawsTwiceThePixels() {
        MainActor.assumeIsolated {
            // 40x40 points at 2 pixels per point: 80x80 pixels; the square (10,10,20,20)
            // covers pixels 20...59.
            let target = try! RenderTarget(pixelWidth: 80, pixelHeight: 80, scale: 2)
            XCTAssertEqual(target.size, CGSize(width: 40, height: 40))
            let renderer = CairoRenderer()
            renderer.render(DisplayList(items: [S.fill(1, Path(CGRect(x: 10, y: 10, width: 20, height: 20)), S.red)]),
                            into: target)
            let image = target.snapshot()
            XCTAssertEqual(image.width, 80)
            XCTAssertEqual(S.inkBounds(image), PixelRect(x: 20, y: 20, width: 40, height: 40))
        }
    }

    func testBackgroundAndChangedRect() {
        MainActor.assumeIsolated {
            let target = try! RenderTarget(pixelWidth: 50, pixelHeight: 40)
            let renderer = CairoRenderer()
            let frame1 = DisplayList(items: [S.fill(1, Path(CGRect(x: 0, y: 0, width: 10, height: 10)), S.red,
                                                    transform: CGAffineTransform(translationX: 5, y: 5))])
            renderer.render(frame1, into: target, background: S.white)
            XCTAssertEqual(target.changedRect, PixelRect(x: 0, y: 0, width: 50, height: 40))  // first frame: everything
            XCTAssertEqual(target.snapshot().pixel(x: 40, y: 30), RGBA8(r: 255, g: 255, b: 255, a: 255))
            renderer.render(frame1, into: target, background: S.white)
            XCTAssertTrue(target.changedRect.isEmpty)
            // Moving the square from (5,5) to (25,15): old pixels 5...14, new 25...34 × 15...24.
            let frame2 = DisplayList(items: [S.fill(1, Path(CGRect(x: 0, y: 0, width: 10, height: 10)), S.red,
                                                    transform: CGAffineTransform(translationX: 25, y: 15))])
            renderer.render(frame2, into: target, background: S.white)
            XCTAssertEqual(target.changedRect, PixelRect(x: 5, y: 5, width: 30, height: 20))
            // The pixels pointer shows the frame: first word of row 20 at x = 30 is opaque red.
            let row = (target.pixels + 20 * target.stride).assumingMemoryBound(to: UInt32.self)
            XCTAssertEqual(row[30], 0xFFFF_0000)
        }
    }

    func testCullingSkipsDrawingsOutsideTheTarget() {
        MainActor.assumeIsolated {
            let renderer = CairoRenderer()
            _ = S.render([S.fill(1, Path(CGRect(x: 100, y: 100, width: 10, height: 10)), S.red),
                          S.fill(2, Path(CGRect(x: 0, y: 0, width: 10, height: 10)), S.red)],
                         width: 40, height: 40, renderer: renderer)
            XCTAssertEqual(renderer.statistics.culled, 1)
            XCTAssertEqual(renderer.statistics.drawnDirectly, 1)  // the solid rectangle
        }
    }
}

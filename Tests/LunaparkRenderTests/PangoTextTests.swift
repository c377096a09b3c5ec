import Foundation
import LunaparkCore
import LunaparkGraph
@testable import LunaparkRender
import XCTest

/// Text measured and drawn through the shared pango engine.
final class PangoTextTests: XCTestCase {
    typealias S = RenderTestSupport

    private static func textItem(_ string: String, font: Font.Resolved, frame: CGRect,
                                 paint: DisplayList.Paint = .color(RenderTestSupport.black),
                                 alignment: TextAlignment = .leading, lineLimit: Int? = nil) -> DisplayList.Item {
        .drawing(.init(id: DisplayID(1), version: 1, bounds: frame,
                       content: .text(.init(string: string, font: font, paint: paint, frame: frame,
                                            alignment: alignment, lineLimit: lineLimit))))
    }

    func testTextDrawsDarkPixelsInsideTheMeasuredFrame() {
        MainActor.assumeIsolated {
            let renderer = CairoRenderer()
            let measurer = PangoTextMeasurer(engine: renderer.textEngine)
            let font = Font.Resolved(size: 17)
            let size = measurer.size(of: "Hello, park", font: font, maxWidth: nil, lineLimit: nil)
            // DejaVu Sans at 17 points: its line height is about 1.16 em (ascent 0.928 +
            // descent 0.236), so 20 points; 11 glyphs average ~0.6 em wide.
            XCTAssertEqual(size.height, 20, accuracy: 1)
            XCTAssertGreaterThan(size.width, 80)
            XCTAssertLessThan(size.width, 130)
            XCTAssertEqual(size.width, size.width.rounded(.up))  // whole points
            let frame = CGRect(origin: CGPoint(x: 10, y: 10), size: size)
            let image = S.render([Self.textItem("Hello, park", font: font, frame: frame)], width: 160, height: 40,
                                 renderer: renderer)
            guard let ink = S.inkBounds(image, threshold: 64) else { return XCTFail("no text drawn") }
            // The ink lies within the logical frame (1 pixel of anti-aliasing slack)…
            XCTAssertGreaterThanOrEqual(ink.x, 9)
            XCTAssertGreaterThanOrEqual(ink.y, 9)
            XCTAssertLessThanOrEqual(ink.x + ink.width, Int(frame.maxX) + 1)
            XCTAssertLessThanOrEqual(ink.y + ink.height, Int(frame.maxY) + 1)
            // …and fills most of it: glyph ink is narrower than advances and
            // shorter than ascent + descent, but not by much.
            XCTAssertGreaterThan(Double(ink.width), 0.85 * Double(size.width))
            XCTAssertGreaterThan(Double(ink.height), 0.6 * Double(size.height))
            // Dark: the darkest pixel is opaque black.
            var darkest = 255
            for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y).a == 255 {
                darkest = min(darkest, Int(image.pixel(x: x, y: y).r))
            } }
            XCTAssertEqual(darkest, 0)
        }
    }

    func testCachedTextKeepsInkOutsideItsFrame() {
        MainActor.assumeIsolated {
            // Italic "f" leans past its advance: the cached raster keeps a quarter em
            // around the frame, so cached and direct drawing agree.
            let font = Font.Resolved(size: 40, italic: true)
            let renderer = CairoRenderer()
            let size = PangoTextMeasurer(engine: renderer.textEngine).size(of: "ff", font: font, maxWidth: nil, lineLimit: nil)
            let frame = CGRect(origin: CGPoint(x: 10, y: 10), size: size)
            let item = Self.textItem("ff", font: font, frame: frame)
            let cached = S.render([item], width: 80, height: 80, renderer: renderer)
            // The ink does reach past the frame's right edge.
            XCTAssertGreaterThan(S.inkBounds(cached)!.x + S.inkBounds(cached)!.width, Int(frame.maxX))
            let direct = CairoRenderer()
            direct.isLayerCacheEnabled = false
            XCTAssertLessThanOrEqual(S.maximumDifference(cached, S.render([item], width: 80, height: 80, renderer: direct)), 1)
        }
    }

    func testWrappingAndLineLimit() {
        MainActor.assumeIsolated {
            let measurer = PangoTextMeasurer(engine: PangoTextEngine())
            let font = Font.Resolved(size: 15)
            let text = "The quick brown fox jumps over the lazy dog near the carousel"
            let oneLine = measurer.size(of: text, font: font, maxWidth: nil, lineLimit: nil)
            let wrapped = measurer.size(of: text, font: font, maxWidth: 120, lineLimit: nil)
            XCTAssertLessThanOrEqual(wrapped.width, 120)
            // At least ⌈width/120⌉ lines.
            let minimumLines = (oneLine.width / 120).rounded(.up)
            XCTAssertGreaterThanOrEqual(wrapped.height, minimumLines * (oneLine.height - 1))
            let limited = measurer.size(of: text, font: font, maxWidth: 120, lineLimit: 2)
            XCTAssertEqual(limited.height, 2 * oneLine.height, accuracy: 2)
            // Two paragraphs and a limit of one line: only the first line counts.
            let paragraphs = measurer.size(of: "Wide first paragraph\nx", font: font, maxWidth: nil, lineLimit: 1)
            XCTAssertEqual(paragraphs.height, oneLine.height, accuracy: 1)
            let first = measurer.size(of: "Wide first paragraph", font: font, maxWidth: nil, lineLimit: nil)
            XCTAssertEqual(paragraphs.width, first.width)
            // Bold and monospaced are wider than regular for the same text.
            let regular = measurer.size(of: "Lunapark", font: font, maxWidth: nil, lineLimit: nil)
            XCTAssertGreaterThan(measurer.size(of: "Lunapark", font: Font.Resolved(size: 15, weight: .bold),
                                               maxWidth: nil, lineLimit: nil).width, regular.width)
            XCTAssertGreaterThan(measurer.size(of: "Lunapark", font: Font.Resolved(size: 15, design: .monospaced),
                                               maxWidth: nil, lineLimit: nil).width, regular.width)
        }
    }

    func testDrawnWrappedTextStaysInItsMeasuredFrame() {
        MainActor.assumeIsolated {
            let renderer = CairoRenderer()
            let measurer = PangoTextMeasurer(engine: renderer.textEngine)
            let font = Font.Resolved(size: 15)
            let text = "The quick brown fox jumps over the lazy dog"
            let size = measurer.size(of: text, font: font, maxWidth: 100, lineLimit: nil)
            let frame = CGRect(origin: CGPoint(x: 5, y: 5), size: size)
            let image = S.render([Self.textItem(text, font: font, frame: frame, alignment: .center)],
                                 width: 120, height: Int(size.height) + 20, renderer: renderer)
            guard let ink = S.inkBounds(image, threshold: 64) else { return XCTFail("no text drawn") }
            XCTAssertLessThanOrEqual(ink.y + ink.height, Int(frame.maxY) + 1)
            XCTAssertGreaterThan(Double(ink.height), Double(size.height) - 25)  // the last line is drawn
        }
    }

    func testTextIsCrispAtScaleTwo() {
        MainActor.assumeIsolated {
            // At 2x the same text covers twice the pixels in each direction (within
            // the anti-aliasing of its edges).
            let font = Font.Resolved(size: 20)
            let frame = CGRect(x: 0, y: 0, width: 100, height: 30)
            let one = S.render([Self.textItem("Ride", font: font, frame: frame)], width: 100, height: 30)
            let two = S.render([Self.textItem("Ride", font: font, frame: frame)], width: 200, height: 60, scale: 2)
            let a = S.inkBounds(one, threshold: 128)!, b = S.inkBounds(two, threshold: 128)!
            XCTAssertEqual(Double(b.width), 2 * Double(a.width), accuracy: 3)
            XCTAssertEqual(Double(b.height), 2 * Double(a.height), accuracy: 3)
        }
    }

    func testEmojiRendersInColour() {
        MainActor.assumeIsolated {
            // Black paint: any saturated pixel comes from the colour emoji font
            // (Noto Color Emoji, chosen by pango's fallback).
            let image = S.render([Self.textItem("🎠", font: Font.Resolved(size: 32), frame: CGRect(x: 0, y: 0, width: 60, height: 50))],
                                 width: 60, height: 50)
            var colourful = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image.pixel(x: x, y: y)
                    if p.a > 128 && Int(max(p.r, p.g, p.b)) - Int(min(p.r, p.g, p.b)) > 80 { colourful += 1 }
                }
            }
            XCTAssertGreaterThan(colourful, 50, "the emoji drew \(colourful) saturated pixels")
        }
    }

    func testGradientPaintedText() {
        MainActor.assumeIsolated {
            // A red → blue gradient across the frame: ink on the left is red, on the right blue.
            let stops = [DisplayList.GradientStop(color: S.red, location: 0), .init(color: S.blue, location: 1)]
            let frame = CGRect(x: 0, y: 0, width: 200, height: 40)
            let paint = DisplayList.Paint.linearGradient(stops: stops, start: .zero, end: CGPoint(x: 200, y: 0))
            let image = S.render([Self.textItem("MMMMMMMMMM", font: Font.Resolved(size: 30, weight: .black), frame: frame,
                                                paint: paint)], width: 200, height: 40)
            var left = RGBA8.clear, right = RGBA8.clear
            for y in 0..<40 {
                for x in 0..<30 where image.pixel(x: x, y: y).a == 255 { left = image.pixel(x: x, y: y) }
                for x in 150..<200 where image.pixel(x: x, y: y).a == 255 { right = image.pixel(x: x, y: y) }
            }
            XCTAssertGreaterThan(left.r, left.b)
            XCTAssertGreaterThan(right.b, right.r)
        }
    }
}

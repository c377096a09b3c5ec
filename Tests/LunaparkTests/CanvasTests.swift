import Foundation
import Lunapark
import Testing

/// `Canvas` and `GraphicsContext` on the whole stack: what a renderer draws is recorded into
/// one display-list drawing and replayed by cairo; checked on pixels.
@MainActor
struct CanvasTests {
    /// A 100 x 100 host showing `content`, rendered once.
    private func render<V: View>(_ content: V, size: CGSize = CGSize(width: 100, height: 100)) -> RenderedImage {
        let host = HeadlessHost(size: size) { content }
        return host.render()
    }

    @Test func fillsAPathWithAColourInCanvasCoordinates() {
        let image = render(Canvas { context, size in
            context.fill(Path(CGRect(x: 10, y: 20, width: 30, height: 40)), with: .color(.red))
        })
        #expect(image.isRed(25, 40))
        #expect(image.isWhite(5, 40))
        #expect(image.isWhite(45, 40))
        #expect(image.isWhite(25, 65))
    }

    @Test func theRendererGetsTheCanvasSizeAndDrawingIsClippedToIt() {
        let sizes = SizeLog()
        let image = render(Canvas { context, size in
            sizes.values.append(size)
            context.fill(Path(CGRect(x: -50, y: -50, width: 400, height: 400)), with: .color(.red))
        }.frame(width: 40, height: 30))
        #expect(sizes.values.last == CGSize(width: 40, height: 30))
        // The 40 x 30 canvas is centred in the 100 x 100 host: (30, 35) to (70, 65).
        #expect(image.isRed(50, 50))
        #expect(image.isWhite(25, 50))
        #expect(image.isWhite(50, 30))
    }

    @Test func strokeDrawsTheOutlineOnly() {
        let image = render(Canvas { context, _ in
            context.stroke(Path(CGRect(x: 20, y: 20, width: 60, height: 60)), with: .color(.red), lineWidth: 6)
        })
        #expect(image.isRed(20, 50))
        #expect(image.isRed(50, 78))
        #expect(image.isWhite(50, 50))
    }

    @Test func transformsMoveLaterDrawingOnly() {
        let image = render(Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            context.translateBy(x: 50, y: 50)
            context.scaleBy(x: 2, y: 2)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
        })
        #expect(image.isRed(5, 5))
        let blue = image.pixel(x: 65, y: 65)
        #expect(blue.b > 200 && blue.r < 80)
        #expect(image.isWhite(75, 75))
    }

    @Test func rotationTurnsAboutTheOrigin() {
        // A 40 x 4 bar along +x, turned 90° clockwise about (50, 50), points down.
        let image = render(Canvas { context, _ in
            context.translateBy(x: 50, y: 50)
            context.rotate(by: .degrees(90))
            context.fill(Path(CGRect(x: 0, y: -2, width: 40, height: 4)), with: .color(.red))
        })
        #expect(image.isRed(50, 80))
        #expect(image.isWhite(80, 50))
    }

    @Test func aCopyOfTheContextHasItsOwnState() {
        // Apple's example: a masked copy draws a clipped ellipse; the original is not clipped.
        let image = render(Canvas { context, size in
            var masked = context
            let half = CGSize(width: size.width / 2, height: size.height / 2)
            masked.clip(to: Path(CGRect(origin: .zero, size: half)))
            masked.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
            context.fill(Path(CGRect(origin: CGPoint(x: 75, y: 75), size: CGSize(width: 20, height: 20))),
                         with: .color(.red))
        })
        let green = image.pixel(x: 30, y: 30)
        #expect(green.g > 150 && green.r < 100)
        #expect(image.isWhite(70, 50))   // the ellipse beyond the clip
        #expect(image.isRed(85, 85))     // the rectangle is not clipped
    }

    @Test func inverseClipDrawsOutsideTheShape() {
        let image = render(Canvas { context, _ in
            context.clip(to: Path(CGRect(x: 25, y: 25, width: 50, height: 50)), options: .inverse)
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.red))
        })
        #expect(image.isRed(10, 10))
        #expect(image.isWhite(50, 50))
    }

    @Test func opacityFadesEachOperationAndDrawLayerFadesTheGroup() {
        let image = render(Canvas { context, _ in
            var faded = context
            faded.opacity = 0.5
            // Two overlapping fills at 0.5: the overlap is darker (each is faded on its own).
            faded.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 30)), with: .color(.black))
            faded.fill(Path(CGRect(x: 15, y: 0, width: 30, height: 30)), with: .color(.black))
            // The same in a layer: one grey, the overlap no darker.
            faded.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 50, width: 30, height: 30)), with: .color(.black))
                layer.fill(Path(CGRect(x: 15, y: 50, width: 30, height: 30)), with: .color(.black))
            }
        })
        let single = Int(image.pixel(x: 5, y: 15).r), overlap = Int(image.pixel(x: 20, y: 15).r)
        #expect(abs(single - 128) <= 3)
        #expect(abs(overlap - 64) <= 3)
        let layerSingle = Int(image.pixel(x: 5, y: 65).r), layerOverlap = Int(image.pixel(x: 20, y: 65).r)
        #expect(abs(layerSingle - 128) <= 3)
        #expect(abs(layerOverlap - 128) <= 3)
    }

    @Test func blendModeMultipliesWithWhatIsDrawn() {
        let image = render(Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(Color(red: 1, green: 1, blue: 0)))
            context.blendMode = .multiply
            context.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 100)), with: .color(Color(red: 0, green: 1, blue: 1)))
        })
        let mixed = image.pixel(x: 25, y: 50)
        #expect(mixed.r < 10 && mixed.g > 245 && mixed.b < 10)   // yellow x cyan = green
        let yellow = image.pixel(x: 75, y: 50)
        #expect(yellow.r > 245 && yellow.g > 245 && yellow.b < 10)
    }
}

/// Sizes a renderer was called with.
@MainActor
private final class SizeLog { var values: [CGSize] = [] }

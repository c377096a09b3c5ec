import Foundation
import Lunapark
import Testing

/// `GraphicsContext.Shading`: colours, gradients and shape styles, and text, images and
/// symbols drawn into a canvas, checked on pixels.
@MainActor
struct GraphicsContextShadingTests {
    private func render<V: View>(_ content: V) -> RenderedImage {
        HeadlessHost(size: CGSize(width: 100, height: 100)) { content }.render()
    }

    private let redToBlue = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])

    @Test func linearGradientRunsFromStartToEndPoint() {
        let image = render(Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)),
                         with: .linearGradient(redToBlue, startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 100, y: 0)))
        })
        let left = image.pixel(x: 1, y: 50), middle = image.pixel(x: 50, y: 50), right = image.pixel(x: 98, y: 50)
        #expect(left.r > 245 && left.b < 10)
        #expect(abs(Int(middle.r) - 128) <= 4 && abs(Int(middle.b) - 128) <= 4)
        #expect(right.b > 245 && right.r < 10)
    }

    @Test func repeatAndMirrorContinueTheGradientBeyondItsEnd() {
        func gradient(_ options: GraphicsContext.GradientOptions) -> RenderedImage {
            render(Canvas { [redToBlue] context, _ in
                context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)),
                             with: .linearGradient(redToBlue, startPoint: .zero, endPoint: CGPoint(x: 40, y: 0),
                                                   options: options))
            })
        }
        // At x = 41: padded, the end colour (blue); repeated, the start again (red);
        // mirrored, coming back from blue (blue).
        #expect(gradient([]).pixel(x: 60, y: 50).b > 245)
        let repeated = gradient(.repeat).pixel(x: 41, y: 50)
        #expect(repeated.r > 240 && repeated.b < 20)
        let mirrored = gradient(.mirror).pixel(x: 41, y: 50)
        #expect(mirrored.b > 240 && mirrored.r < 20)
        // Half way back at x = 60: repeated is half way again, mirrored too, padded stays blue.
        #expect(abs(Int(gradient(.mirror).pixel(x: 60, y: 50).r) - 128) <= 6)
    }

    @Test func linearColorInterpolatesInLinearLight() {
        // Half way between red and blue, linear interpolation of light gives each 0.5 linear,
        // which is 188 in sRGB; plain interpolation of encoded values gives 128.
        let image = render(Canvas { [redToBlue] context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)),
                         with: .linearGradient(redToBlue, startPoint: .zero, endPoint: CGPoint(x: 100, y: 0),
                                               options: .linearColor))
        })
        let middle = image.pixel(x: 50, y: 50)
        #expect(abs(Int(middle.r) - 188) <= 4 && abs(Int(middle.b) - 188) <= 4)
    }

    @Test func radialGradientGrowsFromTheCentre() {
        let image = render(Canvas { [redToBlue] context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)),
                         with: .radialGradient(redToBlue, center: CGPoint(x: 50, y: 50), startRadius: 0, endRadius: 40))
        })
        #expect(image.pixel(x: 50, y: 50).r > 240)
        #expect(image.pixel(x: 95, y: 50).b > 240)
        #expect(image.pixel(x: 50, y: 5).b > 240)
    }

    @Test func conicGradientSweepsClockwiseFromItsAngle() {
        let image = render(Canvas { [redToBlue] context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)),
                         with: .conicGradient(redToBlue, center: CGPoint(x: 50, y: 50), angle: .degrees(0)))
        })
        // Just clockwise of +x (below, y down) is the start, a quarter turn on (straight down)
        // a quarter of the way, just above +x the end.
        #expect(image.pixel(x: 90, y: 53).r > 230)
        let down = image.pixel(x: 50, y: 90)
        #expect(abs(Int(down.r) - 191) <= 10 && abs(Int(down.b) - 64) <= 10)
        #expect(image.pixel(x: 90, y: 47).b > 230)
    }

    @Test func styleShadingLaysUnitPointGradientsOverThePath() {
        let image = render(Canvas { context, _ in
            context.fill(Path(CGRect(x: 50, y: 0, width: 50, height: 100)),
                         with: .style(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)))
        })
        #expect(image.pixel(x: 51, y: 50).r < 20)
        #expect(abs(Int(image.pixel(x: 75, y: 50).r) - 128) <= 6)
    }

    @Test func foregroundShadingTakesTheEnvironmentsStyle() {
        let image = render(Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .foreground)
        }.foregroundStyle(Color.red))
        #expect(image.isRed(50, 50))
    }

    @Test func textIsDrawnAtItsAnchorAndMeasured() {
        let measured = SizeBox()
        let image = render(Canvas { context, size in
            let text = context.resolve(Text("Hi").font(.system(size: 30)))
            measured.size = text.measure(in: size)
            context.draw(text, at: CGPoint(x: 100, y: 100), anchor: .bottomTrailing)
        })
        let size = measured.size
        #expect(size.width > 20 && size.width < 60 && size.height > 25 && size.height < 50)
        // The ink is in the bottom-right corner, inside the measured box.
        let inBox = image.count(in: CGRect(x: 100 - size.width, y: 100 - size.height, width: size.width, height: size.height)) {
            image.isDark($0, $1)
        }
        #expect(inBox > 30)
        #expect(image.count(in: CGRect(x: 0, y: 0, width: 100 - size.width, height: 100)) { image.isDark($0, $1) } == 0)
    }

    @Test func imageIsScaledIntoItsRectangle() {
        let bitmap = RenderedImage(width: 2, height: 2, pixels: [UInt32](repeating: 0xFFFF_0000, count: 4)).imageBitmap()
        let image = render(Canvas { context, _ in
            let resolved = context.resolve(Image(bitmap: bitmap))
            #expect(resolved.size == CGSize(width: 2, height: 2))
            context.draw(resolved, in: CGRect(x: 20, y: 20, width: 40, height: 40))
        })
        #expect(image.isRed(40, 40))
        #expect(image.isRed(22, 58))
        #expect(image.isWhite(65, 40))
    }

    @Test func symbolsAreDrawnByTagWhereverTheRendererPlacesThem() {
        enum Mark: Hashable { case dot, missing }
        let found = SizeBox()
        let image = render(Canvas { context, _ in
            guard let dot = context.resolveSymbol(id: Mark.dot) else { return }
            found.size = dot.size
            found.missingIsNil = context.resolveSymbol(id: Mark.missing) == nil
            context.draw(dot, in: CGRect(x: 0, y: 0, width: 20, height: 20))
            context.draw(dot, at: CGPoint(x: 80, y: 80))
        } symbols: {
            Circle().fill(Color.red).frame(width: 10, height: 10).tag(Mark.dot)
        })
        #expect(found.size == CGSize(width: 10, height: 10))
        #expect(found.missingIsNil)
        #expect(image.isRed(10, 10))   // scaled to 20 x 20
        #expect(image.isRed(80, 80))   // at its size, centred on (80, 80)
        #expect(image.isWhite(87, 80))
        #expect(image.isWhite(50, 50))
    }
}

/// A value a renderer reports to its test.
@MainActor
private final class SizeBox {
    var size = CGSize.zero
    var missingIsNil = false
}

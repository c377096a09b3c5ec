import Foundation
import Lunapark
import Testing

/// `GraphicsContext.addFilter` and `clipToLayer`: each later operation is filtered on its own,
/// then composited with the context's opacity, blend mode and clip; checked on pixels.
@MainActor
struct GraphicsContextFilterTests {
    private func render<V: View>(_ content: V) -> RenderedImage {
        HeadlessHost(size: CGSize(width: 100, height: 100)) { content }.render()
    }

    private let square = Path(CGRect(x: 30, y: 30, width: 40, height: 40))

    @Test func blurSpreadsTheEdgeOverAboutThreeSigma() {
        let image = render(Canvas { [square] context, _ in
            context.addFilter(.blur(radius: 4))
            context.fill(square, with: .color(.black))
        })
        // The edge at x = 30 becomes half grey; 8 points (2 sigma) out, nearly white; inside, black.
        #expect(abs(Int(image.pixel(x: 30, y: 50).r) - 128) <= 25)
        #expect(image.pixel(x: 22, y: 50).r > 230)
        #expect(image.pixel(x: 50, y: 50).r < 10)
    }

    @Test func shadowIsOffsetBelowTheContent() {
        let image = render(Canvas { [square] context, _ in
            context.addFilter(.shadow(color: .black, radius: 0.5, x: 10, y: 10))
            context.fill(square, with: .color(.red))
        })
        #expect(image.isRed(50, 50))           // the content over its shadow
        #expect(image.isDark(75, 75))          // the shadow, moved 10 points
        #expect(image.isWhite(25, 25))
        #expect(image.isWhite(85, 85))
    }

    @Test func shadowOnlyLeavesOutTheContent() {
        let image = render(Canvas { [square] context, _ in
            context.addFilter(.shadow(color: .black, radius: 0.5, x: 20, y: 0, options: .shadowOnly))
            context.fill(square, with: .color(.red))
        })
        #expect(image.isWhite(40, 50))
        #expect(image.isDark(80, 50))
    }

    @Test func colorMultiplyAndGrayscaleChangeTheColours() {
        let image = render(Canvas { context, _ in
            var multiplied = context
            multiplied.addFilter(.colorMultiply(Color(red: 1, green: 0, blue: 0)))
            multiplied.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(Color(red: 1, green: 1, blue: 0)))
            var grey = context
            grey.addFilter(.grayscale(1))
            grey.fill(Path(CGRect(x: 50, y: 0, width: 50, height: 50)), with: .color(Color(red: 1, green: 0, blue: 0)))
            var matrix = ColorMatrix()
            (matrix.r1, matrix.r3, matrix.b1, matrix.b3) = (0, 1, 1, 0)   // swap red and blue
            var swapped = context
            swapped.addFilter(.colorMatrix(matrix))
            swapped.fill(Path(CGRect(x: 0, y: 50, width: 50, height: 50)), with: .color(Color(red: 1, green: 0, blue: 0)))
        })
        #expect(image.isRed(25, 25))                        // yellow x red = red
        let grey = image.pixel(x: 75, y: 25)
        #expect(abs(Int(grey.r) - Int(grey.g)) <= 2 && abs(Int(grey.g) - Int(grey.b)) <= 2)
        #expect(abs(Int(grey.r) - 54) <= 4)                   // 0.213 x 255
        let swapped = image.pixel(x: 25, y: 75)
        #expect(swapped.b > 245 && swapped.r < 10)
        #expect(image.isWhite(75, 75))                       // transparent pixels stay transparent
    }

    @Test func filtersApplyToEachOperationThenTheOpacity() {
        let image = render(Canvas { [square] context, _ in
            context.addFilter(.colorInvert())
            context.opacity = 0.5
            context.fill(square, with: .color(.white))
        })
        // White inverted is black, at half opacity over white: mid grey.
        #expect(abs(Int(image.pixel(x: 50, y: 50).r) - 128) <= 3)
    }

    @Test func clipToLayerMasksWithTheLayersAlpha() {
        let image = render(Canvas { context, _ in
            context.clipToLayer { mask in
                mask.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.black))
            }
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.red))
        })
        #expect(image.isRed(50, 50))
        #expect(image.isWhite(3, 3))      // outside the circle
    }

    @Test func inverseLayerClipAndOpacityOfTheMask() {
        let image = render(Canvas { context, _ in
            context.clipToLayer(opacity: 0.5, options: .inverse) { mask in
                mask.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 100)), with: .color(.black))
            }
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.black))
        })
        // Left: the inverse of alpha 0.5 lets half through; right: all of it.
        #expect(abs(Int(image.pixel(x: 25, y: 50).r) - 128) <= 3)
        #expect(image.pixel(x: 75, y: 50).r < 5)
    }
}

import Foundation
@testable import LunaparkGraph
import LunaparkCore
import Testing

struct ColorMatrixTests {
    private func close(_ a: Color.Resolved, _ b: Color.Resolved, _ tolerance: Float = 1e-3) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
            && abs(a.blue - b.blue) <= tolerance && abs(a.opacity - b.opacity) <= tolerance
    }

    private let samples = [Color.Resolved(red: 1, green: 0, blue: 0), Color.Resolved(red: 0.2, green: 0.5, blue: 0.9),
                           Color.Resolved(red: 0.7, green: 0.7, blue: 0.7, opacity: 0.5)]

    @Test func hueRotationKeepsLuminanceAndGreysAndComesBackAtAFullTurn() {
        for color in samples {
            for degrees in [30.0, 90, 200] {
                let turned = ColorMatrix.hueRotation(.degrees(degrees)).apply(to: color)
                let luminance = { (c: Color.Resolved) in 0.213 * c.red + 0.715 * c.green + 0.072 * c.blue }
                // Luminance is kept unless a component had to be clamped.
                if [turned.red, turned.green, turned.blue].allSatisfy({ $0 > 0 && $0 < 1 }) {
                    #expect(abs(luminance(turned) - luminance(color)) < 1e-3)
                }
            }
            #expect(close(ColorMatrix.hueRotation(.degrees(360)).apply(to: color), color))
        }
        let grey = Color.Resolved(red: 0.4, green: 0.4, blue: 0.4)
        #expect(close(ColorMatrix.hueRotation(.degrees(123)).apply(to: grey), grey))
    }

    @Test func neutralAmountsAreTheIdentity() {
        #expect(ColorMatrix.saturation(1).isIdentity)
        #expect(ColorMatrix.brightness(0).isIdentity)
        #expect(ColorMatrix.contrast(1).isIdentity)
        #expect(ColorMatrix.grayscale(0).isIdentity)
        #expect(ColorMatrix.colorMultiply(Color.Resolved(red: 1, green: 1, blue: 1)).isIdentity)
        #expect(!ColorMatrix.colorInvert.isIdentity)
    }

    @Test func concatenatingAppliesInOrder() {
        let first = ColorMatrix.brightness(0.25), then = ColorMatrix.contrast(2)
        let both = first.concatenating(then)
        for color in samples {
            // Without clamping in between: pick values that stay in range.
            let c = Color.Resolved(red: color.red * 0.5, green: color.green * 0.5, blue: color.blue * 0.5)
            #expect(close(both.apply(to: c), then.apply(to: first.apply(to: c))))
        }
        #expect(ColorMatrix.colorInvert.concatenating(.colorInvert).isIdentity)
    }

    @Test func luminanceToAlphaIsBlackWithTheLuminanceAsOpacity() {
        let result = ColorMatrix.luminanceToAlpha.apply(to: Color.Resolved(red: 1, green: 1, blue: 1, opacity: 0.3))
        #expect(close(result, Color.Resolved(red: 0, green: 0, blue: 0, opacity: 1)))
    }

    @Test func rowsRoundTripAndRejectTheWrongCount() {
        let m = ColorMatrix.hueRotation(.degrees(40))
        #expect(ColorMatrix(rows: m.rows) == m)
        #expect(ColorMatrix(rows: [1, 2, 3]) == nil)
    }
}

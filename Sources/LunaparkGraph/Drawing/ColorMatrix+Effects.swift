import Foundation
import LunaparkCore

/// The matrices of SwiftUI's colour effects. SwiftUI documents `luminanceToAlpha()` as
/// SVG's `feColorMatrix type="luminanceToAlpha"` and `GraphicsContext.Filter.colorMatrix`
/// as `feColorMatrix`; hue rotation and saturation use SVG's `hueRotate` and `saturate`
/// matrices (Filter Effects Module Level 1, §9.6), brightness and contrast Core Image's
/// `CIColorControls` (brightness added to each component, contrast scaling the distance
/// from middle grey), as Apple's pages describe their endpoints: `brightness(1)` is white,
/// `contrast(0)` is grey, a negative contrast inverts.
extension ColorMatrix {
    /// The luminance weights of SVG's `saturate` and `hueRotate` matrices (Rec. 709, rounded).
    private static let weights: (r: Float, g: Float, b: Float) = (0.213, 0.715, 0.072)

    /// SVG `hueRotate`: with c = cos θ, s = sin θ, each row is
    /// `[0.213 0.715 0.072] + c·A + s·B` where
    ///
    ///     A = [ 0.787 -0.715 -0.072]   B = [-0.213 -0.715  0.928]
    ///         [-0.213  0.285 -0.072]       [ 0.143  0.140 -0.283]
    ///         [-0.213 -0.715  0.928]       [-0.787  0.715  0.072]
    ///
    /// It turns hues around the luminance axis and keeps luminance (its rows' weighted sums)
    /// and greys. 360° is the identity.
    package static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let c = Float(cos(angle.radians)), s = Float(sin(angle.radians))
        let (wr, wg, wb) = weights
        return ColorMatrix(rows: [
            wr + c * 0.787 - s * 0.213, wg - c * 0.715 - s * 0.715, wb - c * 0.072 + s * 0.928, 0, 0,
            wr - c * 0.213 + s * 0.143, wg + c * 0.285 + s * 0.140, wb - c * 0.072 - s * 0.283, 0, 0,
            wr - c * 0.213 - s * 0.787, wg - c * 0.715 + s * 0.715, wb + c * 0.928 + s * 0.072, 0, 0,
            0, 0, 0, 1, 0,
        ])!
    }

    /// SVG `saturate(s)`: `s·I + (1 - s)·L`, where every row of L is the luminance weights
    /// `[0.213 0.715 0.072]`. 0 is grey (the colour's luminance), 1 the identity, above 1
    /// oversaturates.
    package static func saturation(_ amount: Double) -> ColorMatrix {
        let s = Float(amount), (wr, wg, wb) = weights
        let k = 1 - s
        return ColorMatrix(rows: [
            wr * k + s, wg * k, wb * k, 0, 0,
            wr * k, wg * k + s, wb * k, 0, 0,
            wr * k, wg * k, wb * k + s, 0, 0,
            0, 0, 0, 1, 0,
        ])!
    }

    /// `grayscale(amount)`: saturation `1 - amount` (0 unchanged, 1 grey; CSS's `grayscale()`).
    package static func grayscale(_ amount: Double) -> ColorMatrix {
        saturation(1 - min(1, max(0, amount)))
    }

    /// `CIColorControls` brightness: `C' = C + amount` for R, G and B (0 unchanged, 1 white,
    /// -1 black); alpha unchanged.
    package static func brightness(_ amount: Double) -> ColorMatrix {
        var m = ColorMatrix()
        let b = Float(amount)
        (m.r5, m.g5, m.b5) = (b, b, b)
        return m
    }

    /// `CIColorControls` contrast: `C' = (C - 0.5)·amount + 0.5` for R, G and B: 1 unchanged,
    /// 0 middle grey, above 1 more contrast, negative inverts as well.
    package static func contrast(_ amount: Double) -> ColorMatrix {
        let k = Float(amount), offset = 0.5 * (1 - Float(amount))
        return ColorMatrix(rows: [
            k, 0, 0, 0, offset,
            0, k, 0, 0, offset,
            0, 0, k, 0, offset,
            0, 0, 0, 1, 0,
        ])!
    }

    /// `colorInvert()`: `C' = 1 - C` for R, G and B; alpha unchanged.
    package static let colorInvert: ColorMatrix = ColorMatrix(rows: [
        -1, 0, 0, 0, 1,
        0, -1, 0, 0, 1,
        0, 0, -1, 0, 1,
        0, 0, 0, 1, 0,
    ])!

    /// `colorMultiply(color)`: each component, alpha included, times the colour's.
    package static func colorMultiply(_ color: Color.Resolved) -> ColorMatrix {
        var m = ColorMatrix()
        (m.r1, m.g2, m.b3, m.a4) = (color.red, color.green, color.blue, color.opacity)
        return m
    }

    /// SVG `luminanceToAlpha`: `A' = 0.2125·R + 0.7154·G + 0.0721·B`, R' = G' = B' = 0 (black
    /// whose opacity is the luminance; the source alpha is not used).
    package static let luminanceToAlpha: ColorMatrix = ColorMatrix(rows: [
        0, 0, 0, 0, 0,
        0, 0, 0, 0, 0,
        0, 0, 0, 0, 0,
        0.2125, 0.7154, 0.0721, 0, 0,
    ])!
}

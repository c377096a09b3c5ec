import Foundation
import LunaparkCore

extension GraphicsContext {
    /// An image-processing step applied to each later drawing operation of a context
    /// (SwiftUI's `GraphicsContext.Filter`; add one with `addFilter(_:options:)`).
    ///
    /// Colour filters are colour matrices on unpremultiplied components, with the matrices
    /// of the SVG filter primitives (`feColorMatrix` saturate and hueRotate, `luminanceToAlpha`;
    /// W3C Filter Effects Module Level 1, §9.6 and §13). Provided: blur, shadow, colour matrix
    /// and the colour adjustments built on it, luminance to alpha and alpha threshold.
    /// `projectionTransform` and the shader filters are not.
    public struct Filter {
        enum Storage {
            case blur(radius: CGFloat, options: BlurOptions)
            case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat, blendMode: BlendMode, options: ShadowOptions)
            case matrix(ColorMatrix)
            case multiply(Color)
            case alphaThreshold(min: Double, max: Double, color: Color)
        }

        let storage: Storage

        /// A Gaussian blur; `radius` is its standard deviation in user-space points.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(storage: .blur(radius: radius, options: options))
        }

        /// A shadow: the content's alpha blurred by `radius` (standard deviation, points), tinted
        /// with `color`, moved by (`x`, `y`) and blended with `blendMode` under the content.
        /// The default colour is black at 33 % opacity in linear sRGB, as in SwiftUI.
        public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                                  y: CGFloat = 0, blendMode: BlendMode = .normal,
                                  options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(storage: .shadow(color: color, radius: radius, x: x, y: y, blendMode: blendMode, options: options))
        }

        /// Multiplies each colour by `matrix` (see `ColorMatrix`).
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(storage: .matrix(matrix)) }

        /// Multiplies each component by the matching component of `color`.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(storage: .multiply(color)) }

        /// Adds `amount` to red, green and blue (0 changes nothing, 1 turns everything white).
        public static func brightness(_ amount: Double) -> Filter {
            var m = ColorMatrix()
            (m.r5, m.g5, m.b5) = (Float(amount), Float(amount), Float(amount))
            return colorMatrix(m)
        }

        /// Scales red, green and blue away from (above 1) or towards (below 1) mid-grey.
        public static func contrast(_ amount: Double) -> Filter {
            let a = Float(amount), offset = 0.5 * (1 - a)
            var m = ColorMatrix()
            (m.r1, m.g2, m.b3) = (a, a, a)
            (m.r5, m.g5, m.b5) = (offset, offset, offset)
            return colorMatrix(m)
        }

        /// Scales saturation: 0 grey, 1 unchanged, above 1 more saturated (SVG `saturate`).
        public static func saturation(_ amount: Double) -> Filter {
            let s = Float(amount)
            return colorMatrix(ColorMatrix(rows: [
                [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0],
                [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0],
                [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0],
                [0, 0, 0, 1, 0],
            ]))
        }

        /// Removes `amount` of the saturation (0 unchanged, 1 grey): `saturation(1 - amount)`.
        public static func grayscale(_ amount: Double) -> Filter { saturation(1 - amount) }

        /// Turns hues by `angle` (SVG `hueRotate`).
        public static func hueRotation(_ angle: Angle) -> Filter {
            let c = Float(cos(angle.radians)), s = Float(sin(angle.radians))
            return colorMatrix(ColorMatrix(rows: [
                [0.213 + 0.787 * c - 0.213 * s, 0.715 - 0.715 * c - 0.715 * s, 0.072 - 0.072 * c + 0.928 * s, 0, 0],
                [0.213 - 0.213 * c + 0.143 * s, 0.715 + 0.285 * c + 0.140 * s, 0.072 - 0.072 * c - 0.283 * s, 0, 0],
                [0.213 - 0.213 * c - 0.787 * s, 0.715 - 0.715 * c + 0.715 * s, 0.072 + 0.928 * c + 0.072 * s, 0, 0],
                [0, 0, 0, 1, 0],
            ]))
        }

        /// Inverts red, green and blue by `amount` (0 unchanged, 1 fully inverted): c' = c + a (1 - 2c).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let a = Float(amount), k = 1 - 2 * a
            var m = ColorMatrix()
            (m.r1, m.g2, m.b3) = (k, k, k)
            (m.r5, m.g5, m.b5) = (a, a, a)
            return colorMatrix(m)
        }

        /// Black with each pixel's luminance as its alpha (SVG `luminanceToAlpha`).
        public static var luminanceToAlpha: Filter {
            colorMatrix(ColorMatrix(rows: [
                [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0.2125, 0.7154, 0.0721, 0, 0],
            ]))
        }

        /// `color` where a pixel's alpha lies in `min...max`, transparent elsewhere.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(storage: .alphaThreshold(min: min, max: max, color: color))
        }

        /// The display-list filter, lengths taken from user space (`transform`) to canvas space.
        func resolved(transform: CGAffineTransform, options: FilterOptions,
                      environment: EnvironmentValues) -> DisplayList.CanvasFilter {
            let scheme = environment.colorScheme
            let scale = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
            switch storage {
            case .blur(let radius, let blurOptions):
                return .blur(sigma: max(radius, 0) * scale, opaque: blurOptions.contains(.opaque))
            case .shadow(let color, let radius, let x, let y, let blendMode, let shadowOptions):
                return .shadow(DisplayList.CanvasShadow(
                    color: color.resolved(for: scheme), sigma: max(radius, 0) * scale,
                    offset: CGSize(width: x, height: y).applying(transform), blendMode: blendMode,
                    options: shadowOptions))
            case .matrix(let matrix):
                return .colorMatrix(matrix, linear: options.contains(.linearColor))
            case .multiply(let color):
                let c = color.resolved(for: scheme)
                var m = ColorMatrix()
                (m.r1, m.g2, m.b3, m.a4) = (c.red, c.green, c.blue, c.opacity)
                return .colorMatrix(m, linear: options.contains(.linearColor))
            case .alphaThreshold(let low, let high, let color):
                return .alphaThreshold(min: low, max: high, color: color.resolved(for: scheme))
            }
        }
    }
}

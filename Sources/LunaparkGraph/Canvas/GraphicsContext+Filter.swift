import Foundation
import LunaparkCore

extension GraphicsContext {
    /// An image-processing step applied to each later drawing operation of a context
    /// (SwiftUI's `GraphicsContext.Filter`; add one with `addFilter(_:options:)`).
    ///
    /// Colour filters are colour matrices on unpremultiplied components, the same matrices as
    /// the colour-effect modifiers (`ColorMatrix+Effects.swift`). Provided: blur, shadow, colour matrix
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
        public static func brightness(_ amount: Double) -> Filter { colorMatrix(.brightness(amount)) }

        /// Scales red, green and blue away from (above 1) or towards (below 1) mid-grey.
        public static func contrast(_ amount: Double) -> Filter { colorMatrix(.contrast(amount)) }

        /// Scales saturation: 0 grey, 1 unchanged, above 1 more saturated (SVG `saturate`).
        public static func saturation(_ amount: Double) -> Filter { colorMatrix(.saturation(amount)) }

        /// Removes `amount` of the saturation (0 unchanged, 1 grey): `saturation(1 - amount)`.
        public static func grayscale(_ amount: Double) -> Filter { colorMatrix(.grayscale(amount)) }

        /// Turns hues by `angle` (SVG `hueRotate`).
        public static func hueRotation(_ angle: Angle) -> Filter { colorMatrix(.hueRotation(angle)) }

        /// Inverts red, green and blue by `amount` (0 unchanged, 1 fully inverted): c' = c + a (1 - 2c),
        /// the identity and `colorInvert`'s matrix mixed by `amount`.
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let a = Float(amount), k = 1 - 2 * a
            return colorMatrix(ColorMatrix(rows: [k, 0, 0, 0, a, 0, k, 0, 0, a, 0, 0, k, 0, a, 0, 0, 0, 1, 0])!)
        }

        /// Black with each pixel's luminance as its alpha (SVG `luminanceToAlpha`).
        public static var luminanceToAlpha: Filter { colorMatrix(.luminanceToAlpha) }

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
                return .colorMatrix(.colorMultiply(color.resolved(for: scheme)), linear: options.contains(.linearColor))
            case .alphaThreshold(let low, let high, let color):
                return .alphaThreshold(min: low, max: high, color: color.resolved(for: scheme))
            }
        }
    }
}

import Foundation
import LunaparkCore

extension GraphicsContext {
    /// A colour or pattern to fill or stroke with (SwiftUI's `GraphicsContext.Shading`).
    ///
    /// Gradient geometry is in the user space of the context that draws with it. Shape styles
    /// given through `style(_:)` or `foreground` whose geometry is in unit points (a
    /// `LinearGradient` from `.top` to `.bottom`) are laid over the bounding box of the path
    /// being filled or stroked (a `meshGradient`'s unit points too). `backdrop`, `tiledImage`
    /// and shader shadings are not provided.
    public struct Shading {
        enum Storage {
            case color(Color)
            case linear(Gradient, start: CGPoint, end: CGPoint, GradientOptions)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, GradientOptions)
            case conic(Gradient, center: CGPoint, angle: Angle, GradientOptions)
            case style(any ShapeStyle)
            case foreground
            case palette([Shading])
        }

        let storage: Storage

        /// A solid colour (adaptive colours take the context environment's colour scheme).
        public static func color(_ color: Color) -> Shading { Shading(storage: .color(color)) }

        /// A linear gradient from `startPoint` to `endPoint` (user space).
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .linear(gradient, start: startPoint, end: endPoint, options))
        }

        /// A radial gradient between two circles about `center` (user space; negative radii count as 0).
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat,
                                          endRadius: CGFloat, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius, options))
        }

        /// A conic gradient sweeping once around `center`, clockwise on screen, starting at
        /// `angle` (0 points along +x). `repeat` and `mirror` change nothing for a full turn.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .conic(gradient, center: center, angle: angle, options))
        }

        /// Any shape style (a `Color`, a gradient view style, `.foreground`...).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(storage: .style(style)) }

        /// A mesh gradient laid over the bounding box of the path filled or stroked, as its
        /// unit points are (SwiftUI's `meshGradient(_:)`, iOS 18).
        public static func meshGradient(_ mesh: MeshGradient) -> Shading { Shading(storage: .style(mesh)) }

        /// The foreground style of the context's environment.
        public static var foreground: Shading { Shading(storage: .foreground) }

        /// Shadings for the levels of a multi-level drawing. Paths and text have one level,
        /// so they draw with the first shading (transparent when the array is empty).
        public static func palette(_ array: [Shading]) -> Shading { Shading(storage: .palette(array)) }

        /// The display-list shading for an operation whose user-space bounding box is `bounds`
        /// (evaluated only for styles laid over it).
        func resolved(in environment: EnvironmentValues, bounds: @autoclosure () -> CGRect) -> DisplayList.CanvasShading {
            let scheme = environment.colorScheme
            func stops(_ gradient: Gradient, _ options: GradientOptions) -> [DisplayList.GradientStop] {
                let stops = gradient.stops.map {
                    DisplayList.GradientStop(color: $0.color.resolved(for: scheme), location: Double($0.location))
                }
                return options.contains(.linearColor) ? Self.linearlyInterpolated(stops) : stops
            }
            func spread(_ options: GradientOptions) -> DisplayList.CanvasShading.Spread {
                options.contains(.mirror) ? .reflect : options.contains(.repeat) ? .repeat : .pad
            }
            switch storage {
            case .color(let color):
                return DisplayList.CanvasShading(paint: .color(color.resolved(for: scheme)))
            case .linear(let gradient, let start, let end, let options):
                return DisplayList.CanvasShading(paint: .linearGradient(stops: stops(gradient, options), start: start, end: end),
                                                 spread: spread(options))
            case .radial(let gradient, let center, let startRadius, let endRadius, let options):
                return DisplayList.CanvasShading(
                    paint: .radialGradient(stops: stops(gradient, options), center: center,
                                           startRadius: startRadius, endRadius: endRadius),
                    spread: spread(options))
            case .conic(let gradient, let center, let angle, let options):
                return DisplayList.CanvasShading(
                    paint: .angularGradient(stops: stops(gradient, options), center: center, startAngle: angle,
                                            endAngle: angle + .degrees(360)))
            case .style(let style):
                return Self.shading(resolving: style, in: environment, bounds: bounds())
            case .foreground:
                return Self.shading(resolving: ForegroundStyle(), in: environment, bounds: bounds())
            case .palette(let array):
                guard let first = array.first else {
                    return DisplayList.CanvasShading(paint: .color(Color.clear.resolved))
                }
                return first.resolved(in: environment, bounds: bounds())
            }
        }

        /// A shape style resolved on the main actor (where canvases call their renderers) and
        /// laid over `bounds`.
        private static func shading(resolving style: any ShapeStyle, in environment: EnvironmentValues,
                                    bounds: CGRect) -> DisplayList.CanvasShading {
            // A renderer runs on the main actor (CanvasNode calls it there); the style and
            // environment are only read during this synchronous call.
            nonisolated(unsafe) let style = style, environment = environment
            let resolved = MainActor.assumeIsolated { style._resolve(in: environment) }
            let box = bounds.isNull || bounds.isInfinite ? CGRect.zero : bounds
            return DisplayList.CanvasShading(paint: resolved.paint(in: box.size).offsetBy(x: box.minX, y: box.minY))
        }

        /// `stops` with 15 stops added inside each segment, their colours interpolated in linear
        /// sRGB: cairo then interpolates encoded values only over 1/16 of a segment, where the
        /// two curves differ by less than 1/255.
        static func linearlyInterpolated(_ stops: [DisplayList.GradientStop]) -> [DisplayList.GradientStop] {
            let sorted = stops.sortedByLocation
            guard sorted.count > 1 else { return sorted }
            var result: [DisplayList.GradientStop] = [sorted[0]]
            for (a, b) in zip(sorted, sorted.dropFirst()) {
                for step in 1...16 {
                    let t = Float(step) / 16
                    let color = Color.Resolved(
                        linearRed: a.color.linearRed + (b.color.linearRed - a.color.linearRed) * t,
                        linearGreen: a.color.linearGreen + (b.color.linearGreen - a.color.linearGreen) * t,
                        linearBlue: a.color.linearBlue + (b.color.linearBlue - a.color.linearBlue) * t,
                        opacity: a.color.opacity + (b.color.opacity - a.color.opacity) * t)
                    result.append(DisplayList.GradientStop(color: color,
                                                           location: a.location + (b.location - a.location) * Double(t)))
                }
            }
            return result
        }
    }
}

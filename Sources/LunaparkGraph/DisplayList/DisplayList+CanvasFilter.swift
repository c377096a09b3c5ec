import Foundation
import LunaparkCore

extension DisplayList {
    /// A filter of a canvas context (`GraphicsContext.addFilter(_:options:)`), its lengths
    /// already in canvas coordinates: radii scaled and offsets turned by the context's
    /// transform when the filter was added.
    public enum CanvasFilter: Sendable, Equatable {
        /// A Gaussian blur of standard deviation `sigma` points; `opaque` divides the result
        /// by its alpha (`BlurOptions.opaque`).
        case blur(sigma: CGFloat, opaque: Bool)
        /// A shadow: the alpha blurred by `sigma`, tinted, moved by `offset`, blended below
        /// (or above) the content.
        case shadow(CanvasShadow)
        /// A colour matrix on unpremultiplied components; `linear` converts them to linear
        /// sRGB first (`FilterOptions.linearColor`).
        case colorMatrix(ColorMatrix, linear: Bool)
        /// Pixels whose alpha lies in `min...max` become `color`, others transparent.
        case alphaThreshold(min: Double, max: Double, color: Color.Resolved)
    }

    /// The parameters of a canvas shadow filter.
    public struct CanvasShadow: Sendable, Hashable {
        public var color: Color.Resolved
        /// Gaussian standard deviation, points.
        public var sigma: CGFloat
        public var offset: CGSize
        public var blendMode: GraphicsContext.BlendMode
        public var options: GraphicsContext.ShadowOptions

        public init(color: Color.Resolved, sigma: CGFloat, offset: CGSize, blendMode: GraphicsContext.BlendMode,
                    options: GraphicsContext.ShadowOptions) {
            self.color = color
            self.sigma = sigma
            self.offset = offset
            self.blendMode = blendMode
            self.options = options
        }
    }
}

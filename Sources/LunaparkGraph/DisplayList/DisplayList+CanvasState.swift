import Foundation
import LunaparkCore

extension DisplayList {
    /// The state of a `GraphicsContext` that a recorded operation is drawn with: a value
    /// copied into each operation (clips and filters are shared, immutable chains, so
    /// consecutive operations of one context compare equal by identity and the renderer
    /// sets them up once).
    public struct CanvasState: Sendable {
        /// Maps the operation's user space into the canvas's coordinates.
        public var transform: CGAffineTransform
        /// Multiplies the operation's alpha, 0...1.
        public var opacity: Double
        /// How the operation combines with what is already drawn.
        public var blendMode: GraphicsContext.BlendMode
        /// The innermost clip shape, or nil for none (each links to the ones added before it).
        public var clip: CanvasClip?
        /// The filters applied to each operation, in the order they were added.
        public var filters: [CanvasFilter]

        public init(transform: CGAffineTransform = .identity, opacity: Double = 1,
                    blendMode: GraphicsContext.BlendMode = .normal, clip: CanvasClip? = nil,
                    filters: [CanvasFilter] = []) {
            self.transform = transform
            self.opacity = opacity
            self.blendMode = blendMode
            self.clip = clip
            self.filters = filters
        }
    }

    /// One clip shape of a canvas context, with the ones added before it (`parent`): an
    /// operation is drawn only where every shape of the chain lets it through.
    public final class CanvasClip: Sendable {
        public enum Shape: Sendable {
            /// A path, in the canvas coordinates given by `transform`.
            case path(Path, FillStyle, transform: CGAffineTransform)
            /// The alpha of a layer's operations, multiplied by `opacity` (`clipToLayer`).
            case layer([CanvasOperation], opacity: Double)
        }

        public let shape: Shape
        /// True for `ClipOptions.inverse`: the shape lets through only what lies outside it.
        public let isInverse: Bool
        /// The clip shapes added before this one, or nil.
        public let parent: CanvasClip?

        public init(shape: Shape, isInverse: Bool, parent: CanvasClip?) {
            self.shape = shape
            self.isInverse = isInverse
            self.parent = parent
        }

        /// True when a shape of the chain is a layer, whose alpha must mask each operation.
        public var hasLayerMask: Bool {
            var clip: CanvasClip? = self
            while let current = clip {
                if case .layer = current.shape { return true }
                clip = current.parent
            }
            return false
        }
    }
}

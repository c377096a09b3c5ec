import Foundation

extension GraphicsContext {
    /// Options for `clip(to:style:options:)` and `clipToLayer(opacity:options:content:)`
    /// (SwiftUI's `GraphicsContext.ClipOptions`).
    @frozen
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Lets through only what lies outside the shape.
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
    }

    /// Options for gradient shadings (SwiftUI's `GraphicsContext.GradientOptions`).
    @frozen
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient beyond its end points.
        public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
        /// Repeats the gradient beyond its end points, every other copy reversed; wins over `repeat`.
        public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
        /// Interpolates the colours in linear sRGB instead of gamma-encoded sRGB. cairo
        /// interpolates encoded values, so each segment is drawn as 16 sub-segments whose end
        /// colours are interpolated in linear space (at most 1/255 off between them).
        public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
    }

    /// Options for `addFilter(_:options:)` (SwiftUI's `GraphicsContext.FilterOptions`).
    @frozen
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Colour-matrix filters work on linear sRGB components instead of gamma-encoded ones.
        public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
    }

    /// Options for the blur filter (SwiftUI's `GraphicsContext.BlurOptions`).
    @frozen
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Makes the result opaque by dividing each pixel by its alpha (for opaque input).
        public static var opaque: BlurOptions { BlurOptions(rawValue: 1) }
    }

    /// Options for the shadow filter (SwiftUI's `GraphicsContext.ShadowOptions`).
    @frozen
    public struct ShadowOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt32
        @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draws the shadow above the content instead of below it.
        public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1) }
        /// Draws only the shadow, not the content.
        public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 2) }
        /// Uses the inverse of the content's alpha (with `shadowAbove` and `.sourceAtop`: an inner shadow).
        public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 4) }
        /// Composites content and shadow separately, each with the context's blend mode,
        /// instead of as one group.
        public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 8) }
    }
}

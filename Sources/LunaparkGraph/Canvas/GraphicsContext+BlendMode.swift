import Foundation
import LunaparkCore

extension GraphicsContext {
    /// The ways a graphics context combines new content with what it already drew
    /// (SwiftUI's `GraphicsContext.BlendMode`): the separable and non-separable blend modes
    /// of the PDF specification and the Porter-Duff operators, all drawn by cairo's operators
    /// of the same names.
    ///
    /// `plusDarker` is left out: cairo has no operator for it (max(0, 1 - ((1 - d) + (1 - s))))
    /// and drawing it as `darken` would show something else.
    @frozen
    public struct BlendMode: RawRepresentable, Equatable, Hashable, Sendable {
        public let rawValue: Int32

        /// A blend mode with a raw value from the list below; unknown values draw as `normal`.
        @inlinable public init(rawValue: Int32) { self.rawValue = rawValue }

        /// Paints the source over the background (Porter-Duff source-over).
        public static let normal = BlendMode(rawValue: 0)
        /// Multiplies source and background: never lighter than either.
        public static let multiply = BlendMode(rawValue: 1)
        /// Multiplies the inverses: never darker than either.
        public static let screen = BlendMode(rawValue: 2)
        /// Multiplies or screens, depending on the background.
        public static let overlay = BlendMode(rawValue: 3)
        /// Keeps the darker of source and background.
        public static let darken = BlendMode(rawValue: 4)
        /// Keeps the lighter of source and background.
        public static let lighten = BlendMode(rawValue: 5)
        /// Brightens the background to reflect the source.
        public static let colorDodge = BlendMode(rawValue: 6)
        /// Darkens the background to reflect the source.
        public static let colorBurn = BlendMode(rawValue: 7)
        /// Darkens or lightens depending on the source.
        public static let softLight = BlendMode(rawValue: 8)
        /// Multiplies or screens depending on the source.
        public static let hardLight = BlendMode(rawValue: 9)
        /// The difference of source and background.
        public static let difference = BlendMode(rawValue: 10)
        /// Like `difference` with lower contrast.
        public static let exclusion = BlendMode(rawValue: 11)
        /// The source's hue with the background's saturation and luminosity.
        public static let hue = BlendMode(rawValue: 12)
        /// The source's saturation with the background's hue and luminosity.
        public static let saturation = BlendMode(rawValue: 13)
        /// The source's hue and saturation with the background's luminosity.
        public static let color = BlendMode(rawValue: 14)
        /// The source's luminosity with the background's hue and saturation.
        public static let luminosity = BlendMode(rawValue: 15)
        /// Clears what the source covers.
        public static let clear = BlendMode(rawValue: 16)
        /// Replaces the background with the source where the source is drawn.
        public static let copy = BlendMode(rawValue: 17)
        /// The source, only where the background is.
        public static let sourceIn = BlendMode(rawValue: 18)
        /// The source, only where the background is not.
        public static let sourceOut = BlendMode(rawValue: 19)
        /// The source over the background, only where the background is.
        public static let sourceAtop = BlendMode(rawValue: 20)
        /// The background over the source.
        public static let destinationOver = BlendMode(rawValue: 21)
        /// The background, only where the source is.
        public static let destinationIn = BlendMode(rawValue: 22)
        /// The background, only where the source is not.
        public static let destinationOut = BlendMode(rawValue: 23)
        /// The background over the source, only where the source is.
        public static let destinationAtop = BlendMode(rawValue: 24)
        /// Source and background, each only where the other is not.
        public static let xor = BlendMode(rawValue: 25)
        /// Adds source and background components, saturating at 1.
        public static let plusLighter = BlendMode(rawValue: 26)
    }
}

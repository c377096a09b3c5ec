import Foundation
import LunaparkCore

extension Font {
    /// A font's width (SwiftUI's `Font.Width`), from `compressed` (−0.3) to `expanded` (0.2),
    /// the values of UIKit's `UIFont.Width`.
    ///
    /// The renderer asks fontconfig for the nearest stretch: widths under −0.1 draw
    /// DejaVu's Condensed faces, which are the only other width installed, so
    /// `compressed` draws as `condensed` and `expanded` as `standard` (listed in the README).
    public struct Width: Hashable, Sendable {
        /// The width on UIKit's scale: 0 is standard, negative narrower, positive wider.
        public var value: CGFloat

        /// A width of `value` on UIKit's scale.
        public init(_ value: CGFloat) { self.value = value }

        /// −0.3: the narrowest.
        public static let compressed = Width(-0.3)
        /// −0.2.
        public static let condensed = Width(-0.2)
        /// 0: the font's usual width.
        public static let standard = Width(0)
        /// 0.2.
        public static let expanded = Width(0.2)
    }

    /// This font at `width` (`.condensed`, `.expanded`...); size, weight, design and slant are kept.
    public func width(_ width: Width) -> Font { var f = self; f.resolved.width = width; return f }
}

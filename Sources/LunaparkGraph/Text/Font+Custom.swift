import Foundation
import LunaparkCore

extension Font {
    /// The font named `name` (a family such as "DejaVu Serif", or a PostScript-style
    /// "Family-Style" name such as "Avenir-Heavy") at `size` points.
    ///
    /// The size scales with Dynamic Type as `.body` does (by the ratio of the body's size
    /// at the environment's `dynamicTypeSize` to its 17 points). When no installed family matches,
    /// the text is drawn in the system font (same size, weight and slant) and the graph
    /// reports one line naming the missing font.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(Resolved(size: size, customName: name), scalingLike: .body)
    }

    /// The font named `name` at `size` points, scaling under Dynamic Type as `textStyle`
    /// does (by the ratio of the style's size at the environment's `dynamicTypeSize` to its
    /// size at `.large`); see `custom(_:size:)` for names and the fallback.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(Resolved(size: size, customName: name), scalingLike: textStyle)
    }

    /// The font named `name` at `fixedSize` points, which never scales; see
    /// `custom(_:size:)` for names and the fallback.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(Resolved(size: fixedSize, customName: name), scalingLike: nil)
    }
}

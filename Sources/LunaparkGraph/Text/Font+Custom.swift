import Foundation
import LunaparkCore

extension Font {
    /// The font named `name` (a family such as "DejaVu Serif", or a PostScript-style
    /// "Family-Style" name such as "Avenir-Heavy") at `size` points.
    ///
    /// SwiftUI scales this size with Dynamic Type relative to `.body`; Lunapark has no
    /// Dynamic Type, so the size is used as given. When no installed family matches,
    /// the text is drawn in the system font (same size, weight and slant) and the graph
    /// reports one line naming the missing font.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(Resolved(size: size, customName: name))
    }

    /// The font named `name` at `size` points, scaling like `textStyle` under Dynamic
    /// Type in SwiftUI (here: `size` as given, as there is no Dynamic Type); see
    /// `custom(_:size:)` for names and the fallback.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        custom(name, size: size)
    }

    /// The font named `name` at `fixedSize` points, which never scales; see
    /// `custom(_:size:)` for names and the fallback.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        custom(name, size: fixedSize)
    }
}

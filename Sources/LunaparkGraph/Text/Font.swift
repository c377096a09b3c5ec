import Foundation
import LunaparkCore

/// A font (SwiftUI's `Font`): a text style such as `.title`, or a system
/// font of a given size, weight and design.
///
/// Text styles resolve to the sizes of Apple's "Large" (default) dynamic
/// type setting: largeTitle 34, title 28, title2 22, title3 20, headline 17
/// semibold, body 17, callout 16, subheadline 15, footnote 13, caption 12,
/// caption2 11 points; at other `DynamicTypeSize`s, to the sizes in
/// `Font.TextStyle.size(at:)`.
public struct Font: Hashable, Sendable {
    /// The concrete description a renderer needs, at the default text size (`.large`).
    public var resolved: Resolved
    /// The text style whose Dynamic Type sizes this font's size follows (nil: a fixed size).
    var textStyle: TextStyle?

    /// A font from a concrete description (Lunapark's own; SwiftUI has no
    /// public equivalent).
    public init(_ resolved: Resolved) { self.resolved = resolved }

    /// The system font at `size` points. The size is fixed: as in SwiftUI, it does
    /// not follow the environment's `dynamicTypeSize`.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(Resolved(size: size, weight: weight, design: design))
    }

    /// The font of text style `style` (its size in the table on `Font`) in
    /// `design`; `weight`, when given, replaces the style's own weight (the
    /// headline's semibold, for instance).
    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        var r = style.resolved
        r.design = design
        if let weight { r.weight = weight }
        return Font(r, scalingLike: style)
    }

    /// A font from `resolved` (at the default text size) whose size follows `style` under Dynamic Type.
    init(_ resolved: Resolved, scalingLike style: TextStyle?) {
        self.resolved = resolved
        self.textStyle = style
    }

    /// The concrete font at text size `size`: a text style's size from Apple's table; a
    /// font relative to a style (`custom(_:size:relativeTo:)`) scaled by the same ratio as
    /// that style (its size times style size at `size` / style size at `.large`); a fixed
    /// size unchanged.
    func resolved(at size: DynamicTypeSize) -> Resolved {
        guard let textStyle, size != .large else { return resolved }
        var r = resolved
        r.size = resolved.size * textStyle.size(at: size) / textStyle.size(at: .large)
        return r
    }

    /// 34 points, regular.
    public static let largeTitle = Font(TextStyle.largeTitle.resolved, scalingLike: .largeTitle)
    /// 28 points, regular.
    public static let title = Font(TextStyle.title.resolved, scalingLike: .title)
    /// 22 points, regular.
    public static let title2 = Font(TextStyle.title2.resolved, scalingLike: .title2)
    /// 20 points, regular.
    public static let title3 = Font(TextStyle.title3.resolved, scalingLike: .title3)
    /// 17 points, semibold.
    public static let headline = Font(TextStyle.headline.resolved, scalingLike: .headline)
    /// 15 points, regular.
    public static let subheadline = Font(TextStyle.subheadline.resolved, scalingLike: .subheadline)
    /// 17 points, regular: the default font of text.
    public static let body = Font(TextStyle.body.resolved, scalingLike: .body)
    /// 16 points, regular.
    public static let callout = Font(TextStyle.callout.resolved, scalingLike: .callout)
    /// 13 points, regular.
    public static let footnote = Font(TextStyle.footnote.resolved, scalingLike: .footnote)
    /// 12 points, regular.
    public static let caption = Font(TextStyle.caption.resolved, scalingLike: .caption)
    /// 11 points, regular.
    public static let caption2 = Font(TextStyle.caption2.resolved, scalingLike: .caption2)

    /// This font at `weight`, replacing its previous weight; size, design and
    /// slant are kept.
    public func weight(_ weight: Weight) -> Font { var f = self; f.resolved.weight = weight; return f }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var f = self; f.resolved.italic = true; return f }
    /// This font in the `.monospaced` design, every character the same width;
    /// size, weight and slant are kept. (SwiftUI looks for a fixed-width face of
    /// the same family first; here the design decides the family.)
    public func monospaced() -> Font { var f = self; f.resolved.design = .monospaced; return f }
    /// This font with tabular figures (the OpenType `tnum` feature): digits all
    /// take the same width, so a changing number does not make its text jitter.
    /// Other characters keep their widths.
    public func monospacedDigit() -> Font { var f = self; f.resolved.monospacedDigits = true; return f }

    /// Dynamic Type's text styles, at the sizes of its default ("Large")
    /// setting, listed on `Font`.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var resolved: Resolved {
            switch self {
            case .largeTitle: Resolved(size: 34)
            case .title: Resolved(size: 28)
            case .title2: Resolved(size: 22)
            case .title3: Resolved(size: 20)
            case .headline: Resolved(size: 17, weight: .semibold)
            case .body: Resolved(size: 17)
            case .callout: Resolved(size: 16)
            case .subheadline: Resolved(size: 15)
            case .footnote: Resolved(size: 13)
            case .caption: Resolved(size: 12)
            case .caption2: Resolved(size: 11)
            }
        }
    }

    /// Font weights; `rawValue` is the CSS/OpenType weight (100...900) pango uses.
    public enum Weight: Int, Hashable, Sendable, CaseIterable {
        case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500
        case semibold = 600, bold = 700, heavy = 800, black = 900
    }

    /// Font designs. The renderer draws `.default` and `.rounded` with DejaVu
    /// Sans (no rounded face is installed), `.serif` with DejaVu Serif and
    /// `.monospaced` with DejaVu Sans Mono.
    public enum Design: Hashable, Sendable, CaseIterable {
        case `default`, serif, rounded, monospaced
    }

    /// Everything a text engine needs to shape text.
    public struct Resolved: Hashable, Sendable {
        /// Point size.
        public var size: CGFloat
        public var weight: Weight
        public var design: Design
        /// Slanted (pango's italic style).
        public var italic: Bool
        /// Digits set as tabular figures (see `Font.monospacedDigit()`).
        public var monospacedDigits: Bool
        /// The name given to `Font.custom` (nil: the system font of `design`). When no
        /// installed font matches it, the renderer uses the system font of `design`.
        public var customName: String?
        /// How wide the characters are (`Font.Width`; `.standard` by default).
        public var width: Width = .standard

        public init(size: CGFloat, weight: Weight = .regular, design: Design = .default,
                    italic: Bool = false, monospacedDigits: Bool = false, customName: String? = nil) {
            self.size = size
            self.weight = weight
            self.design = design
            self.italic = italic
            self.monospacedDigits = monospacedDigits
            self.customName = customName
        }
    }
}

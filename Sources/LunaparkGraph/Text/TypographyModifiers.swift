import Foundation
import LunaparkCore

private struct TextTypographyKey: EnvironmentKey { static let defaultValue = TextTypography() }
private struct FontWidthKey: EnvironmentKey { static let defaultValue: Font.Width? = nil }
private struct MonospacedDigitKey: EnvironmentKey { static let defaultValue = false }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
    /// Character styling from the view modifiers `kerning`, `tracking`, `underline`...
    var textTypography: TextTypography {
        get { self[TextTypographyKey.self] }
        set { self[TextTypographyKey.self] = newValue }
    }

    /// The width `fontWidth(_:)` set for text in the subtree (nil: each font's own).
    var fontWidth: Font.Width? {
        get { self[FontWidthKey.self] }
        set { self[FontWidthKey.self] = newValue }
    }

    /// True below a `monospacedDigit()` view modifier.
    var monospacedDigits: Bool {
        get { self[MonospacedDigitKey.self] }
        set { self[MonospacedDigitKey.self] = newValue }
    }

    /// Points added between the lines of wrapped text (default 0).
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// Where text that does not fit is cut and ellipsized (default `.tail`).
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// The smallest fraction of its font size text may shrink to before it is truncated
    /// (default 1: no shrinking), in 0...1.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// Whether text may draw its characters closer together before it shrinks or truncates (default false).
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// The case text is shown in (nil: as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Sets `kerning` points between the characters of text in this view; a text's own wins.
    public func kerning(_ kerning: CGFloat) -> some View {
        transformEnvironment(\.textTypography) { $0.kerning = kerning }
    }

    /// Adds `tracking` points after each character of text in this view; a text's own wins.
    public func tracking(_ tracking: CGFloat) -> some View {
        transformEnvironment(\.textTypography) { $0.tracking = tracking }
    }

    /// Raises text in this view by `baselineOffset` points; a text's own wins.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        transformEnvironment(\.textTypography) { $0.baselineOffset = baselineOffset }
    }

    /// Underlines text in this view when `isActive` (in `color`, or the text's colour; every
    /// pattern drawn solid, see `Text.LineStyle`).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                          color: Color? = nil) -> some View {
        transformEnvironment(\.textTypography) {
            $0.underline = .some(isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
        }
    }

    /// Strikes through text in this view when `isActive` (as `underline(_:pattern:color:)`).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                              color: Color? = nil) -> some View {
        transformEnvironment(\.textTypography) {
            $0.strikethrough = .some(isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
        }
    }

    /// Sets the width of text in this view (`.condensed`...); nil keeps each font's width.
    public func fontWidth(_ width: Font.Width?) -> some View { environment(\.fontWidth, width) }

    /// Sets the digits of text in this view as tabular figures (see `Font.monospacedDigit()`).
    public func monospacedDigit() -> some View { environment(\.monospacedDigits, true) }

    /// Shows every `Text` in this view in `textCase` (nil: as written), as measured and drawn.
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }

    /// Adds `lineSpacing` points between the lines of wrapped text in this view.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing) }

    /// Sets where text in this view that does not fit is cut: `.head`, `.tail` or `.middle`.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }

    /// Lets text in this view shrink to `factor` of its font size (clamped to 0.01...1)
    /// before it is truncated: text that does not fit its proposed width within its line
    /// limit, or its proposed height, is set in the largest size that fits, found by bisection.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, min(max(factor, 0.01), 1))
    }

    /// Lets text in this view that does not fit draw its characters up to 0.05 em closer
    /// together before it shrinks or is truncated (Lunapark's measure; Apple does not give one).
    public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }
}

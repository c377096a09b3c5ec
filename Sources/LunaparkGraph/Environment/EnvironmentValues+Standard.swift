import Foundation
import LunaparkCore

private struct FontKey: EnvironmentKey {
    static let defaultValue: Font? = nil
}

private struct ForegroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static let defaultValue: TextAlignment = .leading
}

private struct LineLimitKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

private struct TintKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

private struct PickerStyleKey: EnvironmentKey {
    static let defaultValue: PickerStyleKind = .menu
}

extension EnvironmentValues {
    /// The default font of text in the subtree (nil: `.body`).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The style shapes and text use when none is given (nil: primary, black).
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// How the lines of wrapped text line up with each other (default `.leading`).
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// The maximum number of lines text may use (nil: no limit).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// False when controls in the subtree are disabled.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The tint of controls (nil: the accent colour).
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    var pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }

    /// Sets the style of shapes and text in this view (SwiftUI's `foregroundStyle(_:)`).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        // `.foreground` stands for the style already in force: it leaves it as it is.
        let keepsCurrent = style is ForegroundStyle || (style as? AnyShapeStyle)?.base is ForegroundStyle
        return transformEnvironment(\.foregroundStyle) { current in
            if !keepsCurrent { current = AnyShapeStyle(style) }
        }
    }

    /// Sets the colour of shapes and text in this view (deprecated in SwiftUI in favour of `foregroundStyle`).
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyle, color.map { AnyShapeStyle($0) })
    }

    /// Sets how the lines of wrapped text in this view line up with each other.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Limits text in this view to `number` lines (nil: no limit; a number below
    /// 1 counts as 1). Text cut short ends its last line with an ellipsis. The
    /// limit applies to text that wraps to a proposed width.
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }

    /// Disables the controls in this view when `disabled` is true. As in SwiftUI, an outer
    /// `disabled(true)` wins: `disabled(false)` inside a disabled view keeps it disabled.
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { isEnabled in isEnabled = isEnabled && !disabled }
    }

    /// Sets the tint colour of controls in this view.
    public func tint(_ tint: Color?) -> some View { environment(\.tint, tint) }
}

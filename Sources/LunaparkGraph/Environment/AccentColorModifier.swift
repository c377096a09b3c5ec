import LunaparkCore

private struct AccentColorKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// The colour set by `accentColor(_:)` (nil: the default accent, blue):
    /// what `Color.accentColor` resolves to, and so the tint of controls without a `tint(_:)`.
    var accentColor: Color? {
        get { self[AccentColorKey.self] }
        set { self[AccentColorKey.self] = newValue }
    }
}

extension View {
    /// Sets the accent colour for this view and the views it contains
    /// (SwiftUI's `accentColor(_:)`, deprecated there in favour of `tint(_:)`).
    ///
    /// `Color.accentColor` drawn inside takes this colour, and so do the
    /// controls that have no `tint(_:)` (buttons, toggles, sliders, progress
    /// views, links, the selected tab). `nil` and `Color.accentColor` keep the
    /// accent colour from further up.
    public func accentColor(_ accentColor: Color?) -> some View {
        transformEnvironment(\.accentColor) { current in
            guard let accentColor else { return }
            // `Color.accentColor` (perhaps with an opacity) stands for the accent from further up.
            if accentColor.isAccentColor, let outer = current {
                current = outer.opacity(Double(accentColor.resolved.opacity))
            } else {
                current = accentColor
            }
        }
    }
}

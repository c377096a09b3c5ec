import Foundation
import LunaparkCore

extension Image {
    /// The size of symbols relative to the text around them (SwiftUI's `Image.Scale`).
    /// Symbols are drawn with the font in force scaled by `factor`: small 0.8,
    /// medium 1, large 1.3 (about the proportions of SF Symbols' scales).
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        /// The factor applied to the font size of a symbol.
        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
    /// The scale of symbol images in the subtree (`.medium` by default).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Sets the scale of symbol images (`Image(systemName:)`) in this view.
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
}

import Foundation

/// How the layers of a symbol image are coloured (SwiftUI's `SymbolRenderingMode`).
///
/// Lunapark draws each symbol as one Material Icons glyph, which is a single layer: every
/// mode draws it in the primary foreground style, which is what SF Symbols' modes do with a
/// one-layer symbol (hierarchical and palette give the first layer the primary style).
/// Multicolor symbols' own colours are not drawn. The mode is kept in the environment
/// (`EnvironmentValues.symbolRenderingMode`) for code that reads it.
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case monochrome, multicolor, hierarchical, palette }
    let kind: Kind

    /// One colour for every layer.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
    /// One colour at decreasing opacity for secondary layers.
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// A style of the foreground styles for each layer.
    public static let palette = SymbolRenderingMode(kind: .palette)
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static let defaultValue: SymbolRenderingMode? = nil
}

extension EnvironmentValues {
    /// The rendering mode of symbol images in the subtree; nil for the symbol's default.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Sets the rendering mode of symbol images inside this view (SwiftUI's
    /// `symbolRenderingMode(_:)`); see `SymbolRenderingMode` for how they draw here.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

extension Image {
    /// This image with `renderingMode` for its symbol (SwiftUI's `Image.symbolRenderingMode(_:)`),
    /// which wins over the environment's.
    public func symbolRenderingMode(_ renderingMode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }
}

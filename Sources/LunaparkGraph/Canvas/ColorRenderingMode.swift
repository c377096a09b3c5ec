import Foundation

/// The working colour space and storage format of offscreen drawing (SwiftUI's
/// `ColorRenderingMode`, used by `Canvas`).
///
/// Lunapark draws with cairo on 8-bit premultiplied sRGB surfaces: every mode blends
/// gamma-encoded sRGB values, as `.nonLinear` does; `.linear` and `.extendedLinear` are
/// accepted so that SwiftUI code compiles, and draw like `.nonLinear`.
public enum ColorRenderingMode: Equatable, Hashable, Sendable {
    /// Gamma-encoded sRGB, components clamped to 0...1 (the default).
    case nonLinear
    /// Linear sRGB in SwiftUI; drawn as `nonLinear` here.
    case linear
    /// Linear sRGB with components outside 0...1 in SwiftUI; drawn as `nonLinear` here.
    case extendedLinear
}

import Foundation
import LunaparkCore

private struct ReduceMotionKey: EnvironmentKey {
    static let defaultValue = false
}

private struct ReduceTransparencyKey: EnvironmentKey {
    static let defaultValue = false
}

private struct DifferentiateWithoutColorKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the user asked for less motion (SwiftUI's Reduce Motion setting),
    /// false by default. `SDLHost` sets it when the process runs with
    /// `LUNAPARK_REDUCE_MOTION=1`; `environment(\.accessibilityReduceMotion, true)`
    /// sets it for a subtree. As on Apple platforms, views read it and choose
    /// their animations (`withAnimation(reduceMotion ? nil : .spring)`): Lunapark
    /// does not change animations by itself.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether the user asked for less transparency (Reduce Transparency), false
    /// by default; set by `LUNAPARK_REDUCE_TRANSPARENCY=1` at `SDLHost` or by
    /// `environment(_:_:)`. Views read it; materials are drawn as usual.
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Whether the user asked for differences shown by more than colour
    /// (Differentiate Without Color), false by default; set by
    /// `LUNAPARK_DIFFERENTIATE_WITHOUT_COLOR=1` at `SDLHost` or by
    /// `environment(_:_:)`. Views read it to add shapes or symbols.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }
}

import Foundation
import LunaparkCore

// SwiftUI's colour effects: each composites the view's content as a group through one
// `ColorMatrix` (see `ColorMatrix+Effects.swift` for the formulas). Those with a parameter
// animate it, as SwiftUI's do; an animation frame rewrites the layer's matrix in the last
// display list (no body runs, the content's cached drawing is reused).

/// A colour effect: the content's layer gets `matrix`.
@MainActor
protocol ColorMatrixEffect: LayerEffect {
    var matrix: ColorMatrix { get }
}

extension ColorMatrixEffect {
    var isNeutral: Bool { matrix.isIdentity }
    func apply(to layer: inout DisplayList.Layer, frame: CGRect) { layer.colorMatrix = matrix }
}

/// `hueRotation(_:)`.
public struct _HueRotationEffect: ViewModifier, Equatable {
    public typealias Body = Never
    public var angle: Angle
    public var animatableData: Angle.AnimatableData {
        get { angle.animatableData }
        set { angle.animatableData = newValue }
    }
}

extension _HueRotationEffect: ColorMatrixEffect {
    var matrix: ColorMatrix { .hueRotation(angle) }
}

/// `saturation(_:)`.
public struct _SaturationEffect: ViewModifier, Equatable {
    public typealias Body = Never
    public var amount: Double
    public var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }
}

extension _SaturationEffect: ColorMatrixEffect {
    var matrix: ColorMatrix { .saturation(amount) }
}

/// `grayscale(_:)`.
public struct _GrayscaleEffect: ViewModifier, Equatable {
    public typealias Body = Never
    public var amount: Double
    public var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }
}

extension _GrayscaleEffect: ColorMatrixEffect {
    var matrix: ColorMatrix { .grayscale(amount) }
}

/// `brightness(_:)`.
public struct _BrightnessEffect: ViewModifier, Equatable {
    public typealias Body = Never
    public var amount: Double
    public var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }
}

extension _BrightnessEffect: ColorMatrixEffect {
    var matrix: ColorMatrix { .brightness(amount) }
}

/// `contrast(_:)`.
public struct _ContrastEffect: ViewModifier, Equatable {
    public typealias Body = Never
    public var amount: Double
    public var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }
}

extension _ContrastEffect: ColorMatrixEffect {
    var matrix: ColorMatrix { .contrast(amount) }
}

/// `colorMultiply(_:)`: animates through the colour's resolved value (linear sRGB).
public struct _ColorMultiplyEffect: ViewModifier, Equatable {
    public typealias Body = Never
    public var color: Color
    public var animatableData: Color.AnimatableData {
        get { color.animatableData }
        set { color.animatableData = newValue }
    }
}

extension _ColorMultiplyEffect: ColorMatrixEffect {
    var matrix: ColorMatrix { .colorMultiply(color.resolved) }
}

/// `colorInvert()` (nothing to animate).
public struct _ColorInvertEffect: ViewModifier, Equatable {
    public typealias Body = Never
}

extension _ColorInvertEffect: ColorMatrixEffect {
    var matrix: ColorMatrix { .colorInvert }
}

/// `luminanceToAlpha()` (nothing to animate).
public struct _LuminanceToAlphaEffect: ViewModifier, Equatable {
    public typealias Body = Never
}

extension _LuminanceToAlphaEffect: ColorMatrixEffect {
    var matrix: ColorMatrix { .luminanceToAlpha }
}

extension View {
    /// Turns every colour of the view around the hue circle by `angle` (SVG's `hueRotate`:
    /// luminance and greys are kept; 360° is no change). Animatable.
    public func hueRotation(_ angle: Angle) -> some View { modifier(_HueRotationEffect(angle: angle)) }

    /// Scales the view's saturation: 0 grey, 1 unchanged, above 1 more intense (SVG's
    /// `saturate`). Animatable.
    public func saturation(_ amount: Double) -> some View { modifier(_SaturationEffect(amount: amount)) }

    /// Drains the view's colour: 0 unchanged ... 1 grey (saturation `1 - amount`; values
    /// outside 0...1 are clamped). Animatable.
    public func grayscale(_ amount: Double) -> some View { modifier(_GrayscaleEffect(amount: amount)) }

    /// Brightens the view by adding `amount` to each colour component: 0 unchanged, 1 white
    /// (negative values darken, -1 black). Animatable.
    public func brightness(_ amount: Double) -> some View { modifier(_BrightnessEffect(amount: amount)) }

    /// Scales each component's distance from middle grey by `amount`: 1 unchanged, 0 grey,
    /// negative values invert as well. Animatable.
    public func contrast(_ amount: Double) -> some View { modifier(_ContrastEffect(amount: amount)) }

    /// Multiplies each component of the view's colours, opacity included, by `color`'s
    /// (white leaves the view unchanged). Animatable: the colour animates in linear sRGB.
    public func colorMultiply(_ color: Color) -> some View { modifier(_ColorMultiplyEffect(color: color)) }

    /// Replaces each colour by its complement (`1 - c` per component; opacity kept).
    public func colorInvert() -> some View { modifier(_ColorInvertEffect()) }

    /// Makes the view black with an opacity equal to its luminance (SVG's
    /// `luminanceToAlpha`, as SwiftUI documents): dark parts become transparent.
    public func luminanceToAlpha() -> some View { modifier(_LuminanceToAlphaEffect()) }
}

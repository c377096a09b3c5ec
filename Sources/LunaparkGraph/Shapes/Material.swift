import Foundation
import LunaparkCore

/// A background material (SwiftUI's `Material`): a blur of what is already drawn behind the
/// shape it fills, with its colours strengthened and a tint laid over it that follows the
/// colour scheme (white in light, near black in dark).
///
/// Use it as any shape style: `.background(.regularMaterial)`,
/// `.background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))`,
/// `Circle().fill(.ultraThinMaterial)`. The renderer blurs the pixels drawn before the shape
/// in the same frame (everything beneath it, through open groups of enclosing effect layers;
/// inside a `projectionEffect` or `rotation3DEffect`, only that layer's own content) and keeps
/// the result while those pixels do not change.
///
/// Lunapark's numbers, not measured on Apple platforms (Apple documents only the order, from
/// "mostly translucent" to "mostly opaque"): a Gaussian blur of 12 points standard deviation,
/// the backdrop's saturation times 1.8, and a tint whose opacity grows with the thickness
/// (0.30, 0.45, 0.60, 0.75, 0.88; the bar 0.80). Stroking or drawing text with a material
/// uses its tint alone. Vibrancy of the content above a material is not drawn.
public struct Material: Sendable, ShapeStyle {
    /// How opaque the tint is, 0...1.
    let tintOpacity: Double

    /// The blur's standard deviation in points, the same for every thickness.
    static let blurRadius: Double = 12
    /// The saturation factor applied to the blurred backdrop (1 leaves it unchanged).
    static let saturation: Double = 1.8

    /// A mostly translucent material.
    public static let ultraThin = Material(tintOpacity: 0.30)
    /// A material that's more translucent than opaque.
    public static let thin = Material(tintOpacity: 0.45)
    /// A material that's somewhat translucent.
    public static let regular = Material(tintOpacity: 0.60)
    /// A material that's more opaque than translucent.
    public static let thick = Material(tintOpacity: 0.75)
    /// A mostly opaque material.
    public static let ultraThick = Material(tintOpacity: 0.88)
    /// A material matching the style of system toolbars.
    public static let bar = Material(tintOpacity: 0.80)

    /// The tint over the blurred backdrop: a light grey in the light scheme, a dark grey in the
    /// dark one, at this material's opacity.
    func tint(for scheme: ColorScheme) -> Color.Resolved {
        let level: Float = scheme == .dark ? 0.11 : 0.97
        return Color.Resolved(red: level, green: level, blue: level, opacity: Float(tintOpacity))
    }

    public func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(material: self, in: environment)
    }
}

extension ShapeStyle where Self == Material {
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A material that's more translucent than opaque.
    public static var thinMaterial: Material { .thin }
    /// A material that's somewhat translucent.
    public static var regularMaterial: Material { .regular }
    /// A material that's more opaque than translucent.
    public static var thickMaterial: Material { .thick }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// A material matching the style of system toolbars.
    public static var bar: Material { Material.bar }
}

extension ResolvedShapeStyle {
    /// A material: its tint as the one colour, and as geometry the blur's standard deviation
    /// (points) and the saturation factor, so two materials animate into each other (a change
    /// of thickness or colour scheme fades the tint).
    @MainActor init(material: Material, in environment: EnvironmentValues) {
        self.init(color: material.tint(for: environment.colorScheme))
        kind = .material
        geometry = [Material.blurRadius, Material.saturation]
    }
}

extension DisplayList {
    /// A material's paint: the renderer blurs the pixels beneath the filled path by
    /// `blurRadius`, multiplies their saturation by `saturation` and lays `tint` over them.
    public struct MaterialPaint: Sendable, Hashable {
        /// The colour laid over the blurred backdrop.
        public var tint: Color.Resolved
        /// The blur's standard deviation in points of the drawing's coordinates; 0 or less blurs nothing.
        public var blurRadius: CGFloat
        /// The backdrop's saturation factor (1 unchanged, 0 grey).
        public var saturation: Double

        public init(tint: Color.Resolved, blurRadius: CGFloat, saturation: Double) {
            self.tint = tint
            self.blurRadius = blurRadius
            self.saturation = saturation
        }
    }
}

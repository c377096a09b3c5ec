import Foundation
import LunaparkCore
import LunaparkGraph

/// When a cached effect layer (one with a shadow, blur, mask or colour matrix) may be reused:
/// same content and mask (by `DisplaySignature`), same clip and effects, same
/// raster transform S, and the same effect geometry in raster space (the
/// shadow offset turns with the layer's own rotation, so a layer that rotates
/// itself under a fixed shadow is rendered again).
struct EffectLayerKey {
    var content: [DisplaySignature]
    var mask: [DisplaySignature]?
    var clip: Path?
    var shadow: DisplayList.Shadow?
    var blurRadius: CGFloat
    var colorMatrix: ColorMatrix?
    var isFlattened: Bool
    var raster: RasterTransform
    /// Blur σ and shadow σ in device pixels, shadow offset x and y in raster pixels.
    var geometry: [Double]

    func matches(_ other: EffectLayerKey) -> Bool {
        guard raster.matches(other.raster), geometry.count == other.geometry.count,
              zip(geometry, other.geometry).allSatisfy({ abs($0 - $1) <= 1e-9 * max(1, abs($0), abs($1)) }) else {
            return false
        }
        return blurRadius == other.blurRadius && shadow == other.shadow && colorMatrix == other.colorMatrix && isFlattened == other.isFlattened && clip == other.clip && mask == other.mask
            && content == other.content
    }
}

import CPangoCairo
import Foundation
import LunaparkCore
import LunaparkGraph

/// A material's blurred backdrop kept between frames, with the unblurred pixels it was made
/// from: while the pixels beneath the material compare equal (one `memcmp`) and its device
/// area, blur and saturation are unchanged, the blurred surface is composited again instead of
/// blurring (three box passes each way) and saturating anew.
final class MaterialBackdrop {
    /// What the blurred pixels depend on besides the backdrop itself.
    struct Key: Hashable {
        /// The sampled device rectangle, in whole pixels.
        var x, y, width, height: Int
        /// The blur's standard deviation in device pixels.
        var sigma: Double
        var saturation: Double
    }

    let key: Key
    /// The backdrop's pixels before blurring (`height` rows of `stride` bytes).
    let source: [UInt8]
    /// The backdrop blurred and saturated, its top-left pixel at (`key.x`, `key.y`) in device space.
    let blurred: CairoImageSurface
    var lastUsedFrame: Int

    init(key: Key, source: [UInt8], blurred: CairoImageSurface, frame: Int) {
        self.key = key
        self.source = source
        self.blurred = blurred
        lastUsedFrame = frame
    }

    /// The pixel bytes of `surface` (flushed), row padding included.
    static func bytes(of surface: CairoImageSurface) -> [UInt8] {
        surface.flush()
        return [UInt8](UnsafeRawBufferPointer(start: surface.data, count: surface.byteCount))
    }

    /// True when `surface` holds exactly `source`'s bytes.
    func matches(_ surface: CairoImageSurface) -> Bool {
        surface.flush()
        guard surface.byteCount == source.count else { return false }
        return source.withUnsafeBytes { memcmp($0.baseAddress!, surface.data, source.count) == 0 }
    }
}

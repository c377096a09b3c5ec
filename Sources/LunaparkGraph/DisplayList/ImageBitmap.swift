import Foundation
import LunaparkCore

/// Decoded pixels shared between the scene graph and the renderer.
///
/// Pixels are 32-bit, premultiplied alpha, stored as native-endian `UInt32`
/// values `0xAARRGGBB` (cairo's ARGB32 layout), `width * height` of them,
/// row after row. `scale` is pixels per point.
public final class ImageBitmap: @unchecked Sendable {
    public let width: Int
    public let height: Int
    public let scale: CGFloat
    /// Premultiplied ARGB32 pixels; immutable after creation.
    public let pixels: [UInt32]
    /// Distinguishes bitmaps, for caches keyed by content.
    public let identifier: UInt64

    /// The bitmap's size in points.
    public var size: CGSize { CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale) }

    public init(width: Int, height: Int, scale: CGFloat = 1, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "ImageBitmap: \(pixels.count) pixels for \(width)x\(height)")
        self.width = width
        self.height = height
        self.scale = scale
        self.pixels = pixels
        self.identifier = ImageBitmap.nextIdentifier.next()
    }

    private static let nextIdentifier = IdentifierSource()
}

/// A thread-safe counter for identifiers.
final class IdentifierSource: @unchecked Sendable {
    private let lock = NSLock()
    private var value: UInt64 = 0
    func next() -> UInt64 {
        lock.lock(); defer { lock.unlock() }
        value += 1
        return value
    }
}

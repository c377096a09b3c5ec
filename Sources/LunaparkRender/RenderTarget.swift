import CPangoCairo
import Foundation

/// The pixels a `CairoRenderer` draws frames into: a cairo ARGB32 image
/// surface of `pixelWidth` × `pixelHeight` pixels showing `size` points
/// (`scale` pixels per point, 2 on a HiDPI display).
///
/// The pixel layout (premultiplied `0xAARRGGBB` native-endian words, rows
/// `stride` bytes apart) is `SDL_PIXELFORMAT_ARGB8888` on little-endian
/// machines, so a host uploads `pixels` into a streaming texture of that
/// format as is, e.g. `SDL_UpdateTexture(texture, &rect, pixels + rect.y *
/// stride + rect.x * 4, stride)` with `rect = changedRect`.
///
/// A target over a `FramePixels` buffer (`init(drawingInto:band:scale:)`)
/// may draw only some rows of the frame, so that bands of one frame are drawn
/// on separate threads: it draws exactly the pixels those rows have in a
/// whole target.
public final class RenderTarget {
    /// Width in pixels.
    public let pixelWidth: Int
    /// Height of the whole frame in pixels (a band target holds only `rows` of it).
    public let pixelHeight: Int
    /// The frame's rows this target holds: all of them (`0..<pixelHeight`), or a band.
    /// `pixels` starts at the first of them.
    public let rows: Range<Int>
    /// Pixels per point.
    public let scale: CGFloat
    let surface: CairoImageSurface
    /// The context frames draw with; made again by `beginFrame()` if it failed.
    private(set) var context: CairoContext
    /// The pixels for pixman (`PixmanImage`), made when first asked for; nil if pixman cannot wrap them.
    private(set) lazy var pixmanImage: PixmanImage? = PixmanImage(surface)

    /// When true (the default), each frame is compared with the previous one
    /// to find `changedRect`. This costs a pass over the frame (about 0.1-0.3 ms
    /// at 960x640 here) and keeps a copy of the previous frame.
    public var tracksChanges = true {
        didSet { if !tracksChanges { previousFrame = [] } }
    }

    /// The smallest pixel rectangle (frame pixels) holding every pixel that differs from the
    /// previous frame (the whole target after the first frame, or whenever
    /// `tracksChanges` is false); empty when nothing changed.
    public private(set) var changedRect: PixelRect

    private var previousFrame: [UInt32] = []

    /// The largest side of a target, pixels: cairo's limit for image surfaces.
    public static let maximumPixelDimension = 32_767
    /// The most pixels a target holds: 2²⁸, 1 GiB of ARGB32 (16384 x 16384). A frame
    /// needs the target and, for `snapshot()` or a PNG, a copy or two more.
    public static let maximumPixelCount = 1 << 28

    /// True when a target of `pixelWidth` x `pixelHeight` is within the limits
    /// (`maximumPixelDimension` a side, `maximumPixelCount` in all, at least 1 x 1).
    public static func fits(pixelWidth: Int, pixelHeight: Int) -> Bool {
        (1...maximumPixelDimension).contains(pixelWidth) && (1...maximumPixelDimension).contains(pixelHeight)
            && pixelWidth * pixelHeight <= maximumPixelCount
    }

    /// A cleared (transparent) target. Throws `RenderError.cannotCreateSurface` for sizes
    /// outside the limits (`fits(pixelWidth:pixelHeight:)`), for a `scale` that is not a
    /// positive finite number, and when cairo cannot allocate the pixels.
    public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1) throws {
        guard Self.fits(pixelWidth: pixelWidth, pixelHeight: pixelHeight), scale > 0, scale.isFinite,
              let surface = CairoImageSurface(width: pixelWidth, height: pixelHeight) else {
            throw RenderError.cannotCreateSurface(width: pixelWidth, height: pixelHeight)
        }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.surface = surface
        rows = 0..<pixelHeight
        context = CairoContext(surface: surface)
        changedRect = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
    }

    /// A target drawing the rows `band` of `pixels` (a frame's buffer, which it keeps
    /// alive), so that bands of one frame can be drawn on separate threads. Its surface
    /// starts at the band's first row and has a device offset of `-band.lowerBound`
    /// rows: drawing uses the frame's coordinates, and cairo's integer offset leaves
    /// every pixel as a whole target draws it. It does not track changes; it does not
    /// clear the rows (the renderer paints its background over them).
    /// Throws `RenderError.cannotCreateSurface` for a band that is empty or not within
    /// `0..<pixels.height`, or a `scale` that is not a positive finite number.
    public init(drawingInto pixels: FramePixels, band: Range<Int>, scale: CGFloat = 1) throws {
        guard scale > 0, scale.isFinite, !band.isEmpty, band.lowerBound >= 0, band.upperBound <= pixels.height,
              let surface = CairoImageSurface(wrapping: pixels, rows: band) else {
            throw RenderError.cannotCreateSurface(width: pixels.width, height: band.count)
        }
        pixelWidth = pixels.width
        pixelHeight = pixels.height
        self.scale = scale
        self.surface = surface
        rows = band
        context = CairoContext(surface: surface)
        tracksChanges = false
        changedRect = PixelRect(x: 0, y: band.lowerBound, width: pixels.width, height: band.count)
    }

    /// The size in points.
    public var size: CGSize { CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale) }

    /// Bytes from one row of pixels to the next.
    public var stride: Int { surface.stride }

    /// The first byte of the pixels (of row `rows.lowerBound`): valid while the
    /// target lives, holding the last rendered frame between `render` calls (the
    /// renderer flushes cairo at the end of each frame).
    public var pixels: UnsafeRawPointer { UnsafeRawPointer(surface.data) }

    /// A copy of the current pixels.
    public func snapshot() -> RenderedImage { RenderedImage(copying: surface) }

    /// Called by the renderer before drawing a frame: if the context is in an error state
    /// (cairo's errors last: a failed context draws nothing more), it is replaced by a new
    /// one on the same pixels, so one bad frame cannot freeze every later one. The renderer
    /// never gives cairo what fails (`CGAffineTransform.isInvertibleAndFinite`); this is the
    /// backstop. Returns true when the context was replaced.
    @discardableResult
    func beginFrame() -> Bool {
        guard cairo_status(context.pointer) != CAIRO_STATUS_SUCCESS else { return false }
        context = CairoContext(surface: surface)
        return true
    }

    /// Called by the renderer after drawing a frame: flushes cairo and updates `changedRect`.
    func finishFrame() {
        surface.flush()
        let full = PixelRect(x: 0, y: rows.lowerBound, width: pixelWidth, height: rows.count)
        guard tracksChanges else {
            changedRect = full
            return
        }
        let (w, h, stride) = (pixelWidth, rows.count, surface.stride)
        let base = surface.data
        if previousFrame.count != w * h {
            previousFrame = snapshot().pixels
            changedRect = full
            return
        }
        var minX = w, maxX = -1, minY = h, maxY = -1
        previousFrame.withUnsafeMutableBufferPointer { previous in
            for y in 0..<h {
                let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
                let old = previous.baseAddress! + y * w
                guard memcmp(row, old, w * 4) != 0 else { continue }
                minY = min(minY, y); maxY = y
                // Narrow the columns only where they can still widen the rectangle.
                var left = 0
                while left < min(minX, w) && row[left] == old[left] { left += 1 }
                minX = min(minX, left)
                var right = w - 1
                while right > max(maxX, -1) && row[right] == old[right] { right -= 1 }
                maxX = max(maxX, right)
                old.update(from: row, count: w)
            }
        }
        changedRect = maxY < 0 ? PixelRect(x: 0, y: 0, width: 0, height: 0)
            : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}

import CPangoCairo
import Foundation

/// An animated PNG as `AnimatedPNGWriter` writes it (8-bit RGB frames, `dispose_op`
/// none, `blend_op` source), read back: its frame count, each frame's rectangle
/// and delay, and any frame's full picture. For tests and tools that check a recording.
public struct AnimatedPNG {
    /// One frame: the rectangle it replaces and how long it shows.
    public struct Frame {
        public var rect: PixelRect
        /// Seconds.
        public var delay: Double
        /// The frame's compressed image data (zlib, as in IDAT).
        var compressed: [UInt8]
    }

    public let width: Int
    public let height: Int
    /// The frame count `acTL` declares.
    public let declaredFrameCount: Int
    /// The frames found (`fcTL` chunks with their data), in order.
    public let frames: [Frame]

    /// Reads the file at `url`. Throws `RenderError.cannotReadPNG` naming it when it is missing,
    /// not an APNG of 8-bit RGB frames, or malformed.
    public init(contentsOf url: URL) throws {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw RenderError.cannotReadPNG(path: url.path, reason: "no such file")
        }
        func fail(_ reason: String) -> RenderError { .cannotReadPNG(path: url.path, reason: reason) }
        let chunks: [PNGChunk]
        do { chunks = try PNGChunk.chunks(of: [UInt8](data)) } catch { throw fail("\(error)") }
        guard let header = chunks.first, header.type == "IHDR", header.data.count == 13,
              header.data[8] == 8, header.data[9] == 2 else { throw fail("not an 8-bit RGB PNG") }
        guard let control = chunks.first(where: { $0.type == "acTL" }), control.data.count == 8 else {
            throw fail("no acTL chunk: not an animated PNG")
        }
        width = Int(PNGChunk.readBigEndian(header.data, at: 0))
        height = Int(PNGChunk.readBigEndian(header.data, at: 4))
        declaredFrameCount = Int(PNGChunk.readBigEndian(control.data, at: 0))
        var frames: [Frame] = []
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                guard chunk.data.count == 26 else { throw fail("an fcTL chunk of \(chunk.data.count) bytes") }
                let d = chunk.data
                let number = { (offset: Int) in Int(PNGChunk.readBigEndian(d, at: offset)) }
                let denominator = Double(UInt16(d[22]) << 8 | UInt16(d[23]))
                let delay = Double(UInt16(d[20]) << 8 | UInt16(d[21])) / (denominator == 0 ? 100 : denominator)
                frames.append(Frame(rect: PixelRect(x: number(12), y: number(16), width: number(4), height: number(8)),
                                    delay: delay, compressed: []))
            case "IDAT" where !frames.isEmpty:
                frames[frames.count - 1].compressed += chunk.data
            case "fdAT" where !frames.isEmpty:
                frames[frames.count - 1].compressed += chunk.data.dropFirst(4)
            default:
                break
            }
        }
        self.frames = frames
    }

    /// The picture after frame `index` (0-based) is shown: each frame up to it pasted over the
    /// one before. Throws `RenderError.malformedPNG` when a frame's data does not decode.
    public func image(at index: Int) throws -> RenderedImage {
        precondition(frames.indices.contains(index), "AnimatedPNG.image(at: \(index)): \(frames.count) frames")
        var canvas = [UInt32](repeating: 0xFF00_0000, count: width * height)
        for frame in frames[...index] {
            let part = try Self.decode(frame)
            for row in 0..<frame.rect.height {
                for column in 0..<frame.rect.width {
                    canvas[(frame.rect.y + row) * width + frame.rect.x + column] = part.pixels[row * part.width + column] | 0xFF00_0000
                }
            }
        }
        return RenderedImage(width: width, height: height, pixels: canvas)
    }

    /// A frame's pixels: its data in a PNG of its own, decoded by cairo.
    private static func decode(_ frame: Frame) throws -> RenderedImage {
        let header = PNGChunk(type: "IHDR", data: PNGChunk.bigEndian(UInt32(frame.rect.width))
                              + PNGChunk.bigEndian(UInt32(frame.rect.height)) + [8, 2, 0, 0, 0])
        let source = PNGByteSource(bytes: PNGChunk.signature + header.bytes + PNGChunk(type: "IDAT", data: frame.compressed).bytes
                                   + PNGChunk(type: "IEND", data: []).bytes)
        let surface = cairo_image_surface_create_from_png_stream({ closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<PNGByteSource>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            source.bytes.withUnsafeBufferPointer { buffer in
                data.update(from: buffer.baseAddress! + source.offset, count: count)
            }
            source.offset += count
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(source).toOpaque())!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.malformedPNG("a frame's image data does not decode")
        }
        return RenderedImage(copying: CairoImageSurface(adopting: surface))
    }
}

/// Hands cairo the bytes of a PNG.
private final class PNGByteSource {
    let bytes: [UInt8]
    var offset = 0
    init(bytes: [UInt8]) { self.bytes = bytes }
}

import Foundation

/// Writes an animated PNG (APNG 1.0, which browsers and most viewers play; a
/// viewer without APNG shows the first frame) one frame at a time.
///
/// The encoder: cairo encodes each frame as an opaque 8-bit RGB PNG
/// (`cairo_surface_write_to_png_stream`), and its compressed image data is
/// moved into the animation's chunks: the first frame's as `IDAT` (the default
/// image), each later one's as `fdAT`, behind an `fcTL` giving its rectangle
/// and delay. A later frame holds only the smallest rectangle that changed
/// since the frame before (a 1x1 one when nothing did; `dispose_op` none,
/// `blend_op` source), so a still background costs nothing. Every frame lasts
/// 1/`framesPerSecond` s (as 1/fps when fps is a whole number, else in
/// milliseconds that add up to the exact total). The animation loops forever.
/// `acTL`'s frame count is written last, by `finish()`.
public final class AnimatedPNGWriter {
    /// The file written.
    public let url: URL
    /// The frames' size in pixels.
    public let width: Int
    public let height: Int
    /// Frames per second of the animation.
    public let framesPerSecond: Double
    /// The frames written so far.
    public private(set) var frameCount = 0

    private let handle: FileHandle
    /// Where the `acTL` chunk starts in the file (rewritten by `finish()`).
    private let animationControlOffset: UInt64
    private var sequenceNumber: UInt32 = 0
    private var previous: RenderedImage?
    private var isFinished = false

    /// Creates (or replaces) the file at `url` for frames of `width` x `height` pixels
    /// (1...32767 each) shown `framesPerSecond` (above 0, at most 1000) a second.
    /// Throws `RenderError.cannotWritePNG`, one line naming the file, for sizes or rates
    /// outside those ranges or a file that cannot be created.
    public init(url: URL, width: Int, height: Int, framesPerSecond: Double) throws {
        self.url = url
        self.width = width
        self.height = height
        self.framesPerSecond = framesPerSecond
        guard (1...32767).contains(width), (1...32767).contains(height) else {
            throw RenderError.cannotWritePNG(path: url.path, reason: "a \(width)x\(height) frame is outside 1...32767 pixels a side")
        }
        guard framesPerSecond > 0, framesPerSecond <= 1000 else {
            throw RenderError.cannotWritePNG(path: url.path, reason: "\(framesPerSecond) frames per second is outside 0 (excluded)...1000")
        }
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
              let handle = try? FileHandle(forWritingTo: url) else {
            throw RenderError.cannotWritePNG(path: url.path, reason: "cannot create the file")
        }
        self.handle = handle
        // Width, height, bit depth 8, colour type 2 (RGB), compression, filter and interlace 0:
        // what cairo writes for an RGB24 surface, so its IDAT data fits this header.
        let header = PNGChunk(type: "IHDR", data: PNGChunk.bigEndian(UInt32(width)) + PNGChunk.bigEndian(UInt32(height))
                              + [8, 2, 0, 0, 0])
        animationControlOffset = UInt64(PNGChunk.signature.count + header.bytes.count)
        try write(PNGChunk.signature + header.bytes + Self.animationControl(frames: 0).bytes)
    }

    /// The `acTL` chunk: the number of frames, and 0 plays (forever).
    private static func animationControl(frames: Int) -> PNGChunk {
        PNGChunk(type: "acTL", data: PNGChunk.bigEndian(UInt32(frames)) + PNGChunk.bigEndian(UInt32(0)))
    }

    /// Appends `image` (`width` x `height` pixels, opaque) as the next frame. Throws
    /// `RenderError.cannotWritePNG` for an image of another size, after `finish()`, or when
    /// the file cannot be written.
    public func append(_ image: RenderedImage) throws {
        guard !isFinished else { throw RenderError.cannotWritePNG(path: url.path, reason: "a frame after finish()") }
        guard image.width == width, image.height == height else {
            throw RenderError.cannotWritePNG(path: url.path, reason: "a \(image.width)x\(image.height) frame in a \(width)x\(height) animation")
        }
        let rect = previous.map { image.changedRect(since: $0) ?? PixelRect(x: 0, y: 0, width: 1, height: 1) }
            ?? PixelRect(x: 0, y: 0, width: width, height: height)
        let compressed = try PNGChunk.chunks(of: image.opaquePNGData(of: rect)).filter { $0.type == "IDAT" }.flatMap(\.data)
        let (delayNumerator, delayDenominator) = delay(ofFrame: frameCount)
        var control = PNGChunk.bigEndian(nextSequenceNumber())
        control += [rect.width, rect.height, rect.x, rect.y].flatMap { PNGChunk.bigEndian(UInt32($0)) }
        control += PNGChunk.bigEndian(delayNumerator) + PNGChunk.bigEndian(delayDenominator) + [0, 0]
        var bytes = PNGChunk(type: "fcTL", data: control).bytes
        if frameCount == 0 {
            bytes += PNGChunk(type: "IDAT", data: compressed).bytes
        } else {
            bytes += PNGChunk(type: "fdAT", data: PNGChunk.bigEndian(nextSequenceNumber()) + compressed).bytes
        }
        try write(bytes)
        previous = image
        frameCount += 1
    }

    /// Ends the file (`IEND`) and writes the frame count into `acTL`; returns the frame count.
    /// An animation needs at least one frame: with none, throws `RenderError.cannotWritePNG`
    /// and removes the file.
    @discardableResult
    public func finish() throws -> Int {
        guard !isFinished else { return frameCount }
        isFinished = true
        defer { try? handle.close() }
        guard frameCount > 0 else {
            try? FileManager.default.removeItem(at: url)
            throw RenderError.cannotWritePNG(path: url.path, reason: "no frames were recorded")
        }
        try write(PNGChunk(type: "IEND", data: []).bytes)
        do {
            try handle.seek(toOffset: animationControlOffset)
        } catch {
            throw RenderError.cannotWritePNG(path: url.path, reason: "\(error)")
        }
        try write(Self.animationControl(frames: frameCount).bytes)
        return frameCount
    }

    /// Frame `index`'s delay as a fraction of a second.
    private func delay(ofFrame index: Int) -> (UInt16, UInt16) {
        if framesPerSecond == framesPerSecond.rounded(), framesPerSecond <= Double(UInt16.max) {
            return (1, UInt16(framesPerSecond))
        }
        // Milliseconds, each frame ending at the rounded exact end time: the total stays exact.
        let end = (Double(index + 1) * 1000 / framesPerSecond).rounded(), start = (Double(index) * 1000 / framesPerSecond).rounded()
        return (UInt16(min(end - start, Double(UInt16.max))), 1000)
    }

    private func nextSequenceNumber() -> UInt32 {
        defer { sequenceNumber += 1 }
        return sequenceNumber
    }

    private func write(_ bytes: [UInt8]) throws {
        do {
            try handle.write(contentsOf: Data(bytes))
        } catch {
            throw RenderError.cannotWritePNG(path: url.path, reason: "\(error)")
        }
    }
}

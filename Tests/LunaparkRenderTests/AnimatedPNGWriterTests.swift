import Foundation
import LunaparkCore
@testable import LunaparkRender
import Testing

/// `AnimatedPNGWriter` writes APNG files that read back (`AnimatedPNG`) frame for frame.
@Suite struct AnimatedPNGWriterTests {
    /// An opaque `width` x `height` image, grey, with a red 8x8 square at (`x`, 4).
    static func frame(width: Int = 40, height: Int = 20, squareAt x: Int) -> RenderedImage {
        var pixels = [UInt32](repeating: 0xFF80_8080, count: width * height)
        for row in 4..<12 { for column in x..<min(width, x + 8) { pixels[row * width + column] = 0xFFFF_0000 } }
        return RenderedImage(width: width, height: height, pixels: pixels)
    }

    static func temporaryURL(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("apng-\(name)-\(UUID().uuidString).png")
    }

    @Test func framesReadBackPixelForPixelWithTheirDelays() throws {
        let url = Self.temporaryURL("frames")
        defer { try? FileManager.default.removeItem(at: url) }
        let writer = try AnimatedPNGWriter(url: url, width: 40, height: 20, framesPerSecond: 60)
        let images = [0, 3, 3, 10, 31].map { Self.frame(squareAt: $0) }
        for image in images { try writer.append(image) }
        #expect(try writer.finish() == 5)

        let file = try AnimatedPNG(contentsOf: url)
        #expect(file.width == 40 && file.height == 20)
        #expect(file.declaredFrameCount == 5 && file.frames.count == 5)
        #expect(file.frames.allSatisfy { abs($0.delay - 1.0 / 60) < 1e-12 })
        for (index, image) in images.enumerated() {
            #expect(try file.image(at: index) == image, "frame \(index)")
        }
        // Only what changed is stored: the first frame whole, an unchanged one as 1x1, a move as its span.
        #expect(file.frames[0].rect == PixelRect(x: 0, y: 0, width: 40, height: 20))
        #expect(file.frames[2].rect == PixelRect(x: 0, y: 0, width: 1, height: 1))
        #expect(file.frames[3].rect == PixelRect(x: 3, y: 4, width: 15, height: 8))
    }

    @Test func aRateThatIsNotAWholeNumberKeepsTheTotalExactInMilliseconds() throws {
        let url = Self.temporaryURL("rate")
        defer { try? FileManager.default.removeItem(at: url) }
        let writer = try AnimatedPNGWriter(url: url, width: 40, height: 20, framesPerSecond: 59.94)
        for k in 0..<100 { try writer.append(Self.frame(squareAt: k % 30)) }
        try writer.finish()
        let file = try AnimatedPNG(contentsOf: url)
        let total = file.frames.reduce(0) { $0 + $1.delay }
        #expect(abs(total - 100 / 59.94) < 0.001, "\(total) s")
    }

    @Test func badInputIsRefusedInOneLine() throws {
        let url = Self.temporaryURL("bad")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: RenderError.self) { try AnimatedPNGWriter(url: url, width: 0, height: 20, framesPerSecond: 60) }
        #expect(throws: RenderError.self) { try AnimatedPNGWriter(url: url, width: 40, height: 20, framesPerSecond: .nan) }
        #expect(throws: RenderError.self) {
            try AnimatedPNGWriter(url: URL(fileURLWithPath: "/no/such/folder/x.png"), width: 4, height: 4, framesPerSecond: 60)
        }
        let writer = try AnimatedPNGWriter(url: url, width: 40, height: 20, framesPerSecond: 60)
        #expect(throws: RenderError.self) { try writer.append(Self.frame(width: 20, squareAt: 0)) }
        #expect(throws: RenderError.self) { try writer.finish() }
        #expect(!FileManager.default.fileExists(atPath: url.path), "an empty animation leaves no file")
    }

    @Test func aFileThatIsNotAnAnimatedPNGIsReportedNamingIt() throws {
        let url = Self.temporaryURL("still")
        defer { try? FileManager.default.removeItem(at: url) }
        try Self.frame(squareAt: 0).writePNG(to: url)
        do {
            _ = try AnimatedPNG(contentsOf: url)
            Issue.record("a still PNG read as animated")
        } catch let error as RenderError {
            #expect(error.description.contains(url.path))
        }
    }
}

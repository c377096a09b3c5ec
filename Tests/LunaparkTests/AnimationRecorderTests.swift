import Foundation
import Lunapark
@testable import LunaparkRender
import Testing

/// `AnimationRecorder` on `HeadlessHost`: a recording of S seconds at F frames per second
/// holds S x F frames, each the picture the host showed at its time.
@MainActor
@Suite struct AnimationRecorderTests {
    static func record(seconds: Double, framesPerSecond: Double) throws -> (file: AnimatedPNG, shown: [RenderedImage]) {
        let host = HeadlessHost(size: CGSize(width: 300, height: 100)) { TimelineScrubTests.SlidingSquare() }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("recording-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let recorder = try AnimationRecorder(url: url, framesPerSecond: framesPerSecond, duration: seconds)
        var shown: [RenderedImage] = []
        recorder.capture(host.displayList, at: host.time)
        shown.append(host.render())
        while recorder.isCapturing {
            host.advanceFrame()
            recorder.capture(host.displayList, at: host.time)
            shown.append(host.render())
        }
        let written = try recorder.write(renderer: CairoRenderer(), pixelWidth: 300, pixelHeight: 100, scale: 1,
                                         background: Color.Resolved(red: 1, green: 1, blue: 1))
        let file = try AnimatedPNG(contentsOf: url)
        #expect(written == file.frames.count)
        return (file, shown)
    }

    @Test func aHalfSecondAtSixtyFramesPerSecondIsThirtyFramesEachAsShown() throws {
        let (file, shown) = try Self.record(seconds: 0.5, framesPerSecond: 60)
        #expect(file.declaredFrameCount == 30 && file.frames.count == 30)
        for k in [0, 1, 12, 29] {
            #expect(try file.image(at: k) == shown[k], "frame \(k)")
        }
        #expect(try file.image(at: 1) != file.image(at: 29), "the square moved")
    }

    @Test func aSlowerRateSamplesTheNewestPictureAtEachOfItsFrames() throws {
        let (file, shown) = try Self.record(seconds: 0.5, framesPerSecond: 20)
        #expect(file.frames.count == 10)
        #expect(file.frames.allSatisfy { abs($0.delay - 0.05) < 1e-12 })
        for k in [0, 3, 9] {
            #expect(try file.image(at: k) == shown[3 * k], "file frame \(k) is host frame \(3 * k)")
        }
    }

    @Test func aDurationThatIsNotPositiveIsRefused() {
        let url = URL(fileURLWithPath: "/tmp/unused.png")
        #expect(throws: RenderError.self) { try AnimationRecorder(url: url, framesPerSecond: 60, duration: 0) }
        #expect(throws: RenderError.self) { try AnimationRecorder(url: url, framesPerSecond: 0, duration: 1) }
    }
}

import Foundation
import Lunapark
import Observation
import XCTest

// AnimatedImage and AnimatedImageLoader: a GIF's frames advance with their own delays,
// and a missing or corrupt GIF is reported in one line while the rest of the view runs.

private let reference = Date(timeIntervalSinceReferenceDate: 700_000_000)

@MainActor
final class AnimatedImageTests: XCTestCase {
    private func gifHost(_ name: String, loader: AnimatedImageLoader) -> HeadlessHost {
        HeadlessHost(size: CGSize(width: 120, height: 120), referenceDate: reference) {
            AnimatedImage(name).animatedImageLoader(loader)
        }
    }

    /// The frame whose pixels the image is closest to.
    private func shownFrame(_ image: RenderedImage, _ gif: AnimatedImageFrames) -> Int {
        var best = (index: -1, distance: Int.max)
        for (index, frame) in gif.frames.enumerated() {
            var distance = 0
            for y in stride(from: 0, to: frame.height, by: 2) {
                for x in stride(from: 0, to: frame.width, by: 2) {
                    let v = frame.pixels[y * frame.width + x]
                    let p = image.pixel(x: x, y: y)
                    distance += abs(Int(p.r) - Int(v >> 16 & 0xFF)) + abs(Int(p.g) - Int(v >> 8 & 0xFF)) + abs(Int(p.b) - Int(v & 0xFF))
                }
            }
            if distance < best.distance { best = (index, distance) }
        }
        return best.index
    }

    /// The project's GIF (scripts/make-gif.sh): frame 0 held 0.4 s, then 0.08 s each; the view follows.
    func testGifFramesAdvanceWithTheirDelays() async throws {
        let loader = AnimatedImageLoader()
        let gif = try loader.animatedImage(named: "ferris-wheel")
        XCTAssertEqual(gif.frames.count, 12)
        XCTAssertEqual(gif.delays[0], 0.4, accuracy: 1e-9)
        for delay in gif.delays.dropFirst() { XCTAssertEqual(delay, 0.08, accuracy: 1e-9) }
        XCTAssertEqual(gif.size, CGSize(width: 120, height: 120))

        let host = gifHost("ferris-wheel", loader: loader)
        XCTAssertEqual(shownFrame(host.render(), gif), 0)
        // Sample inside each frame's interval (start of frame k = sum of the delays before it).
        var starts: [TimeInterval] = [0]
        for delay in gif.delays { starts.append(starts.last! + delay) }
        var now = 0.0
        for loop in 0..<2 {
            for k in 0..<gif.frames.count {
                let t = Double(loop) * gif.duration + starts[k] + 0.02
                host.advance(by: t - now)
                now = t
                XCTAssertEqual(shownFrame(host.render(), gif), k, "at \(t) s (loop \(loop))")
            }
        }
        // Just before and at a frame change.
        let change = 2 * gif.duration + starts[1]
        host.advance(by: change - 0.005 - now)
        XCTAssertEqual(shownFrame(host.render(), gif), 0)
        host.advance(by: 0.005 + 1e-6) // the change, give or take the dates' 0.1 µs resolution
        XCTAssertEqual(shownFrame(host.render(), gif), 1)
    }

    /// A missing and a corrupt GIF: one line each, a grey box, and the rest of the view keeps running.
    func testMissingOrCorruptGifIsReportedInOneLineAndTheSceneRuns() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lunapark-gif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("GIF89a but not really a picture".utf8).write(to: folder.appendingPathComponent("corrupt.gif"))
        let loader = AnimatedImageLoader(folder: folder)
        XCTAssertThrowsError(try loader.animatedImage(named: "missing")) { error in
            XCTAssertTrue("\(error)".contains("missing.gif"))
            XCTAssertTrue("\(error)".contains("no such file"))
        }
        XCTAssertThrowsError(try loader.animatedImage(named: "corrupt"))

        var messages: [String] = []
        let model = Ticker()
        let host = HeadlessHost(size: CGSize(width: 200, height: 100), referenceDate: reference) {
            GifProbe(model: model).animatedImageLoader(loader)
        }
        host.graph.diagnosticHandler = { messages.append($0) }
        model.showsGifs = true
        host.advance(by: 0.5)
        XCTAssertEqual(messages.count, 2, "\(messages)")
        for message in messages {
            XCTAssertFalse(message.contains("\n"), "one line: \(message)")
            XCTAssertTrue(message.contains("cannot read animated image"), message)
        }
        XCTAssertTrue(messages.contains { $0.contains("missing.gif") })
        XCTAssertTrue(messages.contains { $0.contains("corrupt.gif") })
        // The grey boxes keep their place; the scene still updates.
        let image = host.render()
        XCTAssertGreaterThan(image.pixel(x: 20, y: 50).r, 190)
        withAnimation(.linear(duration: 1)) { model.value = 40 }
        host.advance(by: 1)
        XCTAssertEqual(Double(host.graph.layoutFrame(tagged: "alive")?.width ?? 0), 50, accuracy: 1e-9)
    }
}

@MainActor @Observable
private final class Ticker {
    var value: CGFloat = 0
    var showsGifs = false
}

/// Two broken GIFs next to a view that keeps animating.
private struct GifProbe: View {
    let model: Ticker
    var body: some View {
        HStack {
            if model.showsGifs {
                AnimatedImage("missing")
                AnimatedImage("corrupt")
            }
            Color.green.frame(width: 10 + model.value, height: 10)._debugTag("alive")
        }
    }
}

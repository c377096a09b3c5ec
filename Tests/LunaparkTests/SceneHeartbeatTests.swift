import Foundation
import Lunapark
import Observation
import XCTest

// Scene 9 (Heartbeat & keyframes, the SwiftUI Lab article): the heart's scale on the cyclic
// schedule, a key frame applied at its time, the delayed wave, and the GIF's
// frames advancing with their own delays (and a missing or corrupt GIF
// reported in one line). Views re-created from the demo in minimal form.

/// The SwiftUI Lab article's CyclicTimelineSchedule: offsets relative to the previous entry, cycling.
private struct Cyclic: TimelineSchedule {
    let offsets: [TimeInterval]
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { Entries(last: startDate, offsets: offsets) }
    struct Entries: Sequence, IteratorProtocol {
        var last: Date
        let offsets: [TimeInterval]
        var index = -1
        mutating func next() -> Date? {
            index = (index + 1) % offsets.count
            last = last.addingTimeInterval(offsets[index])
            return last
        }
    }
}

private let scales: [CGFloat] = [1.0, 1.6, 2.0]
private let offsets: [TimeInterval] = [0.2, 0.2, 0.4]
/// The scene's spring.
private let response = 0.12, damping = 0.3
private let heartSide: CGFloat = 40

/// The scene's BeatingHeart with a red square for the emoji.
private struct Heart: View {
    let date: Date
    @State private var phase = 0
    var body: some View {
        Rectangle().fill(Color.red)
            .frame(width: heartSide, height: heartSide)
            .scaleEffect(scales[phase])
            .animation(.spring(response: response, dampingFraction: damping), value: phase)
            .onChange(of: date) { phase = (phase + 1) % scales.count }
            .onAppear { phase = (phase + 1) % scales.count }
    }
}

private let reference = Date(timeIntervalSinceReferenceDate: 700_000_000)

@MainActor
final class SceneHeartbeatTests: XCTestCase {
    /// The width of the red run through the middle row, in points (scale 1 rendering).
    private func redWidth(_ image: RenderedImage) -> CGFloat {
        let y = image.height / 2
        return CGFloat((0..<image.width).filter { x in
            let p = image.pixel(x: x, y: y)
            return p.r > 200 && p.g < 120 && p.b < 120
        }.count)
    }

    /// 1.6 before the first entry (0.2 s), 2.0 before the second (0.4 s), 1.0 until the third (0.8 s), then again.
    func testHeartScaleFollowsTheCyclicSchedule() async {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200), referenceDate: reference) {
            TimelineView(Cyclic(offsets: offsets)) { timeline in Heart(date: timeline.date) }
        }
        // Entry n (1, 2, ...) comes offsets[(n - 1) % 3] after entry n - 1; onAppear moved to phase 1,
        // so before entry n the phase is n % 3: 1.6, 2.0, 1.0, 1.6, ...
        var entryTimes: [Double] = []
        var time = 0.0
        for n in 1...6 {
            time += offsets[(n - 1) % 3]
            entryTimes.append(time)
        }
        let expectedBefore = (1...6).map { scales[$0 % 3] }
        XCTAssertEqual(expectedBefore, [1.6, 2.0, 1.0, 1.6, 2.0, 1.0])
        // The spring's remaining wobble a little before a segment ends: the envelope of an
        // underdamped spring, |change| · e^(-ζ ω t) / sqrt(1 - ζ²), ω = 2π / response, with
        // the largest change (1.0 -> 2.0 over two segments counted as 1.0) and t = 0.19 s.
        let omega = 2 * Double.pi / response
        let wobble = 1.0 * exp(-damping * omega * 0.19) / (1 - damping * damping).squareRoot()
        let pixel = 2.0 / Double(heartSide) // anti-aliased edges: a pixel on each side
        var previous = 0.0
        for (entry, expected) in zip(entryTimes, expectedBefore) {
            host.advance(by: entry - 0.01 - previous)
            previous = entry - 0.01
            let scale = Double(redWidth(host.render()) / heartSide)
            XCTAssertEqual(scale, Double(expected), accuracy: wobble + pixel, "just before the entry at \(entry) s")
        }
        // Long after the last change of a 0.4 s segment, the spring has settled exactly.
        host.advance(by: 2.4 + 0.79 - previous) // 2.4 s = three cycles; 0.79 s is late in the 1.0 segment
        XCTAssertEqual(Double(redWidth(host.render()) / heartSide), 1.0, accuracy: pixel)
        XCTAssertLessThan(wobble, 0.06, "the spring has mostly settled by the end of a 0.2 s segment")
    }

    /// A key frame's value arrives at its key time with its own curve: linear half way, eased elsewhere.
    func testKeyFrameSegmentsUseTheirOwnAnimation() async {
        struct Key { let offset: TimeInterval; let y: CGFloat; let animation: Animation? }
        let keys = [Key(offset: 0, y: 0, animation: nil),
                    Key(offset: 0.4, y: 40, animation: .linear(duration: 0.4)),
                    Key(offset: 0.4, y: 0, animation: .easeIn(duration: 0.4))]
        struct Jumper: View {
            let keys: [Key]
            let date: Date
            @State private var index = 0
            var body: some View {
                Color.blue.frame(width: 10, height: 10)
                    .offset(y: keys[index].y)
                    ._debugTag("jumper")
                    .animation(keys[index].animation, value: index)
                    .onChange(of: date) { advance() }
                    .onAppear { advance() }
            }
            func advance() {
                index = (index + 1) % keys.count
                if index == 0 { index = 1 }
            }
        }
        let host = HeadlessHost(size: CGSize(width: 100, height: 200), referenceDate: reference) {
            TimelineView(Cyclic(offsets: keys.dropFirst().map(\.offset))) { timeline in
                Jumper(keys: keys, date: timeline.date)
            }
        }
        let restY = host.graph.layoutFrame(tagged: "jumper")!.minY
        _ = host.render()
        func y() -> Double {
            // The offset is a render effect: find the blue square in the pixels.
            let image = host.render()
            let rows = (0..<image.height).filter { row in
                let p = image.pixel(x: 50, y: row)
                return p.b > 200 && p.r < 80
            }
            return Double(rows.first ?? -1) - Double(restY)
        }
        host.advance(by: 0.2)
        XCTAssertEqual(y(), 40 * 0.5, accuracy: 1.0, "linear: half way at half time")
        host.advance(by: 0.2)
        XCTAssertEqual(y(), 40, accuracy: 1.0, "key 1 reached at its time, 0.4 s")
        host.advance(by: 0.2)
        let easeIn = UnitCurve.easeIn.value(at: 0.5)
        XCTAssertEqual(y(), 40 * (1 - easeIn), accuracy: 1.0, "key 2's easeIn: \(40 * (1 - easeIn)) at half time")
    }

    // MARK: GIF

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

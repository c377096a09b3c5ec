import CSDL2
import Foundation
import LunaparkGraph
import XCTest
@testable import LunaparkSDL

/// The host driving a real SDL window on the dummy video driver: no display
/// needed, presents do not wait, so frames are paced by the timer.
final class SDLHostWindowTests: XCTestCase {
    private static let size = CGSize(width: 320, height: 240)

    // corelibs-xctest cannot call @MainActor test methods (it traps casting them to
    // nonisolated ones); it runs tests on the main thread, so each one assumes it.
    func testFramesArePacedAndEvaluatedAtTheirTargetTime() throws { try MainActor.assumeIsolated { try Self.checkFramesArePacedAndEvaluatedAtTheirTargetTime() } }
    func testInputReachesContentInPoints() throws { try MainActor.assumeIsolated { try Self.checkInputReachesContentInPoints() } }
    func testTitleFollowsTheContent() throws { try MainActor.assumeIsolated { try Self.checkTitleFollowsTheContent() } }
    func testResizeUpdatesViewportAndPixelSize() throws { try MainActor.assumeIsolated { try Self.checkResizeUpdatesViewportAndPixelSize() } }
    func testIdleContentSleepsUntilAnEvent() throws { try MainActor.assumeIsolated { try Self.checkIdleContentSleepsUntilAnEvent() } }
    func testTimedRequestWakesAtItsDeadline() throws { try MainActor.assumeIsolated { try Self.checkTimedRequestWakesAtItsDeadline() } }
    func testFailedStartLeavesNothingOpen() throws { try MainActor.assumeIsolated { try Self.checkFailedStartLeavesNothingOpen() } }
    func testMissingDisplayIsReportedAsSuch() throws { try MainActor.assumeIsolated { try Self.checkMissingDisplayIsReportedAsSuch() } }
    func testUnreachableDisplayIsNamed() throws { try MainActor.assumeIsolated { try Self.checkUnreachableDisplayIsNamed() } }

    @MainActor
    private static func makeHost(_ content: RecordingContent, _ rasterizer: RecordingRasterizer = RecordingRasterizer())
        throws -> SDLHost {
        try SDLHost(title: "Lunapark test", size: Self.size, content: content, rasterizer: rasterizer,
                    configuration: SDLHost.Configuration(videoDriver: "dummy"))
    }

    @MainActor
    private static func checkFramesArePacedAndEvaluatedAtTheirTargetTime() throws {
        let content = RecordingContent()
        let rasterizer = RecordingRasterizer()
        let host = try makeHost(content, rasterizer)
        XCTAssertEqual(host.videoDriverName, "dummy")
        XCTAssertEqual(host.rendererName, "software")
        XCTAssertEqual(content.viewportSize, Self.size, "the viewport is the window size in points")
        var presentedAt: [TimeInterval] = []
        host.onFramePresented = { [unowned host] statistics in
            presentedAt.append(HostClock.now())
            if statistics.frameCount == 6 { host.stop() }
        }
        host.run()

        // The one-frame pipeline: when the sixth frame is shown the seventh is already built, waiting.
        XCTAssertEqual(content.frameTimes.count, 7)
        XCTAssertEqual(host.pipeline.waiting.count, 1)
        XCTAssertEqual(host.pipeline.waiting.first?.time.targetTimestamp, content.frameTimes.last)
        XCTAssertEqual(host.statistics.pacing, .timer, "the dummy driver has no vsync")
        for pair in zip(content.frameTimes, content.frameTimes.dropFirst()) {
            XCTAssertEqual(pair.1 - pair.0, FrameClock.defaultRefreshInterval, accuracy: 1e-6)
        }
        // Each frame is shown at (just after) its target, which it was evaluated at before the
        // previous frame was shown.
        for (index, shown) in presentedAt.enumerated() {
            XCTAssertGreaterThanOrEqual(shown, content.frameTimes[index])
        }
        XCTAssertEqual(host.statistics.droppedFrames, 0)
        XCTAssertEqual(rasterizer.sizes.last, PixelSize(width: 320, height: 240))
        XCTAssertEqual(rasterizer.scales.last, 1)
        XCTAssertNotNil(host.statistics.firstFrameLatency)
        // Wall-clock intervals depend on the machine's load: the benchmark (`lunapark-benchmarks host`)
        // measures them; here only that each presented frame was recorded.
        XCTAssertEqual(host.statistics.frameIntervals.count, 5)
    }

    @MainActor
    private static func checkInputReachesContentInPoints() throws {
        let content = RecordingContent()
        let host = try makeHost(content)
        content.onKey = { [unowned host] key in if key == "q" { host.stop() } }
        let windowID = SDL_GetWindowID(try XCTUnwrap(host.window))

        var down = SDL_Event()
        down.type = SDL_MOUSEBUTTONDOWN.rawValue
        down.button.windowID = windowID
        down.button.button = UInt8(SDL_BUTTON_LEFT)
        down.button.state = UInt8(SDL_PRESSED)
        down.button.x = 40
        down.button.y = 50
        XCTAssertEqual(SDL_PushEvent(&down), 1)
        var key = SDL_Event()
        key.type = SDL_KEYDOWN.rawValue
        key.key.windowID = windowID
        key.key.keysym.sym = SDL_Keycode(SDLK_q.rawValue)
        XCTAssertEqual(SDL_PushEvent(&key), 1)
        host.run()

        XCTAssertEqual(content.events, [.pointerDown(CGPoint(x: 40, y: 50)), .key("q", modifiers: [])])
    }

    @MainActor
    private static func checkTitleFollowsTheContent() throws {
        let content = RecordingContent()
        content.sceneTitle = "Carousel"
        let host = try makeHost(content)
        XCTAssertEqual(host.windowTitle, "Carousel")
        var seen: [String] = []
        host.onFramePresented = { [unowned host, unowned content] statistics in
            seen.append(host.windowTitle)
            switch statistics.frameCount {
            case 1: content.sceneTitle = "Ferris wheel"
            case 2: content.sceneTitle = nil
            default: host.stop()
            }
        }
        host.run()
        XCTAssertEqual(seen, ["Carousel", "Ferris wheel", "Lunapark test"], "no content title: the host's title")
    }

    @MainActor
    private static func checkResizeUpdatesViewportAndPixelSize() throws {
        let content = RecordingContent()
        let rasterizer = RecordingRasterizer()
        let host = try makeHost(content, rasterizer)
        let window = try XCTUnwrap(host.window)
        var waitingAtResize: FrameTime?
        host.onFramePresented = { [unowned host] statistics in
            if statistics.frameCount == 1 {
                waitingAtResize = host.pipeline.waiting.first?.time
                SDL_SetWindowSize(window, 400, 300)
            }
            if statistics.frameCount == 3 { host.stop() }
        }
        host.run()
        XCTAssertEqual(content.viewportSize, CGSize(width: 400, height: 300))
        XCTAssertEqual(rasterizer.sizes.last, PixelSize(width: 400, height: 300))
        XCTAssertEqual(host.displayScale.pointSize, CGSize(width: 400, height: 300))
        // The frame waiting when the window was resized had the old size: it was dropped, not shown,
        // and the content was never evaluated earlier than it after that.
        let old = PixelSize(width: 320, height: 240), new = PixelSize(width: 400, height: 300)
        XCTAssertEqual(Array(rasterizer.sizes.prefix(2)), [old, old])
        XCTAssertEqual(Set(rasterizer.sizes.dropFirst(2)), [new])
        XCTAssertEqual(host.statistics.droppedFrames, 1)
        let dropped = try XCTUnwrap(waitingAtResize)
        XCTAssertEqual(content.frameTimes[1], dropped.targetTimestamp)
        XCTAssertGreaterThanOrEqual(content.frameTimes[2], dropped.targetTimestamp)
    }

    @MainActor
    private static func checkIdleContentSleepsUntilAnEvent() throws {
        let content = RecordingContent()
        content.request = .idle
        let host = try makeHost(content)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { SDLHost.postQuitEvent() }
        let start = HostClock.now()
        host.run()
        XCTAssertGreaterThanOrEqual(HostClock.now() - start, 0.29)
        XCTAssertEqual(content.frameTimes.count, 1, "only the first frame: nothing asked for more")
    }

    @MainActor
    private static func checkTimedRequestWakesAtItsDeadline() throws {
        let content = RecordingContent()
        let host = try makeHost(content)
        var deadline = 0.0
        var builtAt: [TimeInterval] = []
        content.onFrame = { builtAt.append(HostClock.now()) }
        host.onFramePresented = { [unowned host, unowned content] statistics in
            if statistics.frameCount == 1 {
                deadline = HostClock.now() + 0.2
                // As a timeline does: asks for `.at` until a frame has reached the entry.
                content.request = .at(deadline)
                content.idleAfter = deadline
            } else {
                host.stop()
            }
        }
        content.request = .idle
        host.run()
        XCTAssertEqual(content.frameTimes.count, 2)
        let second = try XCTUnwrap(content.frameTimes.last)
        XCTAssertGreaterThanOrEqual(second, deadline, "evaluated at a target time at or after the deadline")
        XCTAssertLessThan(second - deadline, FrameClock.defaultRefreshInterval + 1e-6, "in the first slot at or after it")
        // Woken a frame period (plus the expected work) early, so the entry is applied about an
        // interval ahead, as the audio engine needs (an unpipelined host would wake at the deadline).
        // Half an interval leaves room for a late wake-up on a loaded machine.
        let applied = try XCTUnwrap(builtAt.last)
        XCTAssertGreaterThan(deadline - applied, FrameClock.defaultRefreshInterval * 0.5,
                             "applied \((deadline - applied) * 1000) ms before its time")
    }

    @MainActor
    private static func checkFailedStartLeavesNothingOpen() throws {
        let content = RecordingContent()
        // The dummy driver has no OpenGL: the accelerated renderer cannot be created.
        XCTAssertThrowsError(try SDLHost(title: "x", size: Self.size, content: content, rasterizer: RecordingRasterizer(),
                                         configuration: SDLHost.Configuration(presentation: .accelerated, videoDriver: "dummy"))) { error in
            guard case SDLHostError.rendererCreationFailed(let reason) = error else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertFalse(reason.isEmpty)
        }
        XCTAssertEqual(SDL_WasInit(SDL_INIT_VIDEO) & SDL_INIT_VIDEO, 0, "video was shut down again")
        // And a correct host starts after it.
        let host = try makeHost(content)
        XCTAssertEqual(host.rendererName, "software")
    }

    /// Runs `body` with the display variables set as given (nil: unset), then restores them.
    private static func withDisplayEnvironment(_ values: [String: String?], _ body: () -> Void) {
        let names = ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"]
        let saved = names.map { ($0, ProcessInfo.processInfo.environment[$0]) }
        defer {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        for name in names {
            if let value = values[name] ?? nil { setenv(name, value, 1) } else { unsetenv(name) }
        }
        body()
    }

    @MainActor
    private static func checkUnreachableDisplayIsNamed() throws {
        withDisplayEnvironment(["DISPLAY": ":98"]) {
            do {
                _ = try SDLHost(title: "x", size: Self.size, content: RecordingContent(), rasterizer: RecordingRasterizer())
                XCTFail("a host opened on a display that does not exist")
            } catch {
                guard case SDLHostError.videoInitFailed(_, let display) = error else { return XCTFail("unexpected \(error)") }
                XCTAssertEqual(display, ":98")
                XCTAssertTrue("\(error)".hasPrefix("video: cannot open display :98 ("), "\(error)")
            }
        }
        XCTAssertEqual(SDL_WasInit(SDL_INIT_VIDEO) & SDL_INIT_VIDEO, 0)
    }

    @MainActor
    private static func checkMissingDisplayIsReportedAsSuch() throws {
        withDisplayEnvironment([:]) { checkMissingDisplay() }
    }

    @MainActor
    private static func checkMissingDisplay() {
        XCTAssertThrowsError(try SDLHost(title: "x", size: Self.size, content: RecordingContent(),
                                         rasterizer: RecordingRasterizer())) { error in
            XCTAssertEqual(error as? SDLHostError, .noDisplay)
            XCTAssertEqual("\(error)", "no display: set DISPLAY or use --headless")
        }
        XCTAssertEqual(SDL_WasInit(SDL_INIT_VIDEO) & SDL_INIT_VIDEO, 0)
    }
}

/// Content that records what the host asks of it.
@MainActor
private final class RecordingContent: FrameProducing {
    var viewportSize: CGSize = .zero
    var request: FrameRequest = .nextVSync
    var sceneTitle: String?
    var frameTimes: [TimeInterval] = []
    var events: [InputEvent] = []
    var onKey: ((KeyEquivalent) -> Void)?
    /// Called as each frame is evaluated.
    var onFrame: (() -> Void)?
    /// The request becomes `.idle` once a frame is evaluated at this time or later (as a timeline's entry is applied).
    var idleAfter: TimeInterval?

    func frame(at time: TimeInterval) -> DisplayList {
        frameTimes.append(time)
        onFrame?()
        if let idleAfter, time >= idleAfter { request = .idle }
        return DisplayList()
    }

    func handle(_ event: InputEvent, at time: TimeInterval) {
        events.append(event)
        if case .key(let key, _) = event { onKey?(key) }
    }

    var frameRequest: FrameRequest { request }
    var title: String? { sceneTitle }
}

/// A rasterizer that fills the frame with one colour and records its arguments.
@MainActor
private final class RecordingRasterizer: FrameRasterizer {
    var sizes: [PixelSize] = []
    var scales: [Double] = []
    private var buffer: [UInt32] = []

    func rasterize(_ list: DisplayList, pixelSize: PixelSize, scale: Double) -> RasterizedFrame? {
        sizes.append(pixelSize)
        scales.append(scale)
        buffer = Array(repeating: 0xFF20_4060, count: pixelSize.width * pixelSize.height)
        return RasterizedFrame(pixels: buffer.withUnsafeBytes { $0.baseAddress! }, bytesPerRow: pixelSize.width * 4)
    }
}

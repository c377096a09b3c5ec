import CSDL2
import Foundation
import LunaparkGraph

/// An SDL2 window that drives a `FrameProducing` content: it waits for
/// events, delivers input, builds frames at their target presentation time,
/// rasterizes them, uploads them to a streaming texture and presents them,
/// paced by real vsync or by a precise timer (`FrameClock`).
///
/// Sizes: the window and the content's `viewportSize` are in points; the
/// drawable, the texture and the rasterized frame in pixels
/// (`DisplayScale`). Times: `HostClock` seconds.
///
/// Idle: when the content requests `.idle` the loop blocks in `SDL_WaitEvent`
/// and when it requests `.at(time)` in `SDL_WaitEventTimeout` until then, so
/// nothing runs while nothing moves.
@MainActor
public final class SDLHost {
    /// Choices made when the host starts.
    public struct Configuration: Sendable, Hashable {
        /// How frames reach the screen. Software by default: under Xvfb a
        /// 960x640 frame costs ~0.2 ms to upload and ~0.7 ms to present
        /// (0.7 ms CPU per frame), against ~0.9 ms and ~4.1 ms (5 ms CPU)
        /// through OpenGL on llvmpipe (`lunapark-benchmarks host`).
        public var presentation: PresentationPath
        /// Whether to use the display's vsync when it proves real (accelerated path only).
        public var vsync: Bool
        /// An SDL video driver to use ("x11", "wayland", "offscreen", "dummy"),
        /// or nil for SDL's choice (which also honours SDL_VIDEODRIVER).
        public var videoDriver: String?
        /// The smallest window size in points.
        public var minimumSize: CGSize
        /// How many recent frames `statistics` covers.
        public var statisticsWindow: Int

        /// Creates a configuration.
        public init(presentation: PresentationPath = .software, vsync: Bool = true,
                    videoDriver: String? = nil, minimumSize: CGSize = CGSize(width: 320, height: 240),
                    statisticsWindow: Int = 240) {
            self.presentation = presentation
            self.vsync = vsync
            self.videoDriver = videoDriver
            self.minimumSize = minimumSize
            self.statisticsWindow = statisticsWindow
        }
    }

    /// The content shown in the window.
    public let content: any FrameProducing
    /// What turns display lists into pixels.
    public let rasterizer: any FrameRasterizer
    /// The title shown when the content asks for none.
    public let defaultTitle: String
    /// The configuration the host started with.
    public let configuration: Configuration
    /// Timing of the frames presented so far.
    public private(set) var statistics: FrameStatistics
    /// The window's size in points and its drawable's size in pixels.
    public private(set) var displayScale: DisplayScale
    /// The frame clock (pacing decision, refresh interval).
    public private(set) var frameClock: FrameClock
    /// The SDL video driver in use ("x11", "offscreen", ...).
    public let videoDriverName: String
    /// The SDL renderer in use ("software", "opengl", ...).
    public let rendererName: String
    /// The title the window shows now (the content's `title`, or `defaultTitle`).
    public var windowTitle: String {
        guard let window = resources.window, let title = SDL_GetWindowTitle(window) else { return "" }
        return String(cString: title)
    }
    /// The SDL window, for tests that drive it (resize, events).
    var window: OpaquePointer? { resources.window }
    /// Called after each present with the updated statistics.
    public var onFramePresented: (@MainActor (FrameStatistics) -> Void)?

    private let resources: SDLWindowResources
    private var sleeper = PreciseSleeper()
    private var isRunning = false
    /// A frame is owed regardless of the content's request (first frame, resize, expose).
    private var needsFrame = true
    /// The loop waited for events since the last frame: the next interval is not a frame interval.
    private var waitedSinceLastFrame = true
    private var shownTitle: String
    private let processStart: TimeInterval?

    /// Opens a window.
    /// - Parameters:
    ///   - title: the window title while the content's `title` is nil.
    ///   - size: the window size in points.
    ///   - content: what the window shows; its `viewportSize` is set to the window size.
    ///   - rasterizer: turns the content's display lists into pixels.
    ///   - configuration: presentation path, vsync, video driver.
    /// - Throws: `SDLHostError` with a one-line reason; nothing is left open.
    public init(title: String, size: CGSize, content: any FrameProducing, rasterizer: any FrameRasterizer,
                configuration: Configuration = Configuration()) throws(SDLHostError) {
        processStart = HostClock.processStartTime()
        self.content = content
        self.rasterizer = rasterizer
        defaultTitle = title
        self.configuration = configuration
        statistics = FrameStatistics(window: configuration.statisticsWindow)
        let resources = SDLWindowResources()
        self.resources = resources

        // Hints are process-wide: set or reset each one this host depends on, so an earlier
        // host's choices do not leak into this one (SDL_ResetHint falls back to the
        // environment variable of the same name; SDL wiki, SDL_ResetHint).
        if let driver = configuration.videoDriver {
            SDL_SetHint(SDL_HINT_VIDEODRIVER, driver)
        } else if Self.environment("SDL_VIDEODRIVER") != nil {
            SDL_ResetHint(SDL_HINT_VIDEODRIVER)
        } else if let driver = Self.driverForEnvironment() {
            // Only the display system the environment names: trying the others makes
            // libwayland print "XDG_RUNTIME_DIR is invalid" next to our own message.
            SDL_SetHint(SDL_HINT_VIDEODRIVER, driver)
        } else {
            // No display named and no driver chosen. SDL would not fail here: after
            // x11, wayland and KMSDRM it falls back to its invisible offscreen driver
            // (measured with SDL 2.26: no DISPLAY, SDL_Init succeeds on "offscreen").
            throw .noDisplay
        }
        // The software renderer draws into the window surface; unless told otherwise
        // SDL backs that surface on X11 with an OpenGL texture (SDL_video.c,
        // SDL_CreateWindowFramebuffer), which costs what the software path saves.
        if configuration.presentation == .software {
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        } else {
            SDL_ResetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION)
        }
        // A click that focuses the window is also a click on the content.
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")

        let subsystems = lunapark_SDL_INIT_VIDEO_EVENTS_TIMER()
        guard SDL_InitSubSystem(subsystems) == 0 else {
            throw Self.videoInitError(driverChosen: configuration.videoDriver)
        }
        resources.initializedSubsystems = subsystems
        videoDriverName = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown"

        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let window = SDL_CreateWindow(title, lunapark_SDL_WINDOWPOS_CENTERED(), lunapark_SDL_WINDOWPOS_CENTERED(),
                                            Int32(size.width.rounded()), Int32(size.height.rounded()), flags) else {
            throw .windowCreationFailed(SDLWindowResources.lastError())
        }
        resources.window = window
        SDL_SetWindowMinimumSize(window, Int32(configuration.minimumSize.width), Int32(configuration.minimumSize.height))

        let refreshRate = Self.refreshRate(of: window)
        let requestVSync = Self.shouldRequestVSync(configuration, refreshRate: refreshRate)
        var rendererFlags = configuration.presentation == .software
            ? SDL_RENDERER_SOFTWARE.rawValue : SDL_RENDERER_ACCELERATED.rawValue
        if requestVSync { rendererFlags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
        guard let renderer = SDL_CreateRenderer(window, -1, rendererFlags) else {
            throw .rendererCreationFailed(SDLWindowResources.lastError())
        }
        resources.renderer = renderer
        // SDL_RENDER_VSYNC in the environment overrides the flags (SDL_render.c); a
        // second, simulated wait on top of the timer's would halve the frame rate.
        if !requestVSync { SDL_RenderSetVSync(renderer, 0) }
        var info = SDL_RendererInfo()
        rendererName = SDL_GetRendererInfo(renderer, &info) == 0 && info.name != nil
            ? String(cString: info.name) : "unknown"

        frameClock = FrameClock(reportedRefreshRate: refreshRate, vsyncRequested: requestVSync)
        displayScale = Self.measureScale(window: window, renderer: renderer)
        shownTitle = title
        try recreateTexture()

        content.viewportSize = displayScale.pointSize
        statistics.reportedRefreshRate = refreshRate
        statistics.rendererName = rendererName
        statistics.pacing = frameClock.pacing
        statistics.refreshInterval = frameClock.refreshInterval
        updateTitle()
    }

    /// Runs the event loop until the window is closed (SDL_QUIT, which SDL
    /// also sends on SIGINT/SIGTERM) or `stop()` is called.
    public func run() {
        isRunning = true
        needsFrame = true
        while isRunning {
            waitForWork()
            processPendingEvents()
            guard isRunning else { break }
            if frameIsDue() {
                if isMinimized {
                    // Nothing to show: let time pass without spinning; the restore event wakes us.
                    _ = SDL_WaitEventTimeout(nil, 100)
                    waitedSinceLastFrame = true
                } else {
                    presentFrame()
                }
            }
        }
    }

    /// Makes `run()` return after the current iteration (for example from
    /// the content's key handling of Esc or q).
    public func stop() {
        isRunning = false
    }

    /// Posts SDL_QUIT, which ends `run()` as closing the window does. Safe
    /// from any thread (SDL wiki, SDL_PushEvent: thread-safe) and wakes the
    /// loop from its wait for events; `stop()` is the main-actor way.
    public nonisolated static func postQuitEvent() {
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        event.quit.timestamp = SDL_GetTicks()
        _ = SDL_PushEvent(&event)
    }

    // MARK: - Waiting

    /// What the loop waits for: nothing when a frame is owed, events only
    /// when idle, events or the deadline of an `.at` request.
    private func waitForWork() {
        let request = needsFrame ? FrameRequest.nextVSync : content.frameRequest
        switch request {
        case .nextVSync:
            return
        case .idle:
            waitedSinceLastFrame = true
            if SDL_WaitEvent(nil) == 0 {
                // An error (SDL_GetError) rather than an event: do not spin on it.
                _ = SDL_WaitEventTimeout(nil, 100)
            }
        case .at(let deadline):
            waitedSinceLastFrame = true
            let remaining = deadline - HostClock.now()
            guard remaining > 0 else { return }
            // SDL waits in whole milliseconds; wake a millisecond early and sleep the rest precisely.
            let milliseconds = Int32(min(remaining * 1000 - 1, Double(Int32.max)).rounded(.down))
            if milliseconds > 0, SDL_WaitEventTimeout(nil, milliseconds) != 0 { return }
            sleeper.sleep(until: deadline)
        }
    }

    private func frameIsDue() -> Bool {
        if needsFrame { return true }
        switch content.frameRequest {
        case .nextVSync: return true
        case .idle: return false
        case .at(let time): return time <= HostClock.now() + 0.000_5
        }
    }

    private var isMinimized: Bool {
        guard let window = resources.window else { return true }
        let hidden = SDL_WINDOW_MINIMIZED.rawValue | SDL_WINDOW_HIDDEN.rawValue
        return SDL_GetWindowFlags(window) & hidden != 0 || displayScale.pixelSize.isEmpty
    }

    // MARK: - Events

    private func processPendingEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            handle(event)
        }
        updateTitle()
    }

    private func handle(_ event: SDL_Event) {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            isRunning = false
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                updateSize()
            case SDL_WINDOWEVENT_DISPLAY_CHANGED:
                // Another monitor: maybe another scale and another refresh rate.
                updateSize()
                updateRefreshRate()
            case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN:
                needsFrame = true
            default:
                break
            }
        case SDL_RENDER_DEVICE_RESET:
            // Textures are lost (SDL wiki, SDL_EventType): make a new one.
            try? recreateTexture()
            needsFrame = true
        case SDL_RENDER_TARGETS_RESET:
            needsFrame = true
        default:
            if let input = SDLInputTranslator.inputEvent(from: event) {
                content.handle(input, at: HostClock.now())
            }
        }
    }

    private func updateSize() {
        guard let window = resources.window, let renderer = resources.renderer else { return }
        let scale = Self.measureScale(window: window, renderer: renderer)
        let pixelsChanged = scale.pixelSize != displayScale.pixelSize
        displayScale = scale
        if pixelsChanged { try? recreateTexture() }
        if content.viewportSize != scale.pointSize { content.viewportSize = scale.pointSize }
        needsFrame = true
    }

    /// Starts a new frame clock when the window's display reports another refresh rate.
    private func updateRefreshRate() {
        guard let window = resources.window, let renderer = resources.renderer else { return }
        let rate = Self.refreshRate(of: window)
        guard rate != statistics.reportedRefreshRate else { return }
        let requestVSync = Self.shouldRequestVSync(configuration, refreshRate: rate)
        SDL_RenderSetVSync(renderer, requestVSync ? 1 : 0)
        frameClock = FrameClock(reportedRefreshRate: rate, vsyncRequested: requestVSync)
        statistics.reportedRefreshRate = rate
        statistics.pacing = frameClock.pacing
        statistics.refreshInterval = frameClock.refreshInterval
        waitedSinceLastFrame = true
    }

    private func updateTitle() {
        let wanted = content.title ?? defaultTitle
        guard wanted != shownTitle, let window = resources.window else { return }
        SDL_SetWindowTitle(window, wanted)
        shownTitle = wanted
    }

    // MARK: - Frames

    private func presentFrame() {
        guard let renderer = resources.renderer else { return }
        let began = HostClock.now()
        let time = frameClock.beginFrame(at: began)
        let list = content.frame(at: time.targetTimestamp)
        let built = HostClock.now()

        var rastered = built
        var uploaded = built
        if let texture = resources.texture {
            let frame = rasterizer.rasterize(list, pixelSize: displayScale.pixelSize, scale: displayScale.scale)
            rastered = HostClock.now()
            // Without a new frame the texture still holds the previous one: show it again.
            if let frame { SDL_UpdateTexture(texture, nil, frame.pixels, Int32(frame.bytesPerRow)) }
            // The texture covers the whole target, so no SDL_RenderClear is needed
            // (SDL wiki, SDL_RenderPresent: the backbuffer is undefined after a present).
            SDL_RenderCopy(renderer, texture, nil, nil)
            uploaded = HostClock.now()
        } else {
            // No texture (SDL could not make one of this size): black rather than an undefined backbuffer.
            SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
            SDL_RenderClear(renderer)
        }

        var presentStart = uploaded
        if let deadline = frameClock.frameReady(at: uploaded) {
            sleeper.sleep(until: deadline)
            presentStart = HostClock.now()
        }
        // Lateness against the target: the timer's precision, or by how much a deadline was missed.
        let lateness = frameClock.pacing == .timer ? max(0, presentStart - time.targetTimestamp) : 0
        SDL_RenderPresent(renderer)
        let presentEnd = HostClock.now()
        if frameClock.didPresent(started: presentStart, returned: presentEnd) == .switchedToTimer {
            // The probe found vsync fake: stop SDL from waiting in present; the timer paces now.
            SDL_RenderSetVSync(renderer, 0)
        }

        let phases = FrameStatistics.Phases(build: built - began, raster: rastered - built,
                                            upload: uploaded - rastered, present: presentEnd - presentStart,
                                            pacingWait: presentStart - uploaded, lateness: lateness)
        statistics.record(phases, presentReturned: presentEnd, continuous: !waitedSinceLastFrame)
        statistics.pacing = frameClock.pacing
        statistics.refreshInterval = frameClock.refreshInterval
        statistics.missedDeadlines = frameClock.missedDeadlines
        if statistics.firstFrameLatency == nil, let processStart {
            statistics.firstFrameLatency = presentEnd - processStart
        }
        needsFrame = false
        waitedSinceLastFrame = false
        updateTitle()
        onFramePresented?(statistics)
    }

    /// Replaces the streaming texture with one of the drawable's pixel size.
    private func recreateTexture() throws(SDLHostError) {
        if let texture = resources.texture {
            SDL_DestroyTexture(texture)
            resources.texture = nil
        }
        let size = displayScale.pixelSize
        guard !size.isEmpty, let renderer = resources.renderer else { return }
        // ARGB8888 is cairo's ARGB32 on little-endian hosts: the rasterizer's bytes upload as they are.
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                              Int32(size.width), Int32(size.height)) else {
            throw .textureCreationFailed(SDLWindowResources.lastError())
        }
        // The frame is opaque where the content is; blending would only cost time.
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        resources.texture = texture
    }

    /// The refresh rate in Hz of the display showing `window`, nil when it
    /// reports none (SDL_DisplayMode.refresh_rate is 0 when unknown; Xvfb reports 0).
    private static func refreshRate(of window: OpaquePointer) -> Double? {
        var mode = SDL_DisplayMode()
        let displayIndex = SDL_GetWindowDisplayIndex(window)
        guard displayIndex >= 0, SDL_GetCurrentDisplayMode(displayIndex, &mode) == 0, mode.refresh_rate > 0 else {
            return nil
        }
        return Double(mode.refresh_rate)
    }

    /// vsync is only worth asking for where it can be real: an accelerated renderer on a
    /// display that knows its rate. Elsewhere SDL would simulate it with SDL_Delay
    /// (whole milliseconds: 16 ms frames), which the frame clock's timer does better.
    private static func shouldRequestVSync(_ configuration: Configuration, refreshRate: Double?) -> Bool {
        configuration.vsync && configuration.presentation == .accelerated && refreshRate != nil
    }

    private static func measureScale(window: OpaquePointer, renderer: OpaquePointer) -> DisplayScale {
        var pointWidth: Int32 = 0, pointHeight: Int32 = 0
        SDL_GetWindowSize(window, &pointWidth, &pointHeight)
        var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
        if SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight) != 0 {
            pixelWidth = pointWidth
            pixelHeight = pointHeight
        }
        return DisplayScale(pointSize: CGSize(width: Int(pointWidth), height: Int(pointHeight)),
                            pixelSize: PixelSize(width: Int(pixelWidth), height: Int(pixelHeight)))
    }

    /// Throws `.noDisplay` when there is no display to open: no `videoDriver` chosen, no
    /// `SDL_VIDEODRIVER` set, and neither DISPLAY nor WAYLAND_DISPLAY in the environment.
    /// The app calls it before anything else prints (opening audio, say), so a missing
    /// display is reported in one line.
    public static func checkDisplay(videoDriver: String? = nil) throws(SDLHostError) {
        if videoDriver == nil, environment("SDL_VIDEODRIVER") == nil, driverForEnvironment() == nil {
            throw .noDisplay
        }
    }

    /// The SDL video driver for the display the environment names: "x11"
    /// for DISPLAY alone, SDL's own order ("wayland,x11") when WAYLAND_DISPLAY
    /// is set, nil when neither is.
    private static func driverForEnvironment() -> String? {
        if environment("WAYLAND_DISPLAY") != nil { return "wayland,x11" }
        if environment("DISPLAY") != nil { return "x11" }
        return nil
    }

    private static func environment(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The error for a failed video start: the display tried and SDL's reason.
    private static func videoInitError(driverChosen: String?) -> SDLHostError {
        let reason = SDLWindowResources.lastError()
        if driverChosen != nil || environment("SDL_VIDEODRIVER") != nil {
            return .videoInitFailed(reason: reason, display: nil)
        }
        return .videoInitFailed(reason: reason, display: environment("WAYLAND_DISPLAY") ?? environment("DISPLAY"))
    }
}

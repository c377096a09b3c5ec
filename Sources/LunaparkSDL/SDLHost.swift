import CSDL2
import Foundation
import LunaparkGraph

/// An SDL2 window that drives a `FrameProducing` content: it waits for
/// events, delivers input, builds frames at their target presentation time,
/// rasterizes them, uploads them to a streaming texture and presents them,
/// paced by real vsync or by a precise timer (`FrameClock`).
///
/// Pipeline. Frames are built one refresh interval ahead of the frame being
/// shown (`Configuration.pipelineDepth` 2): right after presenting frame N
/// the host builds frame N+2 (its target is two slots ahead) into one of two
/// streaming textures while frame N+1, built in the previous interval,
/// waits in the other; then it presents N+1 at its slot (timer pacing: it
/// sleeps until the deadline; vsync: the present call blocks). So a timeline
/// entry, applied by the first frame whose target is at or after it, is
/// known at least one interval minus the work time before its own time:
/// early enough for `AudioEngine` to mix its sound so that it is heard on the
/// entry's sample. The price is one more interval from input to photon
/// (`FrameStatistics.Phases.latency` spans about two), as with Core
/// Animation, whose render server shows a transaction in a frame after the
/// one in which the app committed it. Frames are shown in the order they were
/// built; a waiting frame whose successor is already due is dropped
/// (`FramePipeline`), and a resize discards the waiting frame, whose pixels
/// have the old size, and builds a new one.
///
/// Waking. After an idle wait every frame is pipelined too: the first frame
/// for input, a resize or an expose targets the slot after next rather than
/// the next one, so it is never out of order with the frames that follow
/// and needs no second build squeezed into its interval; waking costs the
/// same one interval of latency as the animation that follows. For
/// `.at(time)` (a timeline entry) the host wakes
/// `FrameClock.buildTime(forUpdateAt:)`, one frame period plus the expected
/// work before it, so the frame showing the entry targets the first slot at
/// or after it and is built about one interval ahead of it.
///
/// Sizes: the window and the content's `viewportSize` are in points; the
/// drawable, the textures and the rasterized frame in pixels
/// (`DisplayScale`). Times: `HostClock` seconds.
///
/// Idle: when the content requests `.idle` and no frame waits, the loop
/// blocks in `SDL_WaitEvent`, and when it requests `.at(time)` in
/// `SDL_WaitEventTimeout` until the frame for it is due, so nothing runs
/// while nothing moves.
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
        /// Frames in flight (`FrameClock.pipelineDepth`), 1 or more. 2, the
        /// default: each frame is built one refresh interval before the frame
        /// it follows is shown, so timeline entries (and their sounds) are
        /// known an interval ahead, for one more interval of input latency.
        /// 1: each frame is built in the interval before it is shown.
        public var pipelineDepth: Int

        /// Creates a configuration.
        public init(presentation: PresentationPath = .software, vsync: Bool = true,
                    videoDriver: String? = nil, minimumSize: CGSize = CGSize(width: 320, height: 240),
                    statisticsWindow: Int = 240, pipelineDepth: Int = 2) {
            self.presentation = presentation
            self.vsync = vsync
            self.videoDriver = videoDriver
            self.minimumSize = minimumSize
            self.statisticsWindow = statisticsWindow
            self.pipelineDepth = max(1, pipelineDepth)
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
    /// The frame clock (pacing decision, refresh interval, frame targets).
    public private(set) var frameClock: FrameClock
    /// The frames built and waiting to be presented.
    public private(set) var pipeline: FramePipeline
    /// The SDL video driver in use ("x11", "offscreen", ...).
    public let videoDriverName: String
    /// The SDL renderer in use ("software", "opengl", ...).
    public let rendererName: String
    /// The title the window shows now (the content's `title`, or `defaultTitle`).
    public var windowTitle: String {
        guard let window = resources.window, let title = SDL_GetWindowTitle(window) else { return "" }
        return String(cString: title)
    }
    /// One line on when frames are built, as `lunapark --verbose` prints it, e.g.
    /// "frames built about 2 refresh intervals (16.67 ms each) before they are shown (1-frame pipeline: ...)".
    public var pipelineDescription: String {
        let depth = frameClock.pipelineDepth
        let interval = String(format: "%.2f", frameClock.refreshInterval * 1000)
        guard depth > 1 else { return "frames built in the refresh interval (\(interval) ms) before they are shown (no pipeline)" }
        let ahead = depth == 2 ? "an interval" : "\(depth - 1) intervals"
        return "frames built about \(depth) refresh intervals (\(interval) ms each) before they are shown "
            + "(\(depth - 1)-frame pipeline: timeline entries and their sounds are known \(ahead) ahead, input shows \(ahead) later)"
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
    /// The loop waited since the last frame was built: the next frame's interval is not a frame interval.
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

        frameClock = FrameClock(reportedRefreshRate: refreshRate, vsyncRequested: requestVSync,
                                pipelineDepth: configuration.pipelineDepth)
        pipeline = FramePipeline(depth: configuration.pipelineDepth)
        displayScale = Self.measureScale(window: window, renderer: renderer)
        shownTitle = title
        try recreateTextures()

        content.viewportSize = displayScale.pointSize
        statistics.reportedRefreshRate = refreshRate
        statistics.rendererName = rendererName
        statistics.pacing = frameClock.pacing
        statistics.refreshInterval = frameClock.refreshInterval
        updateTitle()
    }

    /// Runs the event loop until the window is closed (SDL_QUIT, which SDL
    /// also sends on SIGINT/SIGTERM) or `stop()` is called. A frame left
    /// waiting by the previous `run()` is still presented if its slot has not
    /// passed, and dropped otherwise.
    public func run() {
        isRunning = true
        needsFrame = true
        if let oldest = pipeline.waiting.first, oldest.time.targetTimestamp <= HostClock.now() {
            discardWaitingFrames(pixelsLost: false)
        }
        while isRunning {
            processPendingEvents()
            guard isRunning else { break }
            switch pipeline.nextStep(now: HostClock.now(), buildAt: nextBuildTime(), expectedWork: frameClock.expectedWork) {
            case .build: buildFrame()
            case .present: presentWaitingFrame()
            case .wait(let deadline): wait(until: deadline)
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

    /// When the next frame should begin (host seconds; `-infinity`: at once),
    /// or nil when none is wanted: a frame owed or `.nextVSync` at once,
    /// `.at(time)` at `FrameClock.buildTime(forUpdateAt:)`, none when idle or minimized.
    private func nextBuildTime() -> TimeInterval? {
        // Nothing to show while minimized; the restore event owes a frame.
        if isMinimized { return nil }
        if needsFrame { return -.infinity }
        switch content.frameRequest {
        case .nextVSync: return -.infinity
        case .idle: return nil
        case .at(let time): return frameClock.buildTime(forUpdateAt: time)
        }
    }

    /// Waits for input until `deadline` (host seconds), or with nil until input arrives.
    private func wait(until deadline: TimeInterval?) {
        waitedSinceLastFrame = true
        guard let deadline else {
            if isMinimized {
                // Let time pass without spinning; the restore event wakes us.
                _ = SDL_WaitEventTimeout(nil, 100)
            } else if SDL_WaitEvent(nil) == 0 {
                // An error (SDL_GetError) rather than an event: do not spin on it.
                _ = SDL_WaitEventTimeout(nil, 100)
            }
            return
        }
        let remaining = deadline - HostClock.now()
        guard remaining > 0 else { return }
        // SDL waits in whole milliseconds; wake a millisecond early and sleep the rest precisely.
        let milliseconds = Int32(min(remaining * 1000 - 1, Double(Int32.max)).rounded(.down))
        if milliseconds > 0, SDL_WaitEventTimeout(nil, milliseconds) != 0 { return }
        sleeper.sleep(until: deadline)
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
            // Textures are lost (SDL wiki, SDL_EventType), with the waiting frames' pixels: make new ones.
            discardWaitingFrames(pixelsLost: true)
            try? recreateTextures()
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
        // A waiting frame was drawn for the old size: never show it in the new window.
        if scale != displayScale { discardWaitingFrames(pixelsLost: pixelsChanged) }
        displayScale = scale
        if pixelsChanged { try? recreateTextures() }
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
        // Waiting frames were planned on the old display's slots; the new clock starts after them.
        discardWaitingFrames(pixelsLost: false)
        let evaluatedUpTo = frameClock.latestTarget
        frameClock = FrameClock(reportedRefreshRate: rate, vsyncRequested: requestVSync,
                                pipelineDepth: configuration.pipelineDepth)
        frameClock.discardUnpresentedFrames(evaluatedUpTo: evaluatedUpTo)
        needsFrame = true
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

    /// Builds the next frame at its target time, rasterizes it and uploads it
    /// into a free texture slot, where it waits for its present.
    private func buildFrame() {
        let began = HostClock.now()
        let time = frameClock.beginFrame(at: began)
        let list = content.frame(at: time.targetTimestamp)
        let built = HostClock.now()

        var rastered = built
        var uploaded = built
        var slot: Int?
        let free = pipeline.freeSlot
        if free < resources.textures.count {
            let texture = resources.textures[free]
            let frame = rasterizer.rasterize(list, pixelSize: displayScale.pixelSize, scale: displayScale.scale)
            rastered = HostClock.now()
            // Without new pixels the frame shows the newest ones again (FramePipeline.append).
            if let frame {
                SDL_UpdateTexture(texture, nil, frame.pixels, Int32(frame.bytesPerRow))
                slot = free
            }
            uploaded = HostClock.now()
        }
        frameClock.frameBuilt(began: began, at: uploaded)
        pipeline.append(FramePipeline.Frame(
            time: time, slot: slot, began: began,
            phases: FrameStatistics.Phases(build: built - began, raster: rastered - built, upload: uploaded - rastered),
            followsWait: waitedSinceLastFrame))
        needsFrame = false
        waitedSinceLastFrame = false
    }

    /// Presents the oldest waiting frame at its slot and records its statistics.
    private func presentWaitingFrame() {
        guard let renderer = resources.renderer, let frame = pipeline.takeFrameToPresent(at: HostClock.now()) else {
            return
        }
        let copyStart = HostClock.now()
        if let slot = frame.slot, slot < resources.textures.count {
            // The texture covers the whole target, so no SDL_RenderClear is needed
            // (SDL wiki, SDL_RenderPresent: the backbuffer is undefined after a present).
            SDL_RenderCopy(renderer, resources.textures[slot], nil, nil)
        } else {
            // No pixels (SDL could not make a texture of this size): black rather than an undefined backbuffer.
            SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
            SDL_RenderClear(renderer)
        }
        let copied = HostClock.now()
        var presentStart = copied
        if let deadline = frameClock.presentDeadline(for: frame.time, at: copied) {
            sleeper.sleep(until: deadline)
            presentStart = HostClock.now()
        }
        // Lateness against the target: the timer's precision, or by how much a deadline was missed.
        let lateness = frameClock.pacing == .timer ? max(0, presentStart - frame.time.targetTimestamp) : 0
        SDL_RenderPresent(renderer)
        let presentEnd = HostClock.now()
        if frameClock.didPresent(frame.time, started: presentStart, returned: presentEnd) == .switchedToTimer {
            // The probe found vsync fake: stop SDL from waiting in present; the timer paces now.
            SDL_RenderSetVSync(renderer, 0)
        }

        var phases = frame.phases
        phases.upload += copied - copyStart
        phases.pacingWait = presentStart - copied
        phases.present = presentEnd - presentStart
        phases.lateness = lateness
        phases.latency = presentEnd - frame.began
        statistics.record(phases, presentReturned: presentEnd, continuous: !frame.followsWait)
        statistics.pacing = frameClock.pacing
        statistics.refreshInterval = frameClock.refreshInterval
        statistics.missedDeadlines = frameClock.missedDeadlines
        statistics.droppedFrames = pipeline.droppedFrames
        if statistics.firstFrameLatency == nil, let processStart {
            statistics.firstFrameLatency = presentEnd - processStart
        }
        updateTitle()
        onFramePresented?(statistics)
    }

    /// Drops the frames waiting to be presented (their pixels are the wrong
    /// size, lost, or stale); the next frame is built anew, never at an
    /// earlier target than theirs.
    private func discardWaitingFrames(pixelsLost: Bool) {
        if pipeline.discardWaitingFrames(pixelsLost: pixelsLost) > 0 {
            frameClock.discardUnpresentedFrames()
            statistics.droppedFrames = pipeline.droppedFrames
        }
        needsFrame = true
    }

    /// Replaces the streaming textures (one per pipeline slot) with ones of the drawable's pixel size.
    private func recreateTextures() throws(SDLHostError) {
        for texture in resources.textures { SDL_DestroyTexture(texture) }
        resources.textures = []
        let size = displayScale.pixelSize
        guard !size.isEmpty, let renderer = resources.renderer else { return }
        for _ in 0..<pipeline.depth {
            // ARGB8888 is cairo's ARGB32 on little-endian hosts: the rasterizer's bytes upload as they are.
            guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                                  Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                                  Int32(size.width), Int32(size.height)) else {
                let error = SDLWindowResources.lastError()
                for texture in resources.textures { SDL_DestroyTexture(texture) }
                resources.textures = []
                throw .textureCreationFailed(error)
            }
            // The frame is opaque where the content is; blending would only cost time.
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
            resources.textures.append(texture)
        }
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

import CDisplayConnection
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
/// The main run loop. The host waits in the main thread's `RunLoop`
/// (`MainRunLoopWaiter`), never in SDL: while it is idle, animating or
/// waiting for a frame's slot, the main dispatch queue, `RunLoop.main` timers
/// and main-actor tasks run within about a millisecond of their time, and a
/// state change they make is drawn in the next frame built. Input wakes it
/// through the display connection's file descriptor (X11); every iteration
/// also serves the work already due, so under real vsync (present blocks)
/// nothing waits more than one refresh interval.
///
/// Idle: when the content requests `.idle` and no frame waits, the thread
/// sleeps until input, main-queue work or a timer; when it requests
/// `.at(time)`, at most until the frame for it is due. Nothing runs while
/// nothing moves.
@MainActor
public final class SDLHost {
    /// The largest window side, points: 16384, the largest texture of llvmpipe and of most
    /// GPUs (a window's frame is one texture).
    nonisolated public static let maximumWindowDimension: CGFloat = 16_384
    /// The content shown in the window.
    public let content: any FrameProducing
    /// What turns display lists into pixels.
    public let rasterizer: any FrameRasterizer
    /// The title shown when the content asks for none.
    public let defaultTitle: String
    /// The configuration the host started with.
    public let configuration: Configuration
    /// Timing of the frames presented so far.
    public internal(set) var statistics: FrameStatistics
    /// The window's size in points and its drawable's size in pixels.
    public internal(set) var displayScale: DisplayScale
    /// The frame clock (pacing decision, refresh interval, frame targets).
    public internal(set) var frameClock: FrameClock
    /// The frames built and waiting to be presented.
    public internal(set) var pipeline: FramePipeline
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

    let resources: SDLWindowResources
    var sleeper = PreciseSleeper()
    /// Serves the main run loop while the host waits; set once the window exists.
    var waiter: MainRunLoopWaiter!
    var isRunning = false
    /// A frame is owed regardless of the content's request (first frame, resize, expose).
    var needsFrame = true
    /// The loop waited since the last frame was built: the next frame's interval is not a frame interval.
    var waitedSinceLastFrame = true
    var shownTitle: String
    /// Slots whose frame a `PipelinedFrameRasterizer` is still rasterizing (uploaded when presented).
    var rasteringSlots: Set<Int> = []
    /// The texture slot presented last, shown again when a frame's raster made no pixels.
    var presentedSlot: Int?
    let processStart: TimeInterval?

    /// Opens a window.
    /// - Parameters:
    ///   - title: the window title while the content's `title` is nil.
    ///   - size: the window size in points.
    ///   - content: what the window shows; its `viewportSize` is set to the window size.
    ///   - rasterizer: turns the content's display lists into pixels.
    ///   - configuration: presentation path, vsync, video driver.
    /// - Throws: `SDLHostError` with a one-line reason; nothing is left open.
    ///   `.invalidWindowSize` when a side of `size` is not a number in 1...`maximumWindowDimension`.
    public init(title: String, size: CGSize, content: any FrameProducing, rasterizer: any FrameRasterizer,
                configuration: Configuration = Configuration()) throws(SDLHostError) {
        let sides = 1...Self.maximumWindowDimension
        guard sides.contains(size.width), sides.contains(size.height) else {
            throw .invalidWindowSize(width: Double(size.width), height: Double(size.height))
        }
        processStart = HostClock.processStartTime()
        self.content = content
        self.rasterizer = rasterizer
        defaultTitle = title
        self.configuration = configuration
        statistics = FrameStatistics(window: configuration.statisticsWindow)
        let resources = SDLWindowResources()
        self.resources = resources

        let environment = DisplayEnvironment.current
        // Hints are process-wide: set or reset each one this host depends on, so an earlier
        // host's choices do not leak into this one (SDL_ResetHint falls back to the
        // environment variable of the same name; SDL wiki, SDL_ResetHint).
        if let driver = configuration.videoDriver {
            SDL_SetHint(SDL_HINT_VIDEODRIVER, driver)
        } else if environment.videoDriverOverride != nil {
            SDL_ResetHint(SDL_HINT_VIDEODRIVER)
        } else if let driver = environment.driverForNamedDisplay {
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
        // SIGINT and SIGTERM wake the run loop through a pipe (`TerminationSignalPipe`) instead.
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")

        let subsystems = lunapark_SDL_INIT_VIDEO_EVENTS_TIMER()
        guard SDL_InitSubSystem(subsystems) == 0 else {
            throw environment.videoInitError(reason: SDLWindowResources.lastError(), driverChosen: configuration.videoDriver)
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
        // Events read from the connection are queued by SDL_PumpEvents and handled by the loop.
        waiter = MainRunLoopWaiter(displayConnection: lunapark_display_connection_fd(UnsafeMutableRawPointer(window))) {
            SDL_PumpEvents()
        }
        // Ctrl+C or a SIGTERM ends `run()` as closing the window does.
        if let signals = TerminationSignalPipe.shared {
            waiter.watch(signals.readEnd) { [weak self] in
                signals.drain()
                self?.isRunning = false
            }
        }

        content.viewportSize = displayScale.pointSize
        statistics.reportedRefreshRate = refreshRate
        statistics.rendererName = rendererName
        statistics.pacing = frameClock.pacing
        statistics.refreshInterval = frameClock.refreshInterval
        updateTitle()
        installClipboardWriter()
        installEnvironment()
    }

    /// Runs the event loop until the window is closed (SDL_QUIT), SIGINT or
    /// SIGTERM arrives (`TerminationSignalPipe`), or `stop()` is called. A frame left
    /// waiting by the previous `run()` is still presented if its slot has not
    /// passed, and dropped otherwise.
    public func run() {
        isRunning = true
        needsFrame = true
        if let oldest = pipeline.waiting.first, oldest.time.targetTimestamp <= HostClock.now() {
            discardWaitingFrames(pixelsLost: false)
        }
        while isRunning {
            // Main-queue work, timers and tasks due (a present that blocks for vsync serves nothing).
            waiter.serveDueWork()
            processPendingEvents()
            guard isRunning else { break }
            switch pipeline.nextStep(now: HostClock.now(), buildAt: nextBuildTime(), expectedWork: frameClock.expectedWork,
                                     belowDisplayRate: frameClock.isBelowDisplayRate) {
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
        // The loop may be waiting in the run loop, which SDL's queue does not wake.
        DispatchQueue.main.async {}
    }

    /// Throws `.noDisplay` when there is no display to open (`DisplayEnvironment.checkDisplay`).
    /// The app calls it before anything else prints (opening audio, say), so a missing
    /// display is reported in one line.
    public static func checkDisplay(videoDriver: String? = nil) throws(SDLHostError) {
        try DisplayEnvironment.current.checkDisplay(videoDriver: videoDriver)
    }
}

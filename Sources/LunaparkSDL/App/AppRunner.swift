import Foundation
import LunaparkCore
import LunaparkGraph
import LunaparkRender

/// Runs an `App`: opens a window for its first window-making scene and serves
/// it until the window is closed, or renders a screenshot without a window.
/// `App.main()` runs it with `AppLaunchOptions(environment:)`; the park runs
/// its own `App` through it with options from its command line.
///
/// Every app gets what the park has: the inspector and its keys (i, s, p and
/// `.` with `AppLaunchOptions.inspectorKeyModifiers`, Control+Shift by
/// default), the main run loop (`SDLHost`, `MainRunLoopWaiter`), `Sound`
/// through SDL_mixer (muted with one line when there is no device), images
/// and GIFs from `Assets/Images`, and one-line errors with sysexits statuses.
@MainActor
public enum AppRunner {
    /// Runs `app` and returns the process exit status: 0 when its window was
    /// closed or the screenshot written; otherwise, after one line on
    /// standard error prefixed with `programName`, 69 (no display), 70 (no
    /// window scene), 73 (screenshot or recording file not creatable) or 71 (SDL failed).
    public static func run<A: App>(_ app: A, options: AppLaunchOptions,
                                   programName: String = ProcessInfo.processInfo.processName) -> Int32 {
        func fail(_ message: String, _ status: Int32) -> Int32 {
            FileHandle.standardError.write(Data("\(programName): \(message)\n".utf8))
            return status
        }
        guard let scene = app.body._resolvedWindows().first else {
            return fail(AppLaunchError.noWindowScene.description, AppLaunchError.noWindowScene.exitStatus)
        }
        let size = windowSize(for: scene, options: options)
        if let screenshot = options.screenshot {
            do {
                try renderScreenshot(scene, size: size, screenshot: screenshot, options: options)
                return 0
            } catch {
                return fail(error.description, error.exitStatus)
            }
        }
        if let recording = options.recording {
            // Said before the window opens, not after the recording: the file must be creatable.
            guard FileManager.default.createFile(atPath: recording.path, contents: nil) else {
                let error = AppLaunchError.cannotWriteRecording(recording.path)
                return fail(error.description, error.exitStatus)
            }
        }
        do {
            try openWindow(scene, size: size, title: scene.title ?? programName, options: options)
            return 0
        } catch {
            return fail(error == .noDisplay ? options.noDisplayMessage : error.description, error.exitStatus)
        }
    }

    /// The size the window opens at, in points: the options' size, else the scene's default
    /// size, else 960x640; never below the host's minimum window size.
    public static func windowSize(for scene: ResolvedWindowScene, options: AppLaunchOptions) -> CGSize {
        let size = options.size ?? scene.defaultSize ?? AppLaunchOptions.defaultWindowSize
        let minimum = SDLHost.Configuration().minimumSize
        return CGSize(width: max(minimum.width, size.width), height: max(minimum.height, size.height))
    }

    /// Renders the scene's content at the screenshot's time, with frames paced on the wall clock
    /// (`HeadlessHost.advanceInRealTime(by:)`), and writes the PNG.
    static func renderScreenshot(_ scene: ResolvedWindowScene, size: CGSize, screenshot: AppLaunchOptions.Screenshot,
                                 options: AppLaunchOptions) throws(AppLaunchError) {
        func host<Content: View>(_ content: Content) -> HeadlessHost {
            // The frames follow the wall clock, so virtual time 0 is now: an app's `.now`, timers
            // and `Task.sleep` agree with its timelines (not the headless default's fixed date).
            HeadlessHost(size: size, scale: CGFloat(screenshot.scale), referenceDate: Date(),
                         inspector: options.showsInspector, imageLoader: AnimatedImageLoader()) { content }
        }
        let headless = host(scene.rootView)
        headless.advanceInRealTime(by: screenshot.time)
        let image = headless.render()
        do {
            try image.writePNG(to: URL(fileURLWithPath: screenshot.path))
        } catch {
            throw .cannotWriteScreenshot(screenshot.path, reason: "\(error)")
        }
        print("wrote \(screenshot.path) (\(image.width)x\(image.height) px, t = \(String(format: "%.3f", headless.time)) s)")
    }

    /// Opens the window and runs it until it is closed.
    static func openWindow(_ scene: ResolvedWindowScene, size: CGSize, title: String,
                           options: AppLaunchOptions) throws(SDLHostError) {
        // No display: said in one line before audio prints anything.
        try SDLHost.checkDisplay()
        // Before the content is built: sounds played as it appears have somewhere to go.
        let audioEngine = options.audio.open()
        defer { options.audio.close(audioEngine) }
        // The scene graph measures text on this thread; the raster thread draws with engines of its own.
        let textEngine = PangoTextEngine()
        let clockStart = HostClock.now()
        // The window opens on an empty graph; the app's content enters it just before the loop
        // runs, so its onAppear actions, the tasks they start and the first timers count from the
        // moment the window is ready, not from before it was created (100 ms and more).
        let scenegraph = ViewGraph(size: size, textMeasurer: PangoTextMeasurer(engine: textEngine),
                                   startTime: clockStart, referenceDate: Date().addingTimeInterval(-clockStart),
                                   content: Color.clear)
        scenegraph.imageLoader = AnimatedImageLoader()
        scenegraph.playsSensoryFeedbackSounds = options.audio.playsSensoryFeedback && audioEngine != nil
        // Changes made by main-queue work, timers and tasks animate from the moment they are made.
        scenegraph.hostClock = { HostClock.now() }
        let content = InspectedContent(scene: scenegraph, textMeasurer: PangoTextMeasurer(engine: textEngine),
                                       showsInspector: options.showsInspector)
        content.keyModifiers = options.inspectorKeyModifiers
        content.recordsHistory = options.recordsHistory
        // Rasterized on the main thread between builds. The raster thread (ThreadedCairoRasterizer)
        // is built and byte-identical, but with it the PulseAudio server ran dry in 6 of 11 plays
        // of PulseAudioSyncTests (load 0.5-11), against 5 of 18 with this one (load 8-11): the VM's
        // host stalls virtual CPUs whatever the guest's priorities (README, the frame's path, item 5).
        let host = try SDLHost(title: title, size: size, content: content, rasterizer: CairoFrameRasterizer())
        if options.verbose {
            print("video driver \(host.videoDriverName), renderer \(host.rendererName); \(host.pipelineDescription)")
        }
        let recording = WindowRecording(host: host, textEngine: textEngine)
        content.onSceneFrame = { list, time in recording.capture(list, at: time) }
        content.onRecordKey = { time in recording.toggle(at: time) }
        if let asked = options.recording { recording.record(to: asked.path, duration: asked.duration) }
        host.onFramePresented = { stats in
            let phases = stats.last
            content.frameBudget = stats.refreshInterval
            let times = FramePhaseTimes(build: phases.build, raster: phases.raster,
                                        upload: phases.upload, present: phases.present)
            if let target = stats.lastPresentedTarget {
                content.recordPhases(times, forFrameAt: target)
            } else {
                content.recordPhases([("build", phases.build), ("raster", phases.raster),
                                      ("upload", phases.upload), ("present", phases.present)])
            }
        }
        func show<Content: View>(_ content: Content) { scenegraph.setRootView(content) }
        show(scene.rootView)
        host.run()
        if options.verbose { print(host.statistics.summary) }
    }
}

import Foundation
import LunaparkCore
import LunaparkGraph

/// Runs a view without a window: a virtual clock, rendering into images,
/// and simulated input. Tests of every layer, the benchmarks, `--headless`
/// runs and `--screenshot` use it.
///
/// Coordinates are points, origin top-left, y down. Time starts at 0 and
/// moves only through `advance(by:)` and the input methods, one frame every
/// `1 / frameRate` seconds, so runs are exactly repeatable.
///
/// Two clocks. The *virtual* clock (`time`) is what animations, transactions,
/// `TimelineView` schedules and the inspector see. Dispatch deadlines
/// (`asyncAfter`), `Timer` fire dates, `Task.sleep` and `Date()` are on the
/// *wall* clock, which the host does not control. Before each frame, when it
/// runs on the main thread outside a main-queue block (an app's `main()`, a
/// synchronous XCTest), the host serves the main run loop once without
/// waiting: main-queue blocks and main-actor jobs already enqueued run, and
/// timers whose wall-clock time has come fire, so their state changes show
/// in that frame. `advance(by:)` takes no wall time, so work due later on the
/// wall clock has not run yet; `advanceInRealTime(by:)` paces the frames on
/// the wall clock instead, so that both clocks agree (what an app's
/// `LUNAPARK_SCREENSHOT` uses).
@MainActor
public final class HeadlessHost {
    /// The scene graph being driven.
    public let graph: ViewGraph
    /// Frames per second of the virtual clock.
    public let frameRate: Double
    /// Pixels per point of rendered images.
    public let scale: CGFloat
    /// The virtual time, in seconds since the host started.
    public private(set) var time: TimeInterval = 0
    /// The colour behind the content in rendered images.
    public var background: Color

    private let renderer: CairoRenderer
    private var target: RenderTarget?
    /// What frames come from: the graph, or the graph with the inspector on top.
    private let content: any FrameProducing
    /// The inspector around the graph, when the host was made with `inspector: true`.
    public let inspector: InspectedContent?
    private var lastList = DisplayList()

    /// Creates a host for `content` in a `size`-point viewport.
    ///
    /// - Parameters:
    ///   - frameRate: frames per second of the virtual clock (> 0).
    ///   - scale: pixels per point of `render()` (1 by default).
    ///   - referenceDate: the date virtual time 0 stands for (for `TimelineView`); by default the
    ///     moment the host is created, so schedules that start `.now` behave as in a window. Tests
    ///     that compare dates pass a fixed one.
    ///   - imageLoader: where `Image` (and, if it loads animations, `AnimatedImage`) find their
    ///     files; by default PNGs from `Assets/Images`. `LunaparkSDL.AnimatedImageLoader` adds GIFs.
    public init<Content: View>(size: CGSize, frameRate: Double = 60, scale: CGFloat = 1,
                               referenceDate: Date = Date(),
                               background: Color = .white, inspector: Bool = false,
                               imageLoader: (any ImageLoading)? = AssetImageLoader(),
                               @ViewBuilder content: () -> Content) {
        precondition(frameRate > 0, "HeadlessHost: frameRate must be positive")
        self.frameRate = frameRate
        self.scale = scale
        self.background = background
        let engine = PangoTextEngine()
        self.renderer = CairoRenderer(textEngine: engine)
        self.graph = ViewGraph(size: size, textMeasurer: PangoTextMeasurer(engine: engine), startTime: 0,
                               referenceDate: referenceDate, content: content())
        graph.imageLoader = imageLoader
        if inspector {
            let inspected = InspectedContent(scene: graph, textMeasurer: PangoTextMeasurer(engine: engine), showsInspector: true)
            self.inspector = inspected
            self.content = inspected
        } else {
            self.inspector = nil
            self.content = graph
        }
        // State changed between frames (by a test, main-queue work, a task) animates from the virtual now.
        graph.hostClock = { [unowned self] in time }
        produceFrame(at: 0)
    }

    /// The graph's counters (body evaluations, modifier body evaluations, frames...), since the host started.
    public var statistics: ViewGraph.Statistics { graph.statistics }

    /// The renderer's counters for the last `render()`.
    public var renderStatistics: RenderStatistics { renderer.statistics }

    /// The display list of the latest frame.
    public var displayList: DisplayList { lastList }

    /// Moves the virtual clock forward by `seconds`, producing a frame every
    /// `1 / frameRate` seconds and one at the exact end time.
    public func advance(by seconds: Double) {
        guard seconds > 0 else {
            produceFrame(at: time)
            return
        }
        let start = time
        let step = 1 / frameRate
        let count = Int((seconds / step).rounded(.down))
        for k in 0..<count {
            time = start + Double(k + 1) * step
            produceFrame(at: time)
        }
        if time < start + seconds - 1e-12 {
            time = start + seconds
            produceFrame(at: time)
        }
    }

    /// Advances the virtual clock by `seconds` in step with the wall clock:
    /// each frame is produced when its time has come on the wall clock,
    /// serving the main run loop while it waits, so main-queue work, timers
    /// and `Task.sleep` due at wall-clock time t after the call show in the
    /// frame at virtual time `time + t` (within a frame). Takes `seconds` of
    /// wall time; off the main thread it waits without serving anything.
    public func advanceInRealTime(by seconds: Double) {
        guard seconds > 0 else { return advance(by: 0) }
        let wallStart = Date()
        let start = time
        let step = 1 / frameRate
        var offsets = (0..<Int((seconds / step).rounded(.down))).map { Double($0 + 1) * step }
        if (offsets.last ?? 0) < seconds - 1e-12 { offsets.append(seconds) }
        for offset in offsets {
            let due = wallStart.addingTimeInterval(offset)
            while Date() < due {
                // `run` returns after each source it handled, and false when it cannot run here.
                if !Thread.isMainThread || !RunLoop.main.run(mode: .default, before: due) { Thread.sleep(until: due) }
            }
            time = start + offset
            produceFrame(at: time)
        }
    }

    /// Serves the main run loop once without waiting (see the type's documentation), when
    /// this is the main thread; elsewhere the main queue is not this thread's to serve.
    private func serveMainRunLoop() {
        guard Thread.isMainThread else { return }
        _ = RunLoop.main.limitDate(forMode: .default)
    }

    /// Asks the content for the frame at `time`, after serving the main run loop. The previous
    /// list is released first: the graph rewrites the layers of animation frames in place,
    /// which would copy a list still held.
    private func produceFrame(at time: TimeInterval) {
        serveMainRunLoop()
        lastList = DisplayList()
        lastList = content.frame(at: time)
    }

    /// Advances by one frame interval.
    public func advanceFrame() { advance(by: 1 / frameRate) }

    /// Renders the current frame into an image of the viewport (applying pending changes first).
    public func render() -> RenderedImage {
        produceFrame(at: time)
        guard let target = currentTarget() else {
            let (pw, ph) = pixelSize
            return RenderedImage(width: pw, height: ph, pixels: Array(repeating: 0, count: pw * ph))
        }
        renderer.render(lastList, into: target, background: background.resolved)
        return target.snapshot()
    }

    /// Renders the latest frame (made by `advance(by:)` or an input method) into the host's
    /// surface without copying it out, as a window does each frame; for measurements.
    /// Returns the renderer's counters.
    @discardableResult
    public func rasterize() -> RenderStatistics {
        if let target = currentTarget() { renderer.render(lastList, into: target, background: background.resolved) }
        return renderer.statistics
    }

    /// The viewport's size in pixels (at least 1 x 1).
    private var pixelSize: (width: Int, height: Int) {
        let size = graph.viewportSize
        return (max(1, Int((size.width * scale).rounded())), max(1, Int((size.height * scale).rounded())))
    }

    /// The surface frames are rendered into, made anew when the viewport's pixel size changed;
    /// nil when cairo cannot make one. Nothing reads its changed-area tracking here.
    private func currentTarget() -> RenderTarget? {
        let (pw, ph) = pixelSize
        if target == nil || target!.pixelWidth != pw || target!.pixelHeight != ph {
            target = try? RenderTarget(pixelWidth: pw, pixelHeight: ph, scale: scale)
            target?.tracksChanges = false
        }
        return target
    }

    /// Presses and releases the primary button at `point`, then advances one frame.
    public func tap(at point: CGPoint) {
        content.handle(.pointerDown(point), at: time)
        content.handle(.pointerUp(point), at: time)
        advanceFrame()
    }

    /// Drags from `start` to `end` over `duration` seconds, moving once per frame, then releases.
    public func drag(from start: CGPoint, to end: CGPoint, duration: Double = 0.25) {
        content.handle(.pointerDown(start), at: time)
        let steps = max(1, Int((duration * frameRate).rounded()))
        for k in 1...steps {
            let f = CGFloat(k) / CGFloat(steps)
            let p = CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
            advanceFrame()
            content.handle(.pointerMoved(p, isPressed: true), at: time)
        }
        content.handle(.pointerUp(end), at: time)
        advanceFrame()
    }

    /// Turns the mouse wheel (or swipes a trackpad) with the pointer at `point`: the content
    /// under it scrolls by `delta` points (positive `height` reveals content further down,
    /// see `InputEvent.scroll`). Then advances one frame.
    public func scroll(at point: CGPoint, by delta: CGSize) {
        content.handle(.scroll(point, delta: delta), at: time)
        advanceFrame()
    }

    /// Presses `key`, then advances one frame.
    public func key(_ key: KeyEquivalent, modifiers: EventModifiers = []) {
        content.handle(.key(key, modifiers: modifiers), at: time)
        advanceFrame()
    }

    /// Types `text` (as the platform's text input would deliver it), then advances one frame.
    public func type(_ text: String) {
        content.handle(.text(text), at: time)
        advanceFrame()
    }

    /// Changes the viewport size (points).
    public func resize(to size: CGSize) {
        graph.viewportSize = size
        produceFrame(at: time)
    }
}

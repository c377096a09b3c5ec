import Foundation
import LunaparkCore
import LunaparkGraph

/// Runs a view without a window: a virtual clock, rendering into images,
/// and simulated input. Tests of every layer, the benchmarks, `--headless`
/// runs and `--screenshot` use it.
///
/// Coordinates are points, origin top-left, y down. Time starts at 0 and
/// moves only through `advance(by:)` and the input methods, one frame every
/// `1 / frameRate` seconds, and virtual time 0 is a fixed date by default
/// (`defaultReferenceDate`), so runs are exactly repeatable: two renders at
/// the same virtual time are byte-identical.
///
/// Two clocks. The *virtual* clock (`time`) is what animations, transactions,
/// `TimelineView` (its `context.date`, the dates of its entries,
/// `onChange(of: timeline.date)`), the graph's `currentDate` and the inspector
/// see. Dispatch deadlines (`asyncAfter`), `Timer` fire dates, `Task.sleep`,
/// `Date()` and `Date.now` are on the *wall* clock, which the host does not
/// control: a schedule written `.periodic(from: .now, by: 1)` starts at the
/// real date, so pass `referenceDate: .now` to a host that runs such code.
/// Before each frame, when it runs on the main thread outside a main-queue
/// block (an app's `main()`, a synchronous XCTest), the host serves the main
/// run loop once without waiting: main-queue blocks and main-actor jobs
/// already enqueued run, and timers whose wall-clock time has come fire, so
/// their state changes show in that frame. `advance(by:)` takes no wall time,
/// so work due later on the wall clock has not run yet;
/// `advanceInRealTime(by:)` paces the frames on the wall clock instead, so
/// that both clocks agree (what an app's `LUNAPARK_SCREENSHOT` uses).
///
/// Arguments are checked, never trapped on: a value outside what the host can
/// use is replaced by the nearest one it can (the rule is in each method's
/// documentation) and reported once through `graph.diagnosticHandler`, as
/// SwiftUI logs an invalid frame dimension and goes on.
@MainActor
public final class HeadlessHost {
    /// The scene graph being driven.
    public let graph: ViewGraph
    /// Frames per second of the virtual clock (positive and finite).
    public let frameRate: Double
    /// Pixels per point of rendered images (positive and finite).
    public let scale: CGFloat
    /// The virtual time, in seconds since the host started.
    public private(set) var time: TimeInterval = 0
    /// The colour behind the content in rendered images; nil (the default): the system
    /// background of the content's `preferredColorScheme` (white, or black when it prefers dark).
    public var background: Color?
    /// The text last copied to the clipboard by the content (`ShareLink`'s Copy), nil before any:
    /// the host's clipboard (`ViewGraph.clipboardWriter`) records it here.
    public private(set) var clipboardText: String?

    /// The date virtual time 0 stands for unless the host is given another:
    /// 2024-06-10 09:41:00 UTC.
    nonisolated public static let defaultReferenceDate = Date(timeIntervalSince1970: 1_718_012_460)
    /// `defaultReferenceDate` in ISO 8601.
    nonisolated public static let defaultReferenceDateDescription = "2024-06-10T09:41:00Z"
    /// The most frames one `advance(by:)` (or `drag`) simulates: 100,000, about 28 minutes
    /// at 60 frames per second. Longer runs are made of several calls.
    nonisolated public static let maximumFramesPerAdvance = 100_000
    /// The largest viewport side, points: a side of the largest render target at scale 1.
    nonisolated public static let maximumViewportDimension = CGFloat(RenderTarget.maximumPixelDimension)

    private let renderer: CairoRenderer

    /// What is drawn behind the content: `background`, else the window background of the preferred scheme.
    private var backgroundValue: Color.Resolved {
        background?.resolved ?? Color.systemBackground.resolved(for: graph.preferredColorScheme ?? .light)
    }
    private var target: RenderTarget?
    /// What frames come from: the graph, or the graph with the inspector on top.
    let content: any FrameProducing
    /// The inspector around the graph, when the host was made with `inspector: true`.
    public let inspector: InspectedContent?
    private var lastList = DisplayList()

    /// Creates a host for `content` in a `size`-point viewport.
    ///
    /// - Parameters:
    ///   - size: the viewport in points; a side that is negative or not a number counts as 0,
    ///     one over `maximumViewportDimension` (infinity included) as that maximum.
    ///   - frameRate: frames per second of the virtual clock; anything but a positive finite
    ///     number is replaced by 60.
    ///   - scale: pixels per point of `render()` (1 by default); anything but a positive finite
    ///     number is replaced by 1.
    ///   - referenceDate: the date virtual time 0 stands for (`TimelineView` dates, the graph's
    ///     `currentDate`); `defaultReferenceDate` unless given, so every run sees the same
    ///     dates. Pass `.now` for code that starts schedules from the wall clock.
    ///   - background: what is drawn behind the content (see `background`); nil for the
    ///     window background of the content's preferred colour scheme.
    ///   - inspector: true to draw the inspector around the content (`inspector`).
    ///   - imageLoader: where `Image` (and, if it loads animations, `AnimatedImage`) find their
    ///     files; by default PNGs from `Assets/Images`. `LunaparkSDL.AnimatedImageLoader` adds GIFs.
    ///   - content: the views to host.
    public init<Content: View>(size: CGSize, frameRate: Double = 60, scale: CGFloat = 1,
                               referenceDate: Date = HeadlessHost.defaultReferenceDate,
                               background: Color? = nil, inspector: Bool = false,
                               imageLoader: (any ImageLoading)? = AssetImageLoader(),
                               @ViewBuilder content: () -> Content) {
        var corrections: [String] = []
        let validSize = Self.viewportSize(size, corrections: &corrections)
        if frameRate > 0, frameRate.isFinite {
            self.frameRate = frameRate
        } else {
            self.frameRate = 60
            corrections.append("HeadlessHost: frameRate \(frameRate) is not a positive finite number; using 60")
        }
        if scale > 0, scale.isFinite {
            self.scale = scale
        } else {
            self.scale = 1
            corrections.append("HeadlessHost: scale \(scale) is not a positive finite number; using 1")
        }
        self.background = background
        let engine = PangoTextEngine()
        self.renderer = CairoRenderer(textEngine: engine)
        self.graph = ViewGraph(size: validSize, textMeasurer: PangoTextMeasurer(engine: engine), startTime: 0,
                               referenceDate: referenceDate, imageLoader: imageLoader, displayScale: self.scale,
                               content: content())
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
        graph.clipboardWriter = { [unowned self] in clipboardText = $0 }
        for message in corrections { graph.report(message) }
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
    ///
    /// 0 produces one frame at the current time (pending changes show). So does a
    /// negative value or one that is not a number (time never goes back), and so does a
    /// span of more than `maximumFramesPerAdvance` frames (infinity included), which is
    /// not simulated: each of these is reported.
    public func advance(by seconds: Double) {
        guard seconds > 0 else {
            if !(seconds == 0) {
                graph.report("HeadlessHost.advance(by: \(seconds)): time cannot go back; a frame at the current time instead")
            }
            produceFrame(at: time)
            return
        }
        let step = 1 / frameRate
        let frames = (seconds / step).rounded(.down)
        guard frames <= Double(Self.maximumFramesPerAdvance) else {
            graph.report("HeadlessHost.advance(by: \(seconds)): \(frames) frames is more than the \(Self.maximumFramesPerAdvance) one call simulates; "
                         + "nothing advanced (advance in parts)")
            produceFrame(at: time)
            return
        }
        let start = time
        for k in 0..<Int(frames) {
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
    /// Values that `advance(by:)` would not simulate are not simulated here either (the
    /// same rules and reports).
    public func advanceInRealTime(by seconds: Double) {
        guard seconds > 0, (seconds * frameRate).rounded(.down) <= Double(Self.maximumFramesPerAdvance) else {
            return advance(by: seconds)
        }
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
    func produceFrame(at time: TimeInterval) {
        serveMainRunLoop()
        lastList = DisplayList()
        lastList = content.frame(at: time)
    }

    /// Advances by one frame interval.
    public func advanceFrame() { advance(by: 1 / frameRate) }

    /// Renders the current frame into an image of the viewport (applying pending changes first).
    ///
    /// The image is `viewport × scale` pixels (at least 1 x 1). A viewport too large for one
    /// image at `scale` (`RenderTarget.fits`: 32767 px a side, 1 GiB) is rendered whole at the
    /// largest scale that fits, and that is reported.
    public func render() -> RenderedImage {
        produceFrame(at: time)
        guard let target = currentTarget() else {
            // Only when cairo cannot allocate a target within the limits: nothing to show.
            graph.report("HeadlessHost.render(): cannot allocate the image; an empty 1x1 image instead")
            return RenderedImage(width: 1, height: 1, pixels: [0])
        }
        renderer.render(lastList, into: target, background: backgroundValue)
        return target.snapshot()
    }

    /// Renders the latest frame (made by `advance(by:)` or an input method) into the host's
    /// surface without copying it out, as a window does each frame; for measurements.
    /// Returns the renderer's counters.
    @discardableResult
    public func rasterize() -> RenderStatistics {
        if let target = currentTarget() { renderer.render(lastList, into: target, background: backgroundValue) }
        return renderer.statistics
    }

    /// The scale images are rendered at: `scale`, or less when the viewport would not fit one image.
    private var renderScale: CGFloat {
        let size = graph.viewportSize
        let width = max(1, size.width), height = max(1, size.height)
        let side = CGFloat(RenderTarget.maximumPixelDimension)
        let fitting = min(scale, side / width, side / height,
                          (CGFloat(RenderTarget.maximumPixelCount) / (width * height)).squareRoot())
        if fitting < scale {
            graph.report("HeadlessHost: a \(size.width)x\(size.height)-point viewport at scale \(scale) is larger than one image "
                         + "(\(RenderTarget.maximumPixelDimension) px a side, \(RenderTarget.maximumPixelCount) px); rendering at scale \(fitting)")
        }
        return fitting
    }

    /// The surface frames are rendered into, made anew when the viewport's pixel size changed;
    /// nil when cairo cannot make one. Nothing reads its changed-area tracking here.
    private func currentTarget() -> RenderTarget? {
        let scale = renderScale
        let size = graph.viewportSize
        // Rounded down past the limit: the scale that fits may round a side up by one pixel.
        let pw = max(1, Int((size.width * scale).rounded())), ph = max(1, Int((size.height * scale).rounded()))
        let width = RenderTarget.fits(pixelWidth: pw, pixelHeight: ph) ? pw : max(1, Int(size.width * scale))
        let height = RenderTarget.fits(pixelWidth: pw, pixelHeight: ph) ? ph : max(1, Int(size.height * scale))
        if target == nil || target!.pixelWidth != width || target!.pixelHeight != height || target!.scale != scale {
            target = try? RenderTarget(pixelWidth: width, pixelHeight: height, scale: scale)
            target?.tracksChanges = false
        }
        return target
    }

    /// `size` with each side made a number in 0...`maximumViewportDimension`; what was
    /// changed is added to `corrections`.
    static func viewportSize(_ size: CGSize, corrections: inout [String]) -> CGSize {
        func side(_ value: CGFloat) -> CGFloat {
            value.isNaN ? 0 : min(max(value, 0), maximumViewportDimension)
        }
        let valid = CGSize(width: side(size.width), height: side(size.height))
        if valid != size {
            corrections.append("HeadlessHost: viewport \(size.width)x\(size.height) has a side outside "
                               + "0...\(Int(maximumViewportDimension)) points; using \(valid.width)x\(valid.height)")
        }
        return valid
    }
}

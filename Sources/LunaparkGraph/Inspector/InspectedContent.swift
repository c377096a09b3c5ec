import Foundation
import LunaparkCore

/// A scene graph with the inspector on top: what hosts drive when the
/// inspector is wanted. The inspector is a scene graph of its own, so its
/// per-frame updates never count in the numbers it shows about the scene.
///
/// Keys (before the scene sees them), pressed with exactly `keyModifiers`:
/// `i` shows or hides the inspector, `s` toggles slow motion (x0.1), `p`
/// pauses and resumes, `.` steps a paused scene by one frame; `w`, `o`, `b`
/// and `t` show the provenance panel and the outlines (see
/// `InspectedContent+Provenance`). Other keys and all pointer input go to the scene.
///
/// While the inspector is shown (or `recordsHistory` is set), every frame the
/// scene presents is kept in `history` (the last 10 s by default), and pausing
/// shows the timeline strip across the bottom: see `InspectedContent+Timeline`.
@MainActor
public final class InspectedContent: FrameProducing {
    /// The scene.
    public let scene: ViewGraph
    /// What the inspector shows.
    public let model = InspectorModel()
    /// True while the panel is shown.
    public private(set) var isInspectorVisible: Bool
    /// The slow-motion rate `s` switches to.
    public var slowMotionRate = 0.1
    /// The frame budget, seconds: the refresh interval (1/60 s at 60 Hz, the default). The
    /// timeline strip's frame lane marks frames that took longer, or came after dropped ones.
    public var frameBudget: TimeInterval = 1.0 / 60
    /// The modifiers the inspector's keys are pressed with (Caps Lock aside):
    /// none in the park, whose scenes take no letter keys; Control+Shift in
    /// an app (`AppLaunchOptions`), so that the app keeps every plain key.
    public var keyModifiers: EventModifiers = []

    /// Keep the scene's frames in `history` even while the panel is hidden.
    /// Off by default: then nothing is recorded, and nothing costs, until the panel is shown.
    public var recordsHistory = false
    /// The frames the scene presented lately, while recording (see `isRecordingHistory`).
    public internal(set) var history = FrameHistory()

    /// Called with the scene's picture in every frame, before the panel and strip are drawn
    /// over it: the scene's display list, or the recorded frame the strip shows, and the host
    /// time (seconds) it is shown at. What a recording (`AnimationRecorder`) captures.
    public var onSceneFrame: ((DisplayList, TimeInterval) -> Void)?
    /// Called when `v` is pressed (with `keyModifiers`) at host time `time`: a window starts or
    /// stops a recording there. While nil, `v` goes to the scene.
    public var onRecordKey: ((TimeInterval) -> Void)?

    private let hud: ViewGraph
    /// The value plots of the running animations, top left while the panel is shown.
    let plots: AnimationPlotOverlay
    /// The timeline strip, drawn over the bottom of the window while the scene is paused.
    let strip: ViewGraph
    let stripModel: TimelineStripModel
    /// The provenance panel and the outlines.
    let overlays: InspectionOverlays
    /// The frame of `history` the strip shows, and replay.
    var playback = TimelinePlayback()
    /// Set by the inspector's keys: the next frame must be drawn even if the scene is idle.
    var needsRedraw = false
    private var lastFrameTime: TimeInterval?
    private var lastStatistics: ViewGraph.Statistics
    /// What the scene asked for after the latest frame.
    private var sceneRequest: FrameRequest = .nextVSync
    /// True when the latest frame was the scene's (it asked for it, or it drew
    /// something new), false when it was drawn only for the panel.
    public private(set) var latestFrameWasScenes = false

    /// Wraps `scene`. The panel is a second `ViewGraph` of the scene's viewport
    /// size whose text is measured with `textMeasurer`; it is shown from the
    /// start when `showsInspector` is true.
    public init(scene: ViewGraph, textMeasurer: TextMeasuring, showsInspector: Bool = false) {
        self.scene = scene
        self.isInspectorVisible = showsInspector
        let model = self.model
        self.hud = ViewGraph(size: scene.viewportSize, textMeasurer: textMeasurer, startTime: scene.hostTime,
                             content: InspectorPanel(model: model)
                                .padding(12)
                                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing))
        self.plots = AnimationPlotOverlay(size: scene.viewportSize, textMeasurer: textMeasurer, startTime: scene.hostTime)
        let stripModel = TimelineStripModel()
        self.stripModel = stripModel
        self.strip = ViewGraph(size: scene.viewportSize, textMeasurer: textMeasurer, startTime: scene.hostTime,
                               content: TimelineStrip(model: stripModel)
                                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom))
        self.overlays = InspectionOverlays(size: scene.viewportSize, textMeasurer: textMeasurer, startTime: scene.hostTime)
        self.lastStatistics = scene.statistics
        updateRecording()
        // The panels are graphs too; the screen (`UIScreen.main`) stays the scene's window.
        scene.becomeScreenGraph()
    }

    /// The scene's viewport in points; setting it resizes the scene and the
    /// panel together.
    public var viewportSize: CGSize {
        get { scene.viewportSize }
        set {
            scene.viewportSize = newValue
            hud.viewportSize = newValue
            plots.viewportSize = newValue
            strip.viewportSize = newValue
            overlays.panel.viewportSize = newValue
        }
    }

    public var title: String? { scene.title }

    /// What the scene asks for; while the panel is shown, also a frame when
    /// what it shows has changed (the earlier of the two). A still scene with
    /// the panel shown is thus drawn once more, showing "idle", and then not
    /// at all, instead of at every vsync.
    public var frameRequest: FrameRequest {
        if needsRedraw || playback.isReplaying { return .nextVSync }
        // A recorded frame stands still: only the panel and the strip may change.
        var request = isShowingRecordedFrame ? .idle : scene.frameRequest
        if isInspectorVisible { request = Self.earlier(Self.earlier(request, hud.frameRequest), plots.frameRequest) }
        if isTimelineShown { request = Self.earlier(request, strip.frameRequest) }
        if let lastFrameTime { request = Self.earlier(request, overlays.frameRequest(at: lastFrameTime)) }
        return request
    }

    /// The earlier of two requests.
    static func earlier(_ a: FrameRequest, _ b: FrameRequest) -> FrameRequest {
        switch (a, b) {
        case (.nextVSync, _), (_, .nextVSync): .nextVSync
        case let (.at(x), .at(y)): .at(min(x, y))
        case (.at, .idle): a
        case (.idle, _): b
        }
    }

    /// Records the host's frame phases (build, raster, upload, present...,
    /// seconds) for the panel, when the latest frame was the scene's: the
    /// timings of a frame drawn only for the panel would change it again.
    public func recordPhases(_ phases: [(name: String, seconds: TimeInterval)]) {
        if latestFrameWasScenes { model.recordPhases(phases) }
    }

    /// The scene's frame for host time `time` (seconds; the target presentation
    /// time, as for `ViewGraph.frame(at:)`), with the panel drawn on top while
    /// it is shown.
    ///
    /// The panel's counts are the scene's work in this call only (differences of
    /// `ViewGraph.statistics`); the frame interval is the time since the
    /// previous call. The panel's own work never enters those counts.
    public func frame(at time: TimeInterval) -> DisplayList {
        let keyChange = needsRedraw
        needsRedraw = false
        if playback.isReplaying { playback.advanceReplay(to: time, in: history) }
        if isShowingRecordedFrame, let index = playback.index {
            latestFrameWasScenes = false
            var list = history.frames[index].displayList
            onSceneFrame?(list, time)
            appendOverlays(to: &list, at: time)
            return list
        }
        // The scene asked for this frame at once: the time since the last one is a frame interval.
        let continuing = sceneRequest == .nextVSync
        updateRecording()
        var list = scene.frame(at: time)
        overlays.sceneDidDraw(list, scene: scene, at: time)
        let stats = scene.statistics
        let walked = stats.displayListBuilds > lastStatistics.displayListBuilds
        let rewrites = stats.layerRewrites - lastStatistics.layerRewrites
        let due: Bool = if case let .at(entry) = sceneRequest { entry <= time } else { false }
        latestFrameWasScenes = continuing || due || keyChange || walked || rewrites > 0
        sceneRequest = scene.frameRequest
        let recording = isRecordingHistory
        let animations = isInspectorVisible || recording
            ? scene.animatingPropertySummaries(limit: FrameHistory.animationLinesPerFrame) : []
        // A paused scene draws the same frame again: kept once, unless a step or input changed it.
        if recording && (!scene.isPaused || walked || rewrites > 0 || history.isEmpty) {
            history.record(list, hostTime: time, sceneTime: scene.currentTime, animations: animations,
                           interval: continuing ? lastFrameTime.map { time - $0 } : nil)
        }
        if isInspectorVisible {
            model.record(interval: continuing ? lastFrameTime.map { time - $0 } : nil, animations: animations,
                         graph: scene,
                         bodies: stats.bodyEvaluations - lastStatistics.bodyEvaluations,
                         modifiers: stats.modifierBodyEvaluations - lastStatistics.modifierBodyEvaluations,
                         paths: stats.pathEvaluations - lastStatistics.pathEvaluations,
                         walked: walked, rewrites: rewrites, sceneIdle: sceneRequest != .nextVSync)
            plots.update(from: scene)
        }
        onSceneFrame?(list, time)
        appendOverlays(to: &list, at: time)
        lastStatistics = stats
        lastFrameTime = time
        return list
    }

    /// Draws the panel (while shown) and the timeline strip (while the scene is paused) over `list`.
    private func appendOverlays(to list: inout DisplayList, at time: TimeInterval) {
        overlays.append(to: &list, at: time)
        if isInspectorVisible { list.items.append(contentsOf: hud.frame(at: time).items) }
        if isInspectorVisible && !isShowingRecordedFrame { list.items.append(contentsOf: plots.frame(at: time).items) }
        if isTimelineShown {
            stripModel.update(history: history, playback: playback, budget: frameBudget)
            list.items.append(contentsOf: strip.frame(at: time).items)
        }
    }

    /// Takes the inspector's keys, `i`, `s`, `p`, `.` (and `v` with an `onRecordKey`), when pressed with
    /// exactly `keyModifiers` (Caps Lock aside) and no text field of the scene
    /// is being edited; `.` does nothing unless the scene is paused. While the
    /// timeline strip is shown, `s` picks the replay speed instead, `.` steps
    /// forward through recorded frames, and the strip takes its own keys and
    /// the pointer over it (`handleTimeline`). Every other event, and those keys
    /// with other modifiers, goes to the scene at host time `time` (seconds),
    /// except while a recorded frame is shown: the past takes no input.
    public func handle(_ event: InputEvent, at time: TimeInterval) {
        trackPointer(event)
        if isTimelineShown, handleTimeline(event, at: time) {
            needsRedraw = true
            return
        }
        if isInspectorVisible, !isShowingRecordedFrame, plots.handle(event) {
            needsRedraw = true
            return
        }
        // Holding "." steps on as the key repeats (the other keys toggle once per press).
        if case .keyRepeat(".", let modifiers) = event, modifiers.subtracting(.capsLock) == keyModifiers,
           !scene.isEditingText {
            needsRedraw = true
            if isShowingRecordedFrame {
                playback.step(by: 1, in: history)
            } else if scene.isPaused {
                scene.step()
            }
            return
        }
        // Caps Lock does not count as a modifier for the inspector's keys.
        if case .key(let key, let modifiers) = event, modifiers.subtracting(.capsLock) == keyModifiers,
           !scene.isEditingText {
            needsRedraw = true
            switch key.character {
            case "i":
                isInspectorVisible.toggle()
                if !isTimelineShown { playback.goLive() }
                return
            case "s":
                if isTimelineShown {
                    playback.nextRate(in: history, at: time)
                } else {
                    scene.timeScale = scene.timeScale == 1 ? slowMotionRate : 1
                }
                return
            case "p":
                scene.isPaused.toggle()
                // Going live resumes the scene where it is: its state was never rewound.
                if !scene.isPaused { playback.goLive() }
                return
            case "w", "o", "b", "t":
                _ = handleProvenanceKey(key.character)
                return
            case "v" where onRecordKey != nil:
                onRecordKey?(time)
                return
            case ".":
                if isShowingRecordedFrame {
                    playback.step(by: 1, in: history)
                } else if scene.isPaused {
                    scene.step()
                }
                return
            default:
                break
            }
        }
        if isShowingRecordedFrame { return }
        scene.handle(event, at: time)
    }
}

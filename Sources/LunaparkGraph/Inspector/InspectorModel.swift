import Foundation
import LunaparkCore
import Observation

/// What the inspector shows, updated once per frame while it is visible.
///
/// Only values that differ are written, so the panel (a view graph observing
/// this model) is drawn again only when what it shows changes: a still
/// scene with the panel shown costs one panel frame when it goes idle, and
/// none after.
@Observable
@MainActor
public final class InspectorModel {
    /// Frame intervals in seconds, oldest first (at most `capacity`).
    public private(set) var frameIntervals: [TimeInterval] = []
    /// Frame phase durations in seconds of the latest frame, if the host reports them.
    public private(set) var phases: [(name: String, seconds: TimeInterval)] = []
    /// `View.body` evaluations in the latest frame.
    public private(set) var bodyEvaluations = 0
    /// `ViewModifier.body(content:)` evaluations in the latest frame.
    public private(set) var modifierBodyEvaluations = 0
    /// `Shape.path(in:)` evaluations in the latest frame.
    public private(set) var pathEvaluations = 0
    /// Whether the latest frame walked the render tree to build its display list.
    public private(set) var displayListWalked = false
    /// Layers the latest frame rewrote in place instead (animation frames of layer effects).
    public private(set) var layersRewritten = 0
    /// Running animations and the values they show now.
    public private(set) var animating: [String] = []
    /// The latest timeline entries: scene time and timeline.
    public private(set) var timelineEntries: [String] = []
    /// The latest sensory feedback played (see `ViewGraph.recentSensoryFeedback`), newest first.
    public private(set) var sensoryFeedback: [String] = []
    /// The accessibility elements on screen (up to 6), one line each (see `AccessibilityElement.description`).
    public private(set) var accessibility: [String] = []
    /// The scene's time scale: 1 normal, 0.1 in slow motion.
    public private(set) var timeScale: Double = 1
    /// True while the scene's time stands still.
    public private(set) var isPaused = false
    /// True when the scene asked for no frame at the next vsync after the latest
    /// frame: nothing moves, so no frames are drawn and the frame times stand still.
    public private(set) var isSceneIdle = false
    /// The number of frame intervals kept (about two seconds at 60 Hz).
    public let capacity = 120

    public init() {}

    /// Frames per second over the recorded intervals.
    public var framesPerSecond: Double {
        let total = frameIntervals.reduce(0, +)
        return total > 0 ? Double(frameIntervals.count) / total : 0
    }

    /// Records the scene's work in one frame. `interval` is the time since the
    /// previous frame when the scene asked for this one at once (nil after an
    /// idle time, or for a frame drawn only for the panel: no frame-time sample);
    /// `animations` the graph's `animatingPropertySummaries`.
    func record(interval: TimeInterval?, animations: [String], graph: ViewGraph, bodies: Int, modifiers: Int, paths: Int,
                walked: Bool, rewrites: Int, sceneIdle: Bool) {
        if let interval, interval > 0 {
            frameIntervals.append(interval)
            if frameIntervals.count > capacity { frameIntervals.removeFirst(frameIntervals.count - capacity) }
        }
        update(\.bodyEvaluations, to: bodies)
        update(\.modifierBodyEvaluations, to: modifiers)
        update(\.pathEvaluations, to: paths)
        update(\.displayListWalked, to: walked)
        update(\.layersRewritten, to: rewrites)
        update(\.animating, to: animations.map(Self.rounded))
        update(\.timelineEntries, to: graph.recentTimelineEntries.suffix(4).reversed()
            .map { String(format: "%9.3f s  ", $0.time) + $0.timeline })
        update(\.sensoryFeedback, to: graph.recentSensoryFeedback.suffix(4).reversed().map(\.description))
        update(\.accessibility, to: graph.accessibilityElements.prefix(6).map(\.description))
        update(\.timeScale, to: graph.timeScale)
        update(\.isPaused, to: graph.isPaused)
        update(\.isSceneIdle, to: sceneIdle)
    }

    /// Writes `value` only when it differs (an @Observable write invalidates the panel even when equal).
    private func update<Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<InspectorModel, Value>, to value: Value) {
        if self[keyPath: keyPath] != value { self[keyPath: keyPath] = value }
    }

    /// `line` with every decimal number cut to three decimals (0.99687322 -> 0.996), for reading.
    static func rounded(_ line: String) -> String {
        var out = ""
        var decimals = -1   // digits seen after a decimal point in the current number; -1 outside one
        var previous: Character = " "
        for c in line {
            if c == "." && previous.isNumber && decimals < 0 {
                decimals = 0
                out.append(c)
            } else if c.isNumber && decimals >= 0 {
                decimals += 1
                if decimals <= 3 { out.append(c) }
            } else {
                decimals = -1
                out.append(c)
            }
            previous = c
        }
        return out
    }

    /// Records the host's frame phases (build, raster, upload, present...) in seconds.
    public func recordPhases(_ phases: [(name: String, seconds: TimeInterval)]) {
        self.phases = phases
    }
}

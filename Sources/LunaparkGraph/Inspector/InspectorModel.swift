import Foundation
import LunaparkCore
import Observation

/// What the inspector shows, updated once per frame while it is visible.
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
    /// The scene's time scale: 1 normal, 0.1 in slow motion.
    /// The accessibility elements on screen (up to 6), one line each (see `AccessibilityElement.description`).
    public private(set) var accessibility: [String] = []
    public private(set) var timeScale: Double = 1
    /// True while the scene's time stands still.
    public private(set) var isPaused = false
    /// The number of frame intervals kept (about two seconds at 60 Hz).
    public let capacity = 120

    public init() {}

    /// Frames per second over the recorded intervals.
    public var framesPerSecond: Double {
        let total = frameIntervals.reduce(0, +)
        return total > 0 ? Double(frameIntervals.count) / total : 0
    }

    func record(interval: TimeInterval?, graph: ViewGraph, bodies: Int, modifiers: Int, paths: Int,
                walked: Bool, rewrites: Int) {
        if let interval, interval > 0 {
            frameIntervals.append(interval)
            if frameIntervals.count > capacity { frameIntervals.removeFirst(frameIntervals.count - capacity) }
        }
        bodyEvaluations = bodies
        modifierBodyEvaluations = modifiers
        pathEvaluations = paths
        displayListWalked = walked
        layersRewritten = rewrites
        animating = graph.animatingPropertySummaries(limit: 8).map(Self.rounded)
        timelineEntries = graph.recentTimelineEntries.suffix(4).reversed()
            .map { String(format: "%9.3f s  ", $0.time) + $0.timeline }
        accessibility = graph.accessibilityElements.prefix(6).map(\.description)
        timeScale = graph.timeScale
        isPaused = graph.isPaused
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

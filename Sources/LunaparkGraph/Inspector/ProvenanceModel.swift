import Foundation
import LunaparkCore
import Observation

/// What the provenance panel ("why", `w`) shows: for each running animation the
/// transaction that started it and what merged or combined with it since, the
/// latest state changes with the bodies they made run again, and the latest
/// changes that snapped. Lines are made from the graph's `InspectionRecorder`
/// only when it recorded something new, and written only when they differ.
@Observable
@MainActor
public final class ProvenanceModel {
    /// One line per running animation (at most `animationLines`): view, property, animation,
    /// where it came from and when, then its merges and combinations.
    public private(set) var animations: [String] = []
    /// The latest state changes, newest first (at most `changeLines`).
    public private(set) var stateChanges: [String] = []
    /// The latest changes that snapped (no animation), newest first (at most `snapLines`).
    public private(set) var snaps: [String] = []
    /// The outlines shown, as a legend (empty when none are).
    public private(set) var outlineLegend: [String] = []

    /// The most lines of each list.
    static let animationLines = 6, changeLines = 6, snapLines = 4

    @ObservationIgnored private var seenEvents = -1
    @ObservationIgnored private var seenChanges = -1

    public init() {}

    /// Brings the lines up to date with `recorder`, for the animations running in `graph`.
    func update(from recorder: InspectionRecorder, graph: ViewGraph, outlines: InspectorOutlines) {
        let running = graph.animations.nodes.prefix(Self.animationLines)
        update(\.outlineLegend, to: Self.legend(for: outlines))
        // Running animations change as they end, so their lines are checked each frame; the
        // state and snap lines only when something new was recorded.
        update(\.animations, to: running.compactMap { Self.line(for: $0, recorder: recorder) })
        if recorder.eventCount != seenEvents {
            seenEvents = recorder.eventCount
            let snapped = recorder.animationEvents.reversed().filter { $0.change == .snapped }.prefix(Self.snapLines)
            update(\.snaps, to: snapped.map { event in
                String(format: "%8.3f s  ", event.sceneTime) + "\(event.propertyName) in \(event.ownerName) snapped: "
                    + Self.why(event.animation, disabled: event.disablesAnimations, origin: recorder.describe(event.origin))
            })
        }
        if recorder.stateChangeCount != seenChanges {
            seenChanges = recorder.stateChangeCount
            update(\.stateChanges, to: recorder.stateChanges.suffix(Self.changeLines).reversed().map { change in
                let how = change.isAnimated ? "\(recorder.describe(change.origin))(\(change.animation!))"
                    : Self.why(change.animation, disabled: change.disablesAnimations, origin: recorder.describe(change.origin))
                return String(format: "%8.3f s  ", change.sceneTime) + "\(change.state): \(how) -> body of "
                    + change.readerNames.joined(separator: ", ")
            })
        }
    }

    /// `node`'s animation: what started it, then what merged or combined with it.
    private static func line(for node: ViewNode, recorder: InspectionRecorder) -> String? {
        let events = recorder.history(ofView: node.nodeID).filter { $0.change != .snapped && $0.change != .unchanged }
        guard let first = events.first else { return nil }
        var text = "\(first.propertyName) in \(first.ownerName): "
        text += first.animation.map { "\($0)" } ?? "keyframes"
        text += String(format: " from %@ at %.3f s", recorder.describe(first.origin), first.sceneTime)
        for event in events.dropFirst().suffix(2) {
            let verb = event.change == .merged ? "merged" : "combined"
            text += String(format: "; %@ at %.3f s (%@)", verb, event.sceneTime, recorder.describe(event.origin))
        }
        return text
    }

    /// Why a change had no animation.
    private static func why(_ animation: Animation?, disabled: Bool, origin: String) -> String {
        if disabled { return "animations disabled (\(origin))" }
        return animation == nil ? "no animation (\(origin))" : "animated by \(origin)"
    }

    private static func legend(for outlines: InspectorOutlines) -> [String] {
        var lines: [String] = []
        if outlines.contains(.animating) { lines.append("o animating: cyan layer rewrite, magenta redraw, yellow layout") }
        if outlines.contains(.bodies) { lines.append("b body ran: orange, dashed") }
        if outlines.contains(.hitTargets) { lines.append("t under the pointer: green, thick where a press goes") }
        return lines
    }

    private func update<Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<ProvenanceModel, Value>, to value: Value) {
        if self[keyPath: keyPath] != value { self[keyPath: keyPath] = value }
    }
}

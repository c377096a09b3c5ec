import Foundation
import Lunapark

/// Shows a `ViewGraph` in the SDL host and notes each frame's target time
/// and the pendulum's angle in it (the only rotated layer of the metronome).
@MainActor
final class FrameRecordingContent: FrameProducing {
    struct Frame {
        /// The frame's target presentation time, host seconds.
        var target: TimeInterval
        /// The pendulum's rotation, degrees (0 when no rotated layer is drawn).
        var angle: Double
    }

    let graph: ViewGraph
    private(set) var frames: [Frame] = []

    init(graph: ViewGraph) {
        self.graph = graph
    }

    var viewportSize: CGSize {
        get { graph.viewportSize }
        set { graph.viewportSize = newValue }
    }

    func frame(at time: TimeInterval) -> DisplayList {
        let list = graph.frame(at: time)
        frames.append(Frame(target: time, angle: Self.rotation(in: list)))
        return list
    }

    func handle(_ event: InputEvent, at time: TimeInterval) { graph.handle(event, at: time) }
    var frameRequest: FrameRequest { graph.frameRequest }
    var title: String? { graph.title }

    /// The angle of the first layer whose transform rotates, degrees.
    static func rotation(in list: DisplayList) -> Double {
        for item in list.items {
            if case let .layer(layer) = item, abs(layer.transform.b) > 1e-9 {
                return atan2(Double(layer.transform.b), Double(layer.transform.a)) * 180 / .pi
            }
        }
        return 0
    }
}

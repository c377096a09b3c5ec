import Foundation
import LunaparkCore

/// A scene graph with the inspector on top: what hosts drive when the
/// inspector is wanted. The inspector is a scene graph of its own, so its
/// per-frame updates never count in the numbers it shows about the scene.
///
/// Keys (before the scene sees them): `i` shows or hides the inspector,
/// `s` toggles slow motion (x0.1), `p` pauses and resumes, `.` steps a
/// paused scene by one frame. Other keys and all pointer input go to the scene.
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

    private let hud: ViewGraph
    private var lastFrameTime: TimeInterval?
    private var lastStatistics: ViewGraph.Statistics

    public init(scene: ViewGraph, textMeasurer: TextMeasuring, showsInspector: Bool = false) {
        self.scene = scene
        self.isInspectorVisible = showsInspector
        let model = self.model
        self.hud = ViewGraph(size: scene.viewportSize, textMeasurer: textMeasurer, startTime: scene.hostTime,
                             content: InspectorPanel(model: model)
                                .padding(12)
                                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing))
        self.lastStatistics = scene.statistics
    }

    public var viewportSize: CGSize {
        get { scene.viewportSize }
        set {
            scene.viewportSize = newValue
            hud.viewportSize = newValue
        }
    }

    public var title: String? { scene.title }

    public var frameRequest: FrameRequest {
        // The panel's numbers change every frame while it is shown.
        isInspectorVisible ? .nextVSync : scene.frameRequest
    }

    public func frame(at time: TimeInterval) -> DisplayList {
        var list = scene.frame(at: time)
        let stats = scene.statistics
        if isInspectorVisible {
            model.record(interval: lastFrameTime.map { time - $0 }, graph: scene,
                         bodies: stats.bodyEvaluations - lastStatistics.bodyEvaluations,
                         modifiers: stats.modifierBodyEvaluations - lastStatistics.modifierBodyEvaluations,
                         paths: stats.pathEvaluations - lastStatistics.pathEvaluations)
            list.items.append(contentsOf: hud.frame(at: time).items)
        }
        lastStatistics = stats
        lastFrameTime = time
        return list
    }

    public func handle(_ event: InputEvent, at time: TimeInterval) {
        if case .key(let key, let modifiers) = event, modifiers.isEmpty {
            switch key.character {
            case "i":
                isInspectorVisible.toggle()
                return
            case "s":
                scene.timeScale = scene.timeScale == 1 ? slowMotionRate : 1
                return
            case "p":
                scene.isPaused.toggle()
                return
            case ".":
                if scene.isPaused { scene.step() }
                return
            default:
                break
            }
        }
        scene.handle(event, at: time)
    }
}

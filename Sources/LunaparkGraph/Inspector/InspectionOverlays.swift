import Foundation
import LunaparkCore

/// The parts of the inspector drawn over the scene besides the panel and the timeline
/// strip: the provenance panel (`w`) and the outlines (`o`, `b`, `t`). Owned by
/// `InspectedContent`, which feeds it each live frame.
@MainActor
final class InspectionOverlays {
    /// What the provenance panel shows.
    let model = ProvenanceModel()
    /// The provenance panel: a view graph of its own, like the inspector's panel.
    let panel: ViewGraph
    /// The outlines.
    let outlines = OutlineOverlay()
    /// Whether the provenance panel is shown.
    var showsPanel = false

    init(size: CGSize, textMeasurer: TextMeasuring, startTime: TimeInterval) {
        let model = self.model
        panel = ViewGraph(size: size, textMeasurer: textMeasurer, startTime: startTime,
                          content: ProvenancePanel(model: model)
                            .padding(12)
                            // Above the timeline strip's place, below the value plots (top left).
                            .padding(.bottom, TimelineStrip.height)
                            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading))
    }

    /// Whether anything here needs the scene graph to record (`ViewGraph.recordsInspection`).
    var needsRecording: Bool { showsPanel || !outlines.shown.isEmpty }

    /// Takes in the scene's live frame `list` at host time `time`.
    func sceneDidDraw(_ list: DisplayList, scene: ViewGraph, at time: TimeInterval) {
        guard let recorder = scene.inspection else { return }
        let work = recorder.takeFrameWork()
        outlines.update(list: list, graph: scene, work: work, at: time)
        if showsPanel { model.update(from: recorder, graph: scene, outlines: outlines.shown) }
    }

    /// Draws the outlines and, while shown, the panel over `list` at host time `time`.
    func append(to list: inout DisplayList, at time: TimeInterval) {
        list.items.append(contentsOf: outlines.items(at: time))
        if showsPanel { list.items.append(contentsOf: panel.frame(at: time).items) }
    }

    /// What the overlays ask for: a frame while outlines fade or the panel changed.
    func frameRequest(at time: TimeInterval) -> FrameRequest {
        if outlines.isFading(at: time) { return .nextVSync }
        return showsPanel ? panel.frameRequest : .idle
    }
}

import Foundation
import LunaparkCore

/// The inspector's value plots over the scene: a view graph of the window's size drawing
/// `AnimationPlotPanel`, the rows it shows (updated from the scene each frame while the
/// inspector is shown), and the clicks on them. A click on a row selects it and outlines the
/// view its animation animates; a second click on it, or the end of that animation, clears it.
@MainActor
final class AnimationPlotOverlay {
    /// The most rows shown (fewer when the window is too short for them).
    static let maximumRows = 6

    let model = AnimationPlotModel()
    private let graph: ViewGraph
    /// True between a press on the panel and its release (the release is the panel's too).
    private var isPressed = false

    init(size: CGSize, textMeasurer: TextMeasuring, startTime: TimeInterval) {
        let model = self.model
        graph = ViewGraph(size: size, textMeasurer: textMeasurer, startTime: startTime,
                          content: AnimationPlotPanel(model: model))
    }

    /// The window's size in points.
    var viewportSize: CGSize {
        get { graph.viewportSize }
        set { graph.viewportSize = newValue }
    }

    /// What the panel asks for: a frame when what it shows changed.
    var frameRequest: FrameRequest { graph.frameRequest }

    /// The rows that fit in the window's height, at most `maximumRows`.
    var rowLimit: Int {
        let room = viewportSize.height - 2 * (AnimationPlotPanel.inset + AnimationPlotPanel.padding)
            - AnimationPlotPanel.headerHeight
        return max(0, min(Self.maximumRows, Int(room / AnimationPlotPanel.rowHeight)))
    }

    /// Plots the running animations of `scene` at its current time.
    func update(from scene: ViewGraph) {
        model.update(scene.animationPlotRows(limit: rowLimit))
    }

    /// The panel (and outline) for host time `time`.
    func frame(at time: TimeInterval) -> DisplayList {
        graph.frame(at: time)
    }

    /// The row under `point` (window points), or nil when the point is not on a row.
    func rowIndex(at point: CGPoint) -> Int? {
        let left = AnimationPlotPanel.inset + AnimationPlotPanel.padding
        let top = left + AnimationPlotPanel.headerHeight
        guard point.x >= left, point.x < left + AnimationPlotPanel.width - 2 * AnimationPlotPanel.padding,
              point.y >= top else { return nil }
        let index = Int((point.y - top) / AnimationPlotPanel.rowHeight)
        return index < model.rows.count ? index : nil
    }

    /// Whether `point` (window points) lies on the panel, which is shown while there are rows.
    func isOnPanel(_ point: CGPoint) -> Bool {
        guard !model.rows.isEmpty else { return false }
        let height = 2 * AnimationPlotPanel.padding + AnimationPlotPanel.headerHeight
            + CGFloat(model.rows.count) * AnimationPlotPanel.rowHeight
        return CGRect(x: AnimationPlotPanel.inset, y: AnimationPlotPanel.inset,
                      width: AnimationPlotPanel.width, height: height).contains(point)
    }

    /// Takes a press on the panel (selecting the row under it) and the pointer's moves and
    /// release until then; returns false for every other event, which goes to the scene.
    func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerDown(let point) where isOnPanel(point):
            isPressed = true
            if let row = rowIndex(at: point) { model.toggleSelection(ofRow: row) }
            return true
        case .pointerUp where isPressed:
            isPressed = false
            return true
        case .pointerMoved(_, isPressed: true) where isPressed:
            return true
        default:
            return false
        }
    }
}

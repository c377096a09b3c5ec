import Foundation
import LunaparkCore

/// One row of the inspector's value plots: a running animation, the view it animates and
/// where that view is drawn now.
struct AnimationPlotRow: Equatable, Identifiable {
    /// The animated node's id and the property: stable while the animation runs.
    struct ID: Hashable {
        var node: UInt64
        var property: String
    }

    var id: ID
    var property: String
    var plot: AnimationPlot
    /// Where the animated view is drawn now, window points (`ViewNode.screenFrame`).
    var viewFrame: CGRect

    /// Whether `other` shows the same motion as this row: the same property, animation, from, to and start.
    func repeats(_ other: PlottedAnimation) -> Bool {
        property == other.property && plot.animation == other.plot.animation && plot.from == other.plot.from
            && plot.to == other.plot.to && plot.startTime == other.plot.startTime
    }

    /// "0.2 → 1.0", with long decimals cut to three places.
    @MainActor var fromTo: String { InspectorModel.rounded("\(plot.from) \u{2192} \(plot.to)") }

    /// "start -0.300 s  duration 0.80 s  v 1.20/s": when the motion started (scene seconds
    /// before now), how long it lasts or takes to settle, and its velocity now where the
    /// animation reports one.
    var timing: String {
        let length = plot.endTime - plot.startTime
        var line = String(format: "start %+.3f s  ", plot.startTime - plot.now)
        switch plot.length {
        case .duration: line += String(format: "duration %.2f s", length)
        case .settling: line += String(format: "settles in %.2f s", length)
        case .endless: line += "repeats, no end"
        }
        // Below a nanounit per second, rounding noise of a constant value: 0.
        if let speed = plot.speedNow { line += String(format: "  v %.3g/s", abs(speed) < 1e-9 ? 0 : speed) }
        return line
    }
}

extension ViewGraph {
    /// The running animations as the inspector plots them now: up to `limit` rows, nodes in
    /// tree order (each node's frame first, then its modifier's, shape's or view's data).
    /// Keyframe animators and content transitions are not plotted (their values are not
    /// `AnimatedValue` runs); the inspector's list of animations names them. A row equal to
    /// one above it (the same property, animation, from, to and start: the frame a modifier
    /// and its content animate together) is shown once, for the outermost node.
    func animationPlotRows(limit: Int) -> [AnimationPlotRow] {
        var rows: [AnimationPlotRow] = []
        let now = currentTime
        for node in animations.nodes {
            let plots = node.animationPlots(now: now)
            guard !plots.isEmpty else { continue }
            let frame = node.screenFrame
            for plotted in plots where !rows.contains(where: { $0.repeats(plotted) }) {
                rows.append(AnimationPlotRow(id: .init(node: node.nodeID, property: plotted.property),
                                             property: plotted.property, plot: plotted.plot, viewFrame: frame))
                if rows.count == limit { return rows }
            }
        }
        return rows
    }
}

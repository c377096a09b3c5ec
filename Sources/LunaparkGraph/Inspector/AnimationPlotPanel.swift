import Foundation
import LunaparkCore

/// The inspector's value plots, top left of the window while the inspector is shown: a row
/// per running animation (its property, animation, from and to, start, duration or settling
/// time, velocity now, and its value over time: past samples solid, the rest dotted, velocity
/// in blue) and, for the row clicked, an outline of the view it animates. Rows have a fixed
/// height, so that `AnimationPlotOverlay` maps a click to its row.
struct AnimationPlotPanel: View {
    /// The panel's distance from the window's top and left edges, points.
    static let inset: CGFloat = 12
    /// The panel's padding around its rows, points.
    static let padding: CGFloat = 8
    /// The panel's width, points.
    static let width: CGFloat = 300
    /// The header line's height, points.
    static let headerHeight: CGFloat = 18
    /// Each row's height, points.
    static let rowHeight: CGFloat = 80

    let model: AnimationPlotModel

    var body: some View {
        ZStack(alignment: .topLeading) {
            if !model.rows.isEmpty {
                VStack(alignment: .leading, spacing: 0) {
                    Text("values: past solid, to come dotted; velocity blue")
                        .font(.caption2).foregroundStyle(Color(white: 0.7)).lineLimit(1)
                        .frame(height: Self.headerHeight, alignment: .leading)
                    ForEach(model.rows) { row in
                        AnimationPlotRowView(row: row, isSelected: row.id == model.selection)
                    }
                }
                .foregroundStyle(Color.white)
                .padding(Self.padding)
                .frame(width: Self.width, alignment: .leading)
                .background(Color(white: 0.08, opacity: 0.86), in: RoundedRectangle(cornerRadius: 10))
                .padding(Self.inset)
            }
            if let outline = model.outline {
                Rectangle().stroke(Color.yellow, lineWidth: 2)
                    .frame(width: outline.width + 4, height: outline.height + 4)
                    .offset(x: outline.minX - 2, y: outline.minY - 2)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// One animation's row: three lines of text and its plot.
struct AnimationPlotRowView: View {
    let row: AnimationPlotRow
    let isSelected: Bool

    var body: some View {
        let plot = row.plot
        let last = plot.times.count - 1
        let past = plot.lastPastSample
        VStack(alignment: .leading, spacing: 1) {
            Text("\(row.property)  \(plot.animation)").font(.caption2.bold()).lineLimit(1)
            Text(row.fromTo).font(.caption2.monospaced()).lineLimit(1)
            Text(row.timing).font(.caption2.monospacedDigit()).lineLimit(1)
            ZStack {
                if let velocities = plot.velocities, let peak = velocities.map(abs).max(), peak > 0 {
                    AnimationPlotCurve(times: plot.times, values: velocities, samples: 0...last, bottom: -peak, top: peak)
                        .stroke(Color(red: 0.35, green: 0.6, blue: 1), lineWidth: 1)
                }
                if past >= 1 {
                    AnimationPlotCurve(plot, samples: 0...past).stroke(Color.green, lineWidth: 1.5)
                }
                if past < last {
                    AnimationPlotCurve(plot, samples: max(past, 0)...last)
                        .stroke(Color.green, style: StrokeStyle(lineWidth: 1.5, dash: [2, 3]))
                }
                AnimationPlotNowMark(fraction: nowFraction).stroke(Color.orange, lineWidth: 1)
            }
            .frame(height: 28)
            .background(Color(white: 0.16))
        }
        .padding(.vertical, 3)
        .padding(.horizontal, 4)
        .frame(height: AnimationPlotPanel.rowHeight, alignment: .top)
        .background(isSelected ? Color(red: 0.45, green: 0.4, blue: 0, opacity: 0.5) : Color.clear)
    }

    /// Where now lies across the plot, 0 at its first sample, 1 at its last.
    private var nowFraction: Double {
        guard let first = row.plot.times.first, let last = row.plot.times.last, last > first else { return 1 }
        return (row.plot.now - first) / (last - first)
    }
}

import Foundation
import LunaparkCore

/// Part of a value plot as a polyline: samples `samples` of `values` at `times`, x spanning
/// the plot's whole time range across the rect, y from `bottom` (at the rect's bottom) to `top`.
struct AnimationPlotCurve: Shape {
    let times: [TimeInterval]
    let values: [Double]
    let samples: ClosedRange<Int>
    let bottom: Double
    let top: Double

    /// The value part (`progress`) of `plot` over `samples`, scaled to `AnimationPlotCurve.range(of:)`.
    init(_ plot: AnimationPlot, samples: ClosedRange<Int>) {
        let range = Self.range(of: plot)
        self.init(times: plot.times, values: plot.progress, samples: samples, bottom: range.bottom, top: range.top)
    }

    init(times: [TimeInterval], values: [Double], samples: ClosedRange<Int>, bottom: Double, top: Double) {
        self.times = times
        self.values = values
        self.samples = samples
        self.bottom = bottom
        self.top = top
    }

    /// The progress range a plot is drawn in: 0 to 1 (from and to), widened to an overshoot.
    static func range(of plot: AnimationPlot) -> (bottom: Double, top: Double) {
        (min(0, plot.progress.min() ?? 0), max(1, plot.progress.max() ?? 1))
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard let first = times.first, let last = times.last, last > first, top > bottom,
              samples.lowerBound >= 0, samples.upperBound < min(times.count, values.count) else { return path }
        for i in samples {
            let x = rect.minX + rect.width * CGFloat((times[i] - first) / (last - first))
            let y = rect.maxY - rect.height * CGFloat((values[i] - bottom) / (top - bottom))
            if i == samples.lowerBound { path.move(to: CGPoint(x: x, y: y)) } else { path.addLine(to: CGPoint(x: x, y: y)) }
        }
        return path
    }
}

/// A vertical line across the plot at `fraction` of its width (0 left ... 1 right): now.
struct AnimationPlotNowMark: Shape {
    let fraction: Double

    func path(in rect: CGRect) -> Path {
        let x = rect.minX + rect.width * CGFloat(min(max(fraction, 0), 1))
        var path = Path()
        path.move(to: CGPoint(x: x, y: rect.minY))
        path.addLine(to: CGPoint(x: x, y: rect.maxY))
        return path
    }
}

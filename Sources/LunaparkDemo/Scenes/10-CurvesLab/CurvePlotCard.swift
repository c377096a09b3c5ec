import Lunapark

// A card of the curves lab: the plot of value against time, a dot that the
// animation itself moves over the plot (its height by the animation, its
// left-to-right position by a linear animation over the same window), and
// a ball on a track moved by the animation alone.

/// The polyline of samples, spread over the width, values in `range` drawn bottom-up.
struct CurvePlotShape: Shape {
    let samples: [Double]
    let range: ClosedRange<Double>

    func path(in rect: CGRect) -> Path {
        Path { path in
            guard samples.count > 1 else { return }
            for (index, value) in samples.enumerated() {
                let point = CGPoint(x: rect.minX + rect.width * CGFloat(index) / CGFloat(samples.count - 1),
                                    y: CurvePlotShape.y(of: value, in: rect, range: range))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
        }
    }

    static func y(of value: Double, in rect: CGRect, range: ClosedRange<Double>) -> CGFloat {
        rect.maxY - rect.height * CGFloat((value - range.lowerBound) / (range.upperBound - range.lowerBound))
    }
}

/// Horizontal guide lines at the values 0 and 1.
struct CurveGuidesShape: Shape {
    let range: ClosedRange<Double>

    func path(in rect: CGRect) -> Path {
        Path { path in
            for value in [0.0, 1.0] {
                let y = CurvePlotShape.y(of: value, in: rect, range: range)
                path.move(to: CGPoint(x: rect.minX, y: y))
                path.addLine(to: CGPoint(x: rect.maxX, y: y))
            }
        }
    }
}

/// One card: title, evaluation, plot with its running dot, and the ball track.
struct CurvePlotCard: View {
    let specimen: CurveSpecimen
    /// Seconds the plot spans.
    let window: Double
    let range: ClosedRange<Double>
    /// Changes at each press of "run": a new run starts from 0.
    let run: Int
    var plotSize = CGSize(width: 204, height: 72)

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(specimen.title)
                .font(.caption.bold())
                .lineLimit(2)
                .frame(width: plotSize.width, height: 28, alignment: .topLeading)
            Text(specimen.evaluation.rawValue)
                .font(.caption2)
                .foregroundStyle(Color(white: 0.45))
                .lineLimit(1)
            ZStack(alignment: .topLeading) {
                ZStack {
                    CurveGuidesShape(range: range).stroke(Color(white: 0.8), lineWidth: 1)
                    CurvePlotShape(samples: specimen.samples, range: range).stroke(Color.indigo, lineWidth: 2)
                }
                .frame(width: plotSize.width, height: plotSize.height)
                CurveRun(animation: specimen.animation, window: window, range: range, plotSize: plotSize)
                    .id(run)
            }
            // Room below the plot for the ball's track.
            .frame(width: plotSize.width, height: plotSize.height + CurveRun.trackSpace, alignment: .topLeading)
        }
        .padding(8)
        .background(Color.white, in: RoundedRectangle(cornerRadius: 8))
    }
}

/// The moving parts of one run: they start at 0 when they appear and head for 1.
struct CurveRun: View {
    let animation: Animation
    let window: Double
    let range: ClosedRange<Double>
    let plotSize: CGSize
    @State private var isRunning = false

    /// The height the ball's track takes below the plot.
    static let trackSpace: CGFloat = 20

    var body: some View {
        let rect = CGRect(origin: .zero, size: plotSize)
        let zeroY = CurvePlotShape.y(of: 0, in: rect, range: range)
        let unit = zeroY - CurvePlotShape.y(of: 1, in: rect, range: range)
        let dot: CGFloat = 9
        ZStack(alignment: .topLeading) {
            // The dot's height is moved by the animation itself...
            Circle()
                .fill(Color.red)
                .frame(width: dot, height: dot)
                .offset(y: isRunning ? -unit : 0)
                .animation(animation, value: isRunning)
                // ...and its time axis by a linear animation over the plot's window.
                .offset(x: isRunning ? plotSize.width : 0)
                .animation(.linear(duration: window), value: isRunning)
                .offset(x: -dot / 2, y: zeroY - dot / 2)
            // The ball on its track, below the plot: the animation alone.
            Capsule()
                .fill(Color(white: 0.9))
                .frame(width: plotSize.width, height: 12)
                .offset(y: plotSize.height + 6)
            Circle()
                .fill(Color.orange)
                .frame(width: 12, height: 12)
                .offset(x: isRunning ? plotSize.width - 12 : 0)
                .animation(animation, value: isRunning)
                .offset(y: plotSize.height + 6)
        }
        .frame(width: plotSize.width, height: plotSize.height, alignment: .topLeading)
        .onAppear { isRunning = true }
    }
}

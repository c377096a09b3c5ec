import Lunapark

// The AnimatableData tutorial, VectorArithmetic: a line chart whose points are one
// `AnimatableVector`. The article starts the animation in `onAppear` with
// `.easeInOut.repeatForever()`: the chart rises from the baseline to the
// data and back, forever.

/// A polyline through `vector`'s values (0...100, drawn bottom-up), evenly spread over the width.
struct LineChart: Shape {
    var vector: AnimatableVector
    var log: AnimatableDataLog?

    var animatableData: AnimatableVector {
        get { vector }
        set {
            vector = newValue
            log?.record(newValue.values.map { String(format: "%.0f", $0) }.joined(separator: " "))
        }
    }

    func path(in rect: CGRect) -> Path {
        Path { path in
            guard !vector.values.isEmpty else { return }
            let step = rect.width / CGFloat(vector.values.count)
            path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
            for (index, value) in vector.values.enumerated() {
                let x = rect.minX + step * CGFloat(index + 1)
                path.addLine(to: CGPoint(x: x, y: rect.maxY - rect.height * CGFloat(value) / 100))
            }
        }
    }
}

/// One chart that starts from `.zero` and repeats towards `values` forever once it appears.
struct RepeatingLineChart: View {
    let values: [Double]
    let log: AnimatableDataLog
    @State private var vector = AnimatableVector.zero

    var body: some View {
        LineChart(vector: vector, log: log)
            .stroke(Color.red, lineWidth: 3)
            .animation(.easeInOut.repeatForever(), value: vector)
            .onAppear { vector = AnimatableVector(values: values) }
    }
}

/// The article's chart, with a button that swaps in data sets of other lengths.
struct LineChartExample: View {
    /// Data sets of different lengths: the vector has as many components as the chart has points.
    static let dataSets: [[Double]] = [
        [50, 100, 75, 100],
        [20, 80, 35, 90, 60, 95, 40],
        [10, 30, 25, 60, 45, 80, 70, 95, 85, 100],
    ]

    let log: AnimatableDataLog
    @State private var dataSet = 0

    var body: some View {
        let values = Self.dataSets[dataSet]
        VStack(spacing: 14) {
            HStack(spacing: 16) {
                Button("other data") { dataSet = (dataSet + 1) % Self.dataSets.count }
                    .buttonStyle(.borderedProminent)
                Text("\(values.count) points: [\(values.map { String(format: "%.0f", $0) }.joined(separator: ", "))]")
                    .font(.callout.monospacedDigit())
            }
            ZStack {
                Rectangle().fill(Color.white)
                // A new identity per data set: each chart starts from .zero in its own onAppear,
                // instead of stacking a second endless animation on the running one.
                RepeatingLineChart(values: values, log: log)
                    .id(dataSet)
                    .padding(12)
            }
            .frame(width: 460, height: 240)
            .border(Color(white: 0.8))
            Text(".animation(.easeInOut.repeatForever(), value: vector), started in onAppear")
                .font(.caption)
                .foregroundStyle(Color(white: 0.4))
        }
        .frame(maxWidth: .infinity)
    }
}

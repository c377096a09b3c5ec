import Lunapark

// The AnimatableData tutorial ("Making data animatable"): three ways to hand data to an
// animation, from one number to a vector of any length.

/// Key 5: RightAngleShape (one CGFloat), the blob (AnimatablePair) and the line chart (a custom VectorArithmetic).
struct ShapesAndVectorsScene: ParkSceneView {
    static let info = SceneInfo(key: "5", title: "Shapes & vectors", shortTitle: "Vectors", sources: [.makingDataAnimatable])

    /// The three examples of the article.
    enum Example: String, CaseIterable {
        case rightAngle = "RightAngleShape: CGFloat"
        case blob = "Blob: AnimatablePair"
        case lineChart = "LineChart: AnimatableVector"
    }

    @State private var example: Example = .rightAngle
    @State private var log = AnimatableDataLog()

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            SceneHeader(info: Self.info, lesson: "An animation only changes numbers: whatever a shape returns as animatableData is interpolated and written back each frame. One CGFloat moves a corner, an AnimatablePair moves two offsets with a bouncy spring, and a VectorArithmetic type of any length moves every point of a chart.")
            Picker("Example", selection: $example) {
                ForEach(Example.allCases, id: \.self) { example in
                    Text(example.rawValue).tag(example)
                }
            }
            .pickerStyle(.segmented)
            HStack(alignment: .top, spacing: 24) {
                Group {
                    switch example {
                    case .rightAngle: RightAngleShapeExample(log: log)
                    case .blob: BlobExample(log: log)
                    case .lineChart: LineChartExample(log: log)
                    }
                }
                .frame(maxWidth: .infinity)
                AnimatableDataLogView(title: "values written to animatableData", log: log)
            }
        }
    }
}

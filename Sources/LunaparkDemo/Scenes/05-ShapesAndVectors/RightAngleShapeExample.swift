import Lunapark

// The AnimatableData tutorial ("Making data animatable"), AnimatableData.
//
// The shape's only stored parameter is the x of its top-left corner. At 0
// the outline is a square; moved right by half the width it is a
// trapezium; moved all the way it is a right-angled triangle. Because that
// x is the shape's `animatableData`, picking another form animates the
// corner along the top edge instead of swapping outlines. The park gives the
// corner as a fraction of the width (any frame); the tutorial as
// `startingPoint`, in points of its 200-point frame.

/// A quadrilateral with a right angle at the bottom-left, whose top-left corner slides along the top edge.
struct RightAngleShape: Shape {
    /// The top-left corner's distance from the left edge: a fraction of the width (0 a square,
    /// 1 a triangle), or points when `isInPoints`.
    var corner: CGFloat
    /// Whether `corner` is in points, as the tutorial's `startingPoint` is.
    let isInPoints: Bool
    var log: AnimatableDataLog?

    /// The park's shape: the corner at `cornerFraction` of the width.
    init(cornerFraction: CGFloat, log: AnimatableDataLog? = nil) {
        corner = cornerFraction
        isInPoints = false
        self.log = log
    }

    /// The tutorial's shape: the corner `startingPoint` points from the left edge.
    init(startingPoint: CGFloat, log: AnimatableDataLog? = nil) {
        corner = startingPoint
        isInPoints = true
        self.log = log
    }

    var animatableData: CGFloat {
        get { corner }
        set {
            corner = newValue
            log?.record(isInPoints ? String(format: "startingPoint = %.1f", Double(newValue))
                                   : String(format: "cornerFraction = %.3f", Double(newValue)))
        }
    }

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX + (isInPoints ? corner : rect.width * corner), y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

/// The article's picker of three forms; `.easeIn` animates the corner between them, given as
/// the park's fraction of the width or as the article's points.
struct RightAngleShapeExample: View {
    /// The forms the picker offers, tagged with the corner position they stand for.
    enum Form: CGFloat, CaseIterable {
        case triangle = 1
        case trapezium = 0.5
        case square = 0

        var name: String {
            switch self {
            case .triangle: "Triangle"
            case .trapezium: "Trapezium"
            case .square: "Square"
            }
        }

        /// The article's tag for the form: the corner's x in its 200-point frame.
        var points: CGFloat { rawValue * RightAngleShapeExample.articleSide }
    }

    /// How the corner's position is given.
    enum Measure: String, CaseIterable {
        case fraction = "park: a fraction of the width"
        case points = "as in the article: points"
    }

    /// The article's frame, points: `.frame(width: 200, height: 200)`.
    nonisolated static let articleSide: CGFloat = 200

    let log: AnimatableDataLog
    @State private var measure: Measure
    @State private var form: Form = .square

    /// The example writing the shape's values to `log`, its corner given as `measure` says.
    init(log: AnimatableDataLog, measure: Measure = .fraction) {
        self.log = log
        _measure = State(initialValue: measure)
    }

    var body: some View {
        VStack(spacing: 24) {
            Picker("corner", selection: $measure) {
                ForEach(Measure.allCases, id: \.self) { measure in
                    Text(measure.rawValue).tag(measure)
                }
            }
            .pickerStyle(.segmented)
            .frame(width: 520)
            Picker("Form", selection: $form) {
                ForEach(Form.allCases, id: \.self) { form in
                    Text(form.name).tag(form)
                }
            }
            .pickerStyle(.segmented)
            .frame(width: 360)
            shape
                // The article keys the animation on the picked value: only that change animates.
                .animation(.easeIn, value: form)
            Text(caption)
                .font(.caption)
                .foregroundStyle(Color(white: 0.4))
        }
        .frame(maxWidth: .infinity)
        .onAppear {
            // Play the lesson once: the square becomes a triangle.
            form = .triangle
        }
    }

    @ViewBuilder private var shape: some View {
        switch measure {
        case .fraction:
            RightAngleShape(cornerFraction: form.rawValue, log: log)
                .fill(Color.teal)
                .frame(width: 220, height: 220)
        case .points:
            RightAngleShape(startingPoint: form.points, log: log)
                .fill(Color.teal)
                .frame(width: Self.articleSide, height: Self.articleSide)
        }
    }

    private var caption: String {
        switch measure {
        case .fraction:
            ".animation(.easeIn, value: form): the corner takes 0.35 s, slow start, fast finish; cornerFraction 0 to 1 fits any width"
        case .points:
            "The article's tags: Triangle 200, Trapezium 100, Square 0, the corner's x in points of a 200 × 200 frame, eased in over 0.35 s"
        }
    }
}

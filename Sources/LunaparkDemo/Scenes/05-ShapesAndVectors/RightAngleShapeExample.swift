import Lunapark

// The AnimatableData tutorial ("Making data animatable"), AnimatableData.
//
// The shape's only stored parameter is the x of its top-left corner. At 0
// the outline is a square; moved right by half the width it is a
// trapezium; moved all the way it is a right-angled triangle. Because that
// x is the shape's `animatableData`, picking another form animates the
// corner along the top edge instead of swapping outlines.

/// A quadrilateral with a right angle at the bottom-left, whose top-left corner slides along the top edge.
struct RightAngleShape: Shape {
    /// How far the top-left corner sits from the left edge, as a fraction of the width (0 square, 1 triangle).
    var cornerFraction: CGFloat
    var log: AnimatableDataLog?

    var animatableData: CGFloat {
        get { cornerFraction }
        set {
            cornerFraction = newValue
            log?.record(String(format: "cornerFraction = %.3f", Double(newValue)))
        }
    }

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX + rect.width * cornerFraction, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

/// The article's picker of three forms; `.easeIn` animates the corner between them.
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
    }

    let log: AnimatableDataLog
    @State private var form: Form = .square

    var body: some View {
        VStack(spacing: 24) {
            Picker("Form", selection: $form) {
                ForEach(Form.allCases, id: \.self) { form in
                    Text(form.name).tag(form)
                }
            }
            .pickerStyle(.segmented)
            .frame(width: 360)
            RightAngleShape(cornerFraction: form.rawValue, log: log)
                .fill(Color.teal)
                .frame(width: 220, height: 220)
                // The article keys the animation on the picked value: only that change animates.
                .animation(.easeIn, value: form)
            Text(".animation(.easeIn, value: form): the corner takes 0.35 s, slow start, fast finish")
                .font(.caption)
                .foregroundStyle(Color(white: 0.4))
        }
        .frame(maxWidth: .infinity)
        .onAppear {
            // Play the lesson once: the square becomes a triangle.
            form = .triangle
        }
    }
}

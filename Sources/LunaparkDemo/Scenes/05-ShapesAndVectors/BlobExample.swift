import Lunapark

// The AnimatableData tutorial, AnimatablePair.
//
// `animatableData` is a single value, so a shape with two animated
// parameters packs them into an `AnimatablePair`: the animation adds,
// subtracts and scales the pair as one vector, and the setter unpacks it.
// The article pushes the control points of a closed Bézier outline with a very
// bouncy spring (dampingFraction 0.2), so the blob wobbles around its new
// form before settling.

/// A closed blob of five cubic curves whose control points are pushed by two offsets.
struct BlobShape: Shape {
    var xOffset: CGFloat
    var yOffset: CGFloat
    var log: AnimatableDataLog?

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(xOffset, yOffset) }
        set {
            // Which value is `first` is only decided here and in the getter (the Habr article makes the same point).
            xOffset = newValue.first
            yOffset = newValue.second
            log?.record(String(format: "x %6.2f   y %6.2f", Double(xOffset), Double(yOffset)))
        }
    }

    func path(in rect: CGRect) -> Path {
        let w = rect.width, h = rect.height
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: rect.minX + x, y: rect.minY + y) }
        let top = point(w * 0.5, 0)
        return Path { path in
            path.move(to: top)
            path.addCurve(to: point(w, h * 0.5),
                          control1: point(w * 0.85 + xOffset, 0),
                          control2: point(w - xOffset, h * 0.1))
            path.addCurve(to: point(w * 0.5, h),
                          control1: point(w + xOffset, h * 0.8 + yOffset),
                          control2: point(w * 0.75, h))
            path.addCurve(to: point(0, h * 0.7),
                          control1: point(w * 0.35 - xOffset, h),
                          control2: point(0, h - yOffset))
            path.addCurve(to: point(w * 0.3, h * 0.3),
                          control1: point(0, h * 0.4 + yOffset),
                          control2: point(w * 0.17 + xOffset, h * 0.45))
            path.addCurve(to: top,
                          control1: point(w * 0.4 - xOffset, h * 0.16),
                          control2: point(w * 0.35 - xOffset, 0))
            path.closeSubpath()
        }
    }
}

/// The article's "Animate" button: both offsets flip with `.spring(response: 0.4, dampingFraction: 0.2)`.
struct BlobExample: View {
    let log: AnimatableDataLog
    @State private var xOffset: CGFloat = 0
    @State private var yOffset: CGFloat = 0

    var body: some View {
        VStack(spacing: 16) {
            Button("Animate") { wobble() }
                .buttonStyle(.borderedProminent)
            BlobShape(xOffset: xOffset, yOffset: yOffset, log: log)
                .fill(Color.purple)
                .frame(width: 260, height: 330)
            Text(String(format: "target: xOffset %.0f, yOffset %.0f  -  spring(response: 0.4, dampingFraction: 0.2)",
                        Double(xOffset), Double(yOffset)))
                .font(.caption.monospacedDigit())
                .foregroundStyle(Color(white: 0.4))
        }
        .frame(maxWidth: .infinity)
        .onAppear { wobble() }
    }

    private func wobble() {
        withAnimation(.spring(response: 0.4, dampingFraction: 0.2)) {
            xOffset = xOffset == 60 ? 0 : 60
            yOffset = yOffset == 90 ? 0 : 90
        }
    }
}

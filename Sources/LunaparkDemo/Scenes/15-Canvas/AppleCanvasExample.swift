import Lunapark

/// Apple's two examples from the pages of `Canvas` and `GraphicsContext`, side by side.
struct AppleCanvasExample: View {
    var body: some View {
        HStack(spacing: 40) {
            VStack(spacing: 8) {
                Canvas { context, size in
                    context.stroke(
                        Path(ellipseIn: CGRect(origin: .zero, size: size)),
                        with: .color(.green),
                        lineWidth: 4)
                }
                .frame(width: 300, height: 200)
                .border(Color.blue)
                Text("context.stroke(Path(ellipseIn:), with: .color(.green), lineWidth: 4)").font(.caption)
            }
            VStack(spacing: 8) {
                Canvas { context, size in
                    // Create a copy of the context to draw a clipped ellipse.
                    var maskedContext = context
                    let halfSize = size.applying(CGAffineTransform(scaleX: 0.5, y: 0.5))
                    maskedContext.clip(to: Path(CGRect(origin: .zero, size: halfSize)))
                    maskedContext.fill(
                        Path(ellipseIn: CGRect(origin: .zero, size: size)),
                        with: .color(.green))
                    // Go back to the original context to draw the rectangle.
                    let origin = CGPoint(x: size.width / 4, y: size.height / 4)
                    context.fill(
                        Path(CGRect(origin: origin, size: halfSize)),
                        with: .color(.blue))
                }
                .frame(width: 300, height: 200)
                .border(Color.blue)
                Text("a clipped copy of the context, then the original").font(.caption)
            }
        }
        .padding(.top, 20)
    }
}

import Lunapark

// The DocC article "Animate a shape", as printed there.

struct Corner: Shape {
    var inset: CGFloat
    var animatableData: CGFloat {
        get { inset }
        set { inset = newValue }
    }
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + inset, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct CornerView: View {
    @State private var inset: CGFloat = 0
    var body: some View {
        Corner(inset: inset)
            .fill(Color.orange)
            .frame(width: 200, height: 200)
            .onTapGesture {
                withAnimation(.spring(duration: 0.6, bounce: 0.3)) {
                    inset = inset == 0 ? 200 : 0
                }
            }
    }
}

import Lunapark

// iOS 26's @Animatable macro on a wave shape, as a blog post on the macro would write it:
// no hand-written animatableData, the phase and the amplitude animate, the colour does not.

@Animatable
struct Wave: Shape {
    /// Where the wave starts, in radians.
    var phase: Double
    var amplitude: CGFloat // points
    @AnimatableIgnored var color: Color = .blue

    // Computed properties are not part of the animation.
    var wavelength: CGFloat { 120 }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        for x in stride(from: rect.minX, through: rect.maxX, by: 2) {
            let angle = phase + Double((x - rect.minX) / wavelength) * 2 * .pi
            path.addLine(to: CGPoint(x: x, y: rect.midY + amplitude * CGFloat(sin(angle))))
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct WaveView: View {
    @State private var isCalm = true

    var body: some View {
        VStack {
            Wave(phase: isCalm ? 0 : .pi, amplitude: isCalm ? 0 : 40)
                .fill(Color.teal)
                .frame(width: 240, height: 160)
            Button("Make waves") {
                withAnimation(.easeInOut(duration: 1)) {
                    isCalm.toggle()
                }
            }
        }
    }
}

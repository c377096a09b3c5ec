import Lunapark

/// Apple's `rotation3DEffect` example, with a slider for the angle. It turns to Apple's 45°
/// when it appears, so the lesson plays once without a click.
struct AppleRotationExample: View {
    /// Apple's angle, which the text turns to when it appears.
    static let applesDegrees = 45.0
    @State private var degrees = 0.0

    var body: some View {
        VStack(spacing: 36) {
            Text("Rotation by passing an angle in degrees")
                .rotation3DEffect(
                    .degrees(degrees),
                    axis: (x: 0.0, y: 1.0, z: 0.0),
                    anchor: .center,
                    anchorZ: 0,
                    perspective: 1)
                .border(Color.gray)
            HStack(spacing: 12) {
                Text("angle").font(.callout)
                Slider(value: $degrees, in: -80...80).frame(width: 300)
                Text("\(Int(degrees))°").font(.callout.monospacedDigit()).frame(width: 48, alignment: .trailing)
            }
        }
        .padding(.top, 40)
        .onAppear {
            withAnimation(.easeInOut(duration: 0.8)) { degrees = Self.applesDegrees }
        }
    }
}

import Lunapark

/// Apple's `rotation3DEffect` example, with a slider for the angle.
struct AppleRotationExample: View {
    @State private var degrees = 45.0

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
    }
}

import Lunapark

/// Apple's `hueRotation` example: the same gradient, turned 36° more in each square.
struct AppleHueRotationExample: View {
    var body: some View {
        HStack {
            ForEach(0..<6) {
                Rectangle()
                    .fill(.linearGradient(
                        colors: [.blue, .red, .green],
                        startPoint: .top, endPoint: .bottom))
                    .hueRotation((.degrees(Double($0 * 36))))
                    .frame(width: 60, height: 60, alignment: .center)
            }
        }
        .padding(.top, 60)
    }
}

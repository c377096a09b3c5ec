import Lunapark

/// The colour effects side by side on the same badge, and four of them animated by a button.
struct ColorEffectsExample: View {
    @State private var isShifted = false

    var body: some View {
        VStack(spacing: 22) {
            HStack(spacing: 14) {
                labelled("hueRotation", badge.hueRotation(.degrees(isShifted ? 160 : 0)))
                labelled("saturation", badge.saturation(isShifted ? 0.2 : 1.6))
                labelled("brightness", badge.brightness(isShifted ? 0.35 : 0))
                labelled("contrast", badge.contrast(isShifted ? 0.4 : 1.5))
            }
            .animation(.easeInOut(duration: 1.2), value: isShifted)
            HStack(spacing: 14) {
                labelled("grayscale(1)", badge.grayscale(1))
                labelled("colorInvert", badge.colorInvert())
                labelled("colorMultiply", badge.colorMultiply(.cyan))
                labelled("luminanceToAlpha", badge.luminanceToAlpha().background(Color.blue.opacity(0.3)))
            }
            Button(isShifted ? "shift back" : "shift colours") { isShifted.toggle() }
                .buttonStyle(.borderedProminent)
        }
    }

    private var badge: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 14)
                .fill(.linearGradient(colors: [.red, .yellow, .green], startPoint: .topLeading, endPoint: .bottomTrailing))
            Text("🎠").font(.system(size: 40))
        }
        .frame(width: 110, height: 90)
    }

    private func labelled(_ title: String, _ view: some View) -> some View {
        VStack(spacing: 6) {
            view
            Text(title).font(.caption.monospaced())
        }
    }
}

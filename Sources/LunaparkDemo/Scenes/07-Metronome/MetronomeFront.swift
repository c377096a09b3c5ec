import Lunapark

/// The front cover over the pendulum's pivot; like the case, drawn once.
struct MetronomeFront: View {
    let counts: MetronomeBodyCounts

    var body: some View {
        counts.front += 1
        return MetronomeTrapezium(topInset: 0.12, cornerRadius: 12)
            .fill(LinearGradient(colors: [Color(red: 0.42, green: 0.22, blue: 0.10),
                                          Color(red: 0.28, green: 0.14, blue: 0.06)],
                                 startPoint: .top, endPoint: .bottom))
            .overlay {
                Text("LUNAPARK").font(.caption.bold()).foregroundStyle(Color(red: 0.93, green: 0.80, blue: 0.55))
            }
            .frame(height: MetronomeGeometry.frontHeight)
    }
}

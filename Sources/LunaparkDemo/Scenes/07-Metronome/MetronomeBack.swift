import Lunapark

/// The case of the metronome and its tempo scale; drawn once: nothing in it
/// depends on the timeline.
struct MetronomeBack: View {
    let counts: MetronomeBodyCounts

    var body: some View {
        counts.back += 1
        return ZStack {
            MetronomeTrapezium(topInset: 0.30, cornerRadius: 16)
                .fill(LinearGradient(colors: [Color(red: 0.55, green: 0.30, blue: 0.15),
                                              Color(red: 0.36, green: 0.18, blue: 0.08)],
                                     startPoint: .top, endPoint: .bottom))
            MetronomeTrapezium(topInset: 0.27, cornerRadius: 10)
                .fill(Color(red: 0.96, green: 0.91, blue: 0.80))
                .padding(EdgeInsets(top: 22, leading: 34, bottom: 70, trailing: 34))
            MetronomeScale()
                .stroke(Color(red: 0.45, green: 0.25, blue: 0.12), lineWidth: 1.5)
                .padding(EdgeInsets(top: 40, leading: 100, bottom: 90, trailing: 100))
        }
    }
}

/// The tempo marks behind the rod: a line with a notch every few beats per minute.
private struct MetronomeScale: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        let notches = 12
        for index in 0...notches {
            let y = rect.minY + rect.height * CGFloat(index) / CGFloat(notches)
            let half: CGFloat = index % 3 == 0 ? rect.width / 2 : rect.width / 4
            path.move(to: CGPoint(x: rect.midX - half, y: y))
            path.addLine(to: CGPoint(x: rect.midX + half, y: y))
        }
        return path
    }
}

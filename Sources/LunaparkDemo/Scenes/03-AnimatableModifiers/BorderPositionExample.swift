import Lunapark

// The Habr article, "Der richtige Ansatz": the animation belongs in a modifier.
// BorderPosition turns a position (0...1) into an offset and blocks
// `.offset`'s own animation with `.animation(nil)`. As a plain ViewModifier
// the bar then jumps. Made `Animatable`, the modifier gets a copy with an
// interpolated position every frame and builds its body again from it, so
// the bar moves even though `.offset` itself never animates.

/// The article's BorderPosition as an Animatable modifier: the animation writes the position.
struct BorderPosition: ViewModifier, Animatable {
    var position: CGFloat
    let log: AnimatableDataLog

    var animatableData: CGFloat {
        get { position }
        set {
            position = newValue
            log.record(String(format: "position  %.3f", Double(newValue)))
        }
    }

    func body(content: Content) -> some View {
        GeometryReader { geometry in
            content
                .offset(x: BorderMetrics.xOffset(position: position, in: geometry.size))
                .animation(nil)
        }
    }
}

/// The same modifier without `Animatable`: nothing animates, the bar jumps.
struct PlainBorderPosition: ViewModifier {
    var position: CGFloat

    func body(content: Content) -> some View {
        GeometryReader { geometry in
            content
                .offset(x: BorderMetrics.xOffset(position: position, in: geometry.size))
                .animation(nil)
        }
    }
}

/// Step 2: the bar positioned by BorderPosition, Animatable or not.
struct BorderPositionExample: View {
    let log: AnimatableDataLog
    @State private var position: CGFloat = 0.8
    @State private var isAnimatable = true

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            BorderTrack {
                let bar = Rectangle().fill(Color.green).frame(width: BorderMetrics.barWidth)
                if isAnimatable {
                    bar.modifier(BorderPosition(position: position, log: log))
                } else {
                    bar.modifier(PlainBorderPosition(position: position))
                }
            }
            FractionSlider(label: "position", value: $position)
            HStack(spacing: 16) {
                Button("set to 0") {
                    withAnimation(.linear(duration: 1)) { position = 0 }
                }
                .buttonStyle(.borderedProminent)
                Toggle("BorderPosition is Animatable", isOn: $isAnimatable)
            }
        }
        .onAppear {
            withAnimation(.linear(duration: 1)) { position = 0 }
        }
    }
}

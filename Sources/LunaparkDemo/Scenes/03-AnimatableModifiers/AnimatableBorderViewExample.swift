import Lunapark

// The Habr article, "AnimatableModifier", first attempt: the article made the View
// itself `Animatable` and printed what the animation wrote into it. Nothing
// was written: the bar moved only because `.offset` animates the offset it
// is given. The article adds `.animation(nil)` to prove it.
//
// Current SwiftUI (and Lunapark, which follows it) does animate a View that
// conforms to `Animatable`: each frame the interpolated position is written
// into a copy of the view (the log fills) and its body runs again, so the
// bar glides even with `.animation(nil)` after `.offset`. The article's
// SwiftUI did not; the scene says so on screen.

/// The article's BorderView: a View that conforms to Animatable, and logs what the animation writes.
struct AnimatableBorderView: View, Animatable {
    var position: CGFloat
    /// Puts `.animation(nil)` after `.offset`, so the offset cannot animate on its own.
    var blocksOffsetAnimation: Bool
    let log: AnimatableDataLog

    var animatableData: CGFloat {
        get { position }
        set {
            position = newValue
            log.record(String(format: "BorderView  %.3f", Double(newValue)))
        }
    }

    var body: some View {
        GeometryReader { geometry in
            let bar = Rectangle()
                .fill(Color.green)
                .frame(width: BorderMetrics.barWidth)
                .offset(x: BorderMetrics.xOffset(position: position, in: geometry.size))
            if blocksOffsetAnimation {
                bar.animation(nil)
            } else {
                bar
            }
        }
    }
}

/// Step 1: the slider, "set to 0", and the switch that blocks `.offset`'s own animation.
struct AnimatableBorderViewExample: View {
    let log: AnimatableDataLog
    @State private var position: CGFloat = 0.8
    @State private var blocksOffsetAnimation = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            BorderTrack {
                AnimatableBorderView(position: position, blocksOffsetAnimation: blocksOffsetAnimation, log: log)
            }
            FractionSlider(label: "position", value: $position)
            HStack(spacing: 16) {
                Button("set to 0") {
                    withAnimation(.linear(duration: 1)) { position = 0 }
                }
                .buttonStyle(.borderedProminent)
                Toggle(".animation(nil) after .offset", isOn: $blocksOffsetAnimation)
            }
        }
        .onAppear {
            // Play the article's button once: the bar glides to 0, and the log fills.
            withAnimation(.linear(duration: 1)) { position = 0 }
        }
    }
}

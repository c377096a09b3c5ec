import Lunapark

// The Stack Overflow question ("Как создать сложные серии анимаций в SwiftUI").
//
// A bar for values in -100...100: green when positive, red when negative.
// Going from +20 to -40 in one second, the bar should shrink to zero
// (at 1/3 s), turn red, and grow to 40 %. Animating the width cannot do
// that: the width goes 20 % -> 40 % directly while the colour flips. Moving
// the animation into an Animatable modifier whose data is the *signed*
// progress makes the interpolated value pass through zero, so the colour
// changes exactly when the bar is empty.

/// The article's answer: a modifier animating the signed progress, -1...1.
struct ProgressBarModifier: ViewModifier, Animatable {
    var progress: Double

    nonisolated var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func body(content: Content) -> some View {
        content
            .foregroundStyle(progress < 0 ? Color.red : Color.green)
            .scaleEffect(x: abs(progress), anchor: .leading)
    }
}

/// The bar that animates through zero.
struct SignedProgressBar: View {
    var height: CGFloat = 24
    var maxValue: Double = 100
    var currentValue: Double

    var body: some View {
        // Signed, so that +20 -> -20 (same width) still animates; the article keyed the
        // animation on the unsigned progress, which misses that case.
        let progress = max(-1, min(1, currentValue / maxValue))
        Rectangle()
            .fill(Color(white: 0.82))
            .frame(height: height)
            .overlay {
                Rectangle()
                    .modifier(ProgressBarModifier(progress: progress))
            }
            .animation(.linear(duration: 1), value: progress)
    }
}

/// The animations the naive bar can use: the park's (the same second as the signed bar, so
/// the two can be compared) or the question's own.
enum NaiveBarAnimation: String, CaseIterable {
    case park = "park: linear, 1 s"
    case article = "as in the question: easeInOut, 0.5 s"

    var animation: Animation {
        switch self {
        case .park: .linear(duration: 1)
        case .article: .easeInOut(duration: 0.5)
        }
    }
}

/// The question's first attempt: the width animates, the colour flips at once.
struct NaiveProgressBar: View {
    var height: CGFloat = 24
    var maxValue: Double = 100
    var currentValue: Double
    /// How the width moves to a new value.
    var animation: Animation = NaiveBarAnimation.park.animation

    var body: some View {
        let progress = min(1, abs(currentValue) / maxValue)
        Rectangle()
            .fill(Color(white: 0.82))
            .frame(height: height)
            .overlay(alignment: .leading) {
                GeometryReader { geometry in
                    Rectangle()
                        .fill(currentValue < 0 ? Color.red : Color.green)
                        .frame(width: geometry.size.width * progress)
                }
            }
            .animation(animation, value: progress)
    }
}

struct ProgressThroughZeroScene: ParkSceneView {
    static let info = SceneInfo(key: "2", title: "Progress through zero", shortTitle: "Progress", sources: [.complexAnimationSeries])

    @State private var value: Double = 20
    @State private var naiveAnimation = NaiveBarAnimation.park

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            SceneHeader(info: Self.info, lesson: "One second from +20 to -40: the Animatable modifier interpolates the signed progress, so the bar empties at 1/3 s, turns red and grows to 40 %. The naive bar can only animate its width (20 % to 40 %) and blend its colour: it never passes through zero, and from +x to -x its width does not move at all.")
            Text("ProgressBarModifier: ViewModifier, Animatable").font(.headline)
            SignedProgressBar(currentValue: value)
            HStack(spacing: 16) {
                Text("Naive: animating the width").font(.headline)
                Picker("naive bar's animation", selection: $naiveAnimation) {
                    ForEach(NaiveBarAnimation.allCases, id: \.self) { choice in
                        Text(choice.rawValue).tag(choice)
                    }
                }
                .pickerStyle(.segmented)
                .frame(width: 480)
            }
            NaiveProgressBar(currentValue: value, animation: naiveAnimation.animation)
            Slider(value: $value, in: -100...100)
            HStack(spacing: 16) {
                Button("random value") { value = .random(in: -100...100) }
                    .buttonStyle(.borderedProminent)
                Button("+20") { value = 20 }.buttonStyle(.bordered)
                Button("-40") { value = -40 }.buttonStyle(.bordered)
                Spacer()
                Text(String(format: "value %+.1f", value)).font(.callout.monospacedDigit())
            }
        }
        .onAppear {
            // Play the article's example once: +20 -> -40 (the bars animate through .animation(_:value:)).
            value = -40
        }
    }
}

import Lunapark

// The Habr article, "Mehrere Parameter": a modifier with two animated parameters,
// the bar's position and its height. `animatableData` is one value, so both
// travel together, first in an `AnimatablePair`, then in the article's own
// `MyAnimatableVector`. Both animate the same way.

/// Positions and sizes the bar from two fractions, animated through an AnimatablePair.
struct TwoParameterBorder: ViewModifier, Animatable {
    var position: CGFloat
    var height: CGFloat
    let log: AnimatableDataLog

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(position, height) }
        set {
            position = newValue.first
            height = newValue.second
            log.record(String(format: "pair     %.3f, %.3f", Double(position), Double(height)))
        }
    }

    func body(content: Content) -> some View {
        GeometryReader { geometry in
            content
                .frame(height: BorderMetrics.barHeight(fraction: height, in: geometry.size))
                .offset(x: BorderMetrics.xOffset(position: position, in: geometry.size))
                .frame(maxHeight: .infinity, alignment: .bottom)
                // After the built-in modifiers, so that only this modifier's animatableData moves
                // the bar (the Habr article put it on the content; .offset and .frame would then animate on their own).
                .animation(nil)
        }
    }
}

/// The same modifier with the article's MyAnimatableVector as animatableData.
struct VectorTwoParameterBorder: ViewModifier, Animatable {
    var vector: MyAnimatableVector
    let log: AnimatableDataLog?

    var animatableData: MyAnimatableVector {
        get { vector }
        set {
            vector = newValue
            log?.record(String(format: "vector   %.3f, %.3f", Double(newValue.position), Double(newValue.height)))
        }
    }

    func body(content: Content) -> some View {
        GeometryReader { geometry in
            content
                .frame(height: BorderMetrics.barHeight(fraction: vector.height, in: geometry.size))
                .offset(x: BorderMetrics.xOffset(position: vector.position, in: geometry.size))
                .frame(maxHeight: .infinity, alignment: .bottom)
                // After the built-in modifiers, so that only this modifier's animatableData moves
                // the bar (the Habr article put it on the content; .offset and .frame would then animate on their own).
                .animation(nil)
        }
    }
}

/// Step 3: sliders for both parameters, "random", and the choice of the vector type.
struct TwoParameterBorderExample: View {
    /// The two vector types the example can animate with.
    enum DataType: String, CaseIterable {
        case pair = "AnimatablePair<CGFloat, CGFloat>"
        case vector = "MyAnimatableVector"
    }

    let log: AnimatableDataLog
    @State private var position: CGFloat = 0.1
    @State private var height: CGFloat = 0.2
    @State private var dataType: DataType = .pair

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Picker("animatableData", selection: $dataType) {
                ForEach(DataType.allCases, id: \.self) { type in
                    Text(type.rawValue).tag(type)
                }
            }
            .pickerStyle(.segmented)
            BorderTrack(height: 120) {
                let bar = Rectangle().fill(Color.green).frame(width: BorderMetrics.barWidth)
                switch dataType {
                case .pair:
                    bar.modifier(TwoParameterBorder(position: position, height: height, log: log))
                case .vector:
                    bar.modifier(VectorTwoParameterBorder(
                        vector: MyAnimatableVector(position: position, height: height), log: log))
                }
            }
            FractionSlider(label: "position", value: $position)
            FractionSlider(label: "height", value: $height)
            HStack(spacing: 16) {
                Button("random") { randomize() }
                    .buttonStyle(.borderedProminent)
                Button("set to 0") {
                    withAnimation(.linear(duration: 1)) {
                        position = 0
                        height = 0
                    }
                }
                .buttonStyle(.bordered)
            }
        }
        .onAppear {
            withAnimation(.linear(duration: 1)) {
                position = 0.85
                height = 0.9
            }
        }
    }

    private func randomize() {
        withAnimation(.linear(duration: 1)) {
            position = .random(in: 0...1)
            height = .random(in: 0...1)
        }
    }
}

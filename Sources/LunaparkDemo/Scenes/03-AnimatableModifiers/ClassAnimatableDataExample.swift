import Lunapark

// The Habr article, "Warum AnimatableData nur eine Struktur sein kann".
//
// The engine keeps only the difference between "was" and "is", and each
// frame it scales a *copy* of that difference by the animation's progress.
// Copying a class copies the reference: on the first frame, scaling by 0
// zeroes the stored difference itself, and every later frame adds a zero
// difference to the final value. The setter is still called every frame,
// but always with the final value: the change jumps.

/// The bar's position and height in a class: the same operations as MyAnimatableVector, by reference.
final class ReferenceVector: VectorArithmetic {
    var position: CGFloat
    var height: CGFloat

    init(position: CGFloat, height: CGFloat) {
        self.position = position
        self.height = height
    }

    static var zero: ReferenceVector { ReferenceVector(position: 0, height: 0) }

    static func + (lhs: ReferenceVector, rhs: ReferenceVector) -> ReferenceVector {
        ReferenceVector(position: lhs.position + rhs.position, height: lhs.height + rhs.height)
    }

    static func - (lhs: ReferenceVector, rhs: ReferenceVector) -> ReferenceVector {
        ReferenceVector(position: lhs.position - rhs.position, height: lhs.height - rhs.height)
    }

    static func == (lhs: ReferenceVector, rhs: ReferenceVector) -> Bool {
        lhs.position == rhs.position && lhs.height == rhs.height
    }

    /// Mutates the shared object: this is where the difference is lost.
    func scale(by rhs: Double) {
        position *= CGFloat(rhs)
        height *= CGFloat(rhs)
    }

    var magnitudeSquared: Double { Double(position * position + height * height) }
}

/// TwoParameterBorder with a class as animatableData.
struct ClassTwoParameterBorder: ViewModifier, Animatable {
    var position: CGFloat
    var height: CGFloat
    let log: AnimatableDataLog

    var animatableData: ReferenceVector {
        get { ReferenceVector(position: position, height: height) }
        set {
            position = newValue.position
            height = newValue.height
            log.record(String(format: "class    %.3f, %.3f", Double(position), Double(height)))
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

/// Step 4: the struct and the class side by side, driven by the same values.
struct ClassAnimatableDataExample: View {
    let structLog: AnimatableDataLog
    let classLog: AnimatableDataLog
    @State private var position: CGFloat = 0.1
    @State private var height: CGFloat = 0.2

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("struct MyAnimatableVector").font(.headline)
            BorderTrack(height: 95) {
                Rectangle().fill(Color.green).frame(width: BorderMetrics.barWidth)
                    .modifier(VectorTwoParameterBorder(
                        vector: MyAnimatableVector(position: position, height: height), log: structLog))
            }
            Text("final class ReferenceVector").font(.headline)
            BorderTrack(height: 95) {
                Rectangle().fill(Color.orange).frame(width: BorderMetrics.barWidth)
                    .modifier(ClassTwoParameterBorder(position: position, height: height, log: classLog))
            }
            HStack(spacing: 16) {
                Button("random") {
                    withAnimation(.linear(duration: 1)) {
                        position = .random(in: 0...1)
                        height = .random(in: 0...1)
                    }
                }
                .buttonStyle(.borderedProminent)
                Text(String(format: "target: position %.2f, height %.2f", Double(position), Double(height)))
                    .font(.callout.monospacedDigit())
            }
        }
        .onAppear {
            withAnimation(.linear(duration: 1)) {
                position = 0.85
                height = 0.9
            }
        }
    }
}

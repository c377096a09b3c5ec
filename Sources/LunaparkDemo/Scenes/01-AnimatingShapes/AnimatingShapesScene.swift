import Lunapark

// The Habr article ("SwiftUI in den Regalen: Animation", part 1), "Animierende Form".
//
// The standard Circle animates because `.frame` animates the space it is
// given. A custom shape whose radius is a stored property animates only if
// it hands that property to the animation through `animatableData`: each
// frame the runtime writes an interpolated radius into a copy of the shape
// and asks it for its path again. Without `animatableData` the change jumps.

/// A circle whose radius is a stored property, animatable through `animatableData`.
struct CustomCircle: Shape {
    var radius: CGFloat
    /// Where the values written by the animation are shown (not part of the shape's identity).
    var log: AnimatableDataLog?

    var animatableData: CGFloat {
        get { radius }
        set {
            radius = newValue
            log?.record(String(format: "radius = %.2f", Double(newValue)))
        }
    }

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        return Path { path in
            // Start at the top and go round clockwise on screen: `clockwise: false` in SwiftUI's
            // y-down space (the Habr article, note 2).
            path.move(to: CGPoint(x: center.x, y: center.y - radius))
            path.addArc(center: center, radius: radius, startAngle: .degrees(270),
                        endAngle: .degrees(270 + 360), clockwise: false)
            path.closeSubpath()
        }
    }
}

/// The same shape without `animatableData`: the animation has nowhere to write, so changes jump.
struct CustomCircleWithoutAnimatableData: Shape {
    var radius: CGFloat

    func path(in rect: CGRect) -> Path {
        Path(ellipseIn: CGRect(x: rect.midX - radius, y: rect.midY - radius, width: 2 * radius, height: 2 * radius))
    }
}

/// The standard circle, sized by `.frame`: the frame animates.
struct StandardCircleView: View {
    var radius: CGFloat

    var body: some View {
        Circle()
            .fill(Color.green)
            .frame(width: radius * 2, height: radius * 2)
            .overlay(Text("Circle").font(.title3).foregroundStyle(Color.white))
    }
}

/// The custom circle, which draws its own radius.
struct CustomCircleView: View {
    var radius: CGFloat
    var usesAnimatableData: Bool
    var log: AnimatableDataLog

    var body: some View {
        Group {
            if usesAnimatableData {
                CustomCircle(radius: radius, log: log).fill(Color.gray)
            } else {
                CustomCircleWithoutAnimatableData(radius: radius).fill(Color.gray)
            }
        }
        .frame(width: 200, height: 200)
        .overlay(Text("CustomCircle").font(.title3).foregroundStyle(Color.green))
    }
}

struct AnimatingShapesScene: ParkSceneView {
    static let info = SceneInfo(key: "1", title: "Animating shapes", shortTitle: "Shapes", sources: [.swiftUIOnTheShelves])

    @State private var radius: CGFloat = 100
    @State private var usesAnimatableData = true
    @State private var log = AnimatableDataLog()

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            SceneHeader(info: Self.info, lesson: "Circle grows because .frame animates its space. CustomCircle keeps its radius in a stored property: it animates only through animatableData, which the animation writes every frame (list on the right). Turn animatableData off and the change jumps: the magic is lost.")
            HStack(alignment: .top, spacing: 24) {
                VStack(spacing: 12) {
                    HStack(spacing: 32) {
                        StandardCircleView(radius: radius).frame(width: 200, height: 200)
                        CustomCircleView(radius: radius, usesAnimatableData: usesAnimatableData, log: log)
                    }
                    .frame(height: 210)
                    Slider(value: $radius, in: 42...100)
                    HStack(spacing: 16) {
                        Button("set default radius") {
                            withAnimation(.linear(duration: 1)) { radius = 50 }
                        }
                        .buttonStyle(.borderedProminent)
                        Button("radius 100") {
                            withAnimation(.linear(duration: 1)) { radius = 100 }
                        }
                        .buttonStyle(.bordered)
                        Spacer()
                        Text(String(format: "radius %.1f", Double(radius))).font(.callout.monospacedDigit())
                    }
                    Toggle("CustomCircle has animatableData", isOn: $usesAnimatableData)
                }
                AnimatableDataLogView(title: "values written to animatableData", log: log)
            }
        }
        .onAppear {
            // Play the article's example once: "set default radius" from 100.
            withAnimation(.linear(duration: 1)) { radius = 50 }
        }
    }
}

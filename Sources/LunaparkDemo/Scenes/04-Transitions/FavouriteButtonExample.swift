import Lunapark

// The objc.io article, the favourite button: when the built-in transitions do not
// fit, `.modifier(active:identity:)` makes one from any modifier. Inserted,
// the view starts with `active` and animates to `identity`; removed, it
// animates from `identity` to `active` and then leaves. Here the label
// tucks itself under the heart. As the article admits of its own version, the
// offset and the button widths are hard-coded.

/// Slides the label towards the heart and fades it when tucked.
struct TuckedLabelModifier: ViewModifier {
    let isTucked: Bool

    func body(content: Content) -> some View {
        content
            .offset(x: isTucked ? -70 : 0)
            .opacity(isTucked ? 0 : 1)
    }
}

extension AnyTransition {
    /// The label's transition: from (and to) tucked under the heart.
    static var tuckUnderHeart: AnyTransition {
        .modifier(active: TuckedLabelModifier(isTucked: true), identity: TuckedLabelModifier(isTucked: false))
    }
}

/// A heart from two arcs and a point.
struct HeartShape: Shape {
    func path(in rect: CGRect) -> Path {
        let w = rect.width, h = rect.height
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: rect.minX + x * w, y: rect.minY + y * h) }
        return Path { path in
            path.move(to: point(0.5, 0.95))
            path.addCurve(to: point(0.02, 0.35), control1: point(0.3, 0.78), control2: point(0.02, 0.6))
            path.addCurve(to: point(0.5, 0.2), control1: point(0.02, 0.02), control2: point(0.42, 0.02))
            path.addCurve(to: point(0.98, 0.35), control1: point(0.58, 0.02), control2: point(0.98, 0.02))
            path.addCurve(to: point(0.5, 0.95), control1: point(0.98, 0.6), control2: point(0.7, 0.78))
            path.closeSubpath()
        }
    }
}

/// The favourite button: a pill with a heart and a label that tucks away when tapped.
struct FavouriteButtonExample: View {
    let log: LifecycleLog
    @State private var isFavourite = false

    var body: some View {
        VStack(spacing: 24) {
            Button { toggle() } label: {
                ZStack {
                    HeartShape().fill(isFavourite ? Color.red : Color.white)
                    HeartShape().stroke(Color.red, lineWidth: 2)
                }
                .frame(width: 24, height: 22)
                // Behind the heart and placed from it, so that the label tucks away under it.
                .background(alignment: .leading) {
                    if !isFavourite {
                        Text("Favourite")
                            .font(.headline)
                            .foregroundStyle(Color.red)
                            .fixedSize()
                            .offset(x: 34)
                            .logsLifecycle("label", in: log)
                            .transition(.tuckUnderHeart)
                    }
                }
                .padding(.leading, 12)
                .frame(width: isFavourite ? 48 : 150, height: 48, alignment: .leading)
                .background(Color.white, in: Capsule())
                .clipShape(Capsule())
                .overlay(Capsule().stroke(Color.red, lineWidth: 2))
            }
            // The pill shrinks towards its leading edge, so the heart stays put while the label tucks
            // under it. (Centred, the heart would move too, and Lunapark places a view being removed
            // at its parent's final position at once: reported to the lead.)
            .frame(width: 150, alignment: .leading)
            Text(isFavourite ? "tap the heart to remove it" : "tap to mark as favourite")
                .font(.caption)
                .foregroundStyle(Color(white: 0.4))
                // A fixed width: Lunapark wraps a changed text inside its animated frame (reported).
                .frame(width: 240)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .onAppear { toggle() }
    }

    private func toggle() {
        log.begin("isFavourite = \(!isFavourite)")
        withAnimation(.spring(response: 0.5, dampingFraction: 0.7)) {
            isFavourite.toggle()
        }
    }
}

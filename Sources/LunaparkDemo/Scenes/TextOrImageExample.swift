import Lunapark

// Seed 004, if/else: the view tree holds either the text or the image,
// but during the animation the render tree holds both, the text with its
// removal transition and the image with its insertion transition.
//
// The seed shows `Image(systemName: "hand.wave")`. Lunapark's scene graph
// has no Image view yet, so a hand drawn as a Shape stands in for it.

/// A raised open hand, tilted as if waving, drawn from rounded rectangles.
struct WavingHandShape: Shape {
    func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        let origin = CGPoint(x: rect.midX - side / 2, y: rect.midY - side / 2)
        func box(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
            CGRect(x: origin.x + x * side, y: origin.y + y * side, width: w * side, height: h * side)
        }
        var hand = Path()
        // Palm and four fingers of different lengths, all rounded.
        hand.addRoundedRect(in: box(0.28, 0.45, 0.46, 0.42), cornerSize: CGSize(width: 0.14 * side, height: 0.14 * side))
        for (index, top) in [0.16, 0.08, 0.1, 0.2].enumerated() {
            let x = 0.28 + CGFloat(index) * 0.118
            hand.addRoundedRect(in: box(x, top, 0.1, 0.55 - top), cornerSize: CGSize(width: 0.05 * side, height: 0.05 * side))
        }
        // The thumb, turned outwards about its base.
        let thumbBase = CGPoint(x: origin.x + 0.32 * side, y: origin.y + 0.72 * side)
        let turn = CGAffineTransform(translationX: -thumbBase.x, y: -thumbBase.y)
            .concatenating(CGAffineTransform(rotationAngle: -0.75))
            .concatenating(CGAffineTransform(translationX: thumbBase.x, y: thumbBase.y))
        hand.addRoundedRect(in: box(0.27, 0.42, 0.1, 0.32), cornerSize: CGSize(width: 0.05 * side, height: 0.05 * side),
                            transform: turn)
        // Tilt the whole hand, as in a wave.
        let center = CGPoint(x: rect.midX, y: rect.midY)
        return hand.applying(CGAffineTransform(translationX: -center.x, y: -center.y)
            .concatenating(CGAffineTransform(rotationAngle: 0.3))
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y)))
    }
}

/// The seed's if/else between a text and an image.
struct TextOrImageExample: View {
    let log: LifecycleLog
    @State private var visible = false

    var body: some View {
        VStack(spacing: 24) {
            Toggle("Visible", isOn: loggedToggleBinding($visible, name: "visible", log: log))
                .frame(width: 300)
            if visible {
                Text("Hello, world!")
                    .font(.largeTitle)
                    .logsLifecycle("Text", in: log)
            } else {
                // Stands in for Image(systemName: "hand.wave"): Lunapark has no Image view yet.
                WavingHandShape()
                    .fill(Color.orange)
                    .frame(width: 70, height: 70)
                    .logsLifecycle("hand (Image)", in: log)
            }
        }
        .animation(.default, value: visible)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .onAppear {
            log.begin("visible = true")
            visible = true
        }
    }
}

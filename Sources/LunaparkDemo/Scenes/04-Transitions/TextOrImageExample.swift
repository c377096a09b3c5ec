import Lunapark

// The objc.io article, if/else: the view tree holds either the text or the image,
// but during the animation the render tree holds both, the text with its
// removal transition and the image with its insertion transition.
//
// The article shows `Image(systemName: "hand.wave")`; Linux has no SF Symbols,
// so Lunapark's Image draws Material Icons' waving hand for that name.

/// The article's if/else between a text and an image.
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
                Image(systemName: "hand.wave")
                    .font(.system(size: 56))
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

import Lunapark

// The objc.io article: the inserted view slides in from the leading edge, the removed
// one scales down, and both fade, slowed to half speed:
//     .asymmetric(insertion: .slide, removal: .scale).combined(with: .opacity)
// First with an if/else between two Texts, then with one Text whose
// `.id(visible)` changes: a new identity is a new view in the render tree,
// so the old text is removed and a new one inserted, each with the transition.

extension AnyTransition {
    /// The article's transition: slide in, scale out, fading both ways.
    static var slideInScaleOut: AnyTransition {
        .asymmetric(insertion: .slide, removal: .scale).combined(with: .opacity)
    }
}

/// The slide/scale transition between two texts, by if/else or by `.id(_:)`.
struct SlideScaleTextExample: View {
    /// How the example replaces the text.
    enum Replacement {
        case ifElse
        case identity
    }

    let replacement: Replacement
    let log: LifecycleLog
    @State private var visible = false

    var body: some View {
        VStack(spacing: 24) {
            Toggle("Visible", isOn: loggedToggleBinding($visible, name: "visible", log: log))
                .frame(width: 300)
            VStack {
                switch replacement {
                case .ifElse:
                    if visible {
                        Text("Hello, world!")
                            .font(.largeTitle)
                            .foregroundStyle(Color.indigo)
                            .logsLifecycle("Text (if)", in: log)
                            .transition(.slideInScaleOut)
                    } else {
                        Text("Hello world!")
                            .font(.largeTitle)
                            .foregroundStyle(Color.orange)
                            .logsLifecycle("Text (else)", in: log)
                            .transition(.slideInScaleOut)
                    }
                case .identity:
                    // As the article writes it: the transition after `.id`.
                    Text("Hello, world!")
                        .font(.largeTitle)
                        .foregroundStyle(visible ? Color.indigo : Color.orange)
                        .logsLifecycle("Text(\(visible))", in: log)
                        .id(visible)
                        .transition(.slideInScaleOut)
                }
            }
            .frame(width: 420, height: 80)
        }
        .animation(.default.speed(0.5), value: visible)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .onAppear {
            log.begin("visible = true")
            visible = true
        }
    }
}

import Lunapark

// The objc.io article (objc.io, "Transitions in SwiftUI"), the first example: a
// toggle inserts and removes a text. The change is in the render tree,
// not in the view value: the text fades in and out (the default
// `.opacity` transition) only when the `if` condition changes, and it
// animates because `.animation(.default, value: visible)` gives that
// change an animation.

/// A binding to a Bool that notes each change in the lifecycle log before it is applied.
@MainActor
func loggedToggleBinding(_ value: Binding<Bool>, name: String, log: LifecycleLog) -> Binding<Bool> {
    Binding(
        get: { value.wrappedValue },
        set: { newValue in
            log.begin("\(name) = \(newValue)")
            value.wrappedValue = newValue
        })
}

/// The article's toggle and fading text.
struct FadingTextExample: View {
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

import Foundation
import Lunapark

// objc.io, "Transitions in SwiftUI", read in Thai: its code blocks in the article's order,
// as written but for `import Lunapark`. The article calls two different views ContentView,
// and its last three blocks are fragments of a ContentView's body (a `let transition` and a
// VStack reading `visible`); each block is in a caseless enum named after it, the fragments
// inside the ContentView of the first two blocks (`@State var visible = false` and `body`).

// MARK: Block 1: a text that fades in and out

/// The article's first block.
enum FadingText {
struct ContentView: View {
    @State var visible = false
    var body: some View {
        VStack {
            Toggle("Visible", isOn: $visible)
            if visible {
                Text("Hello, world!")
            }
        }
        .animation(.default, value: visible)
    }
}
}

// MARK: Block 2: if/else, a text or an image

/// The article's second block.
enum TextOrImage {
struct ContentView: View {
    @State var visible = false
    var body: some View {
        VStack {
            Toggle("Visible", isOn: $visible)
            if visible {
                Text("Hello, world!")
            } else {
                Image(systemName: "hand.wave")
            }
        }
        .animation(.default, value: visible)
    }
}
}

// MARK: Block 3: slide in, scale out

/// The article's third block, one statement; the property returns what it declares.
enum SlideInScaleOut {
    @MainActor static var transition: AnyTransition {
let transition = AnyTransition.asymmetric(insertion: .slide, removal: .scale)
        return transition
    }
}

// MARK: Block 4: the same, fading too, between two texts of an if/else

/// The article's fourth block as ContentView's body.
enum SlideScaleIfElse {
struct ContentView: View {
    @State var visible = false
    var body: some View {
let transition = AnyTransition.asymmetric(insertion: .slide, removal: .scale).combined(with: .opacity)
VStack {
    Toggle("Visible", isOn: $visible)
    if visible {
        Text("Hello, world!")
            .transition(transition)
    } else {
        Text("Hello world!")
            .transition(transition)
    }
}
.animation(.default.speed(0.5), value: visible)
    }
}
}

// MARK: Block 5: one text whose id changes

/// The article's fifth block as ContentView's body.
enum SlideScaleID {
struct ContentView: View {
    @State var visible = false
    var body: some View {
let transition = AnyTransition.asymmetric(insertion: .slide, removal: .scale).combined(with: .opacity)
VStack {
    Toggle("Visible", isOn: $visible)
    Text("Hello, world!")
        .id(visible)
        .transition(transition)
}
.animation(.default.speed(0.5), value: visible)
    }
}
}

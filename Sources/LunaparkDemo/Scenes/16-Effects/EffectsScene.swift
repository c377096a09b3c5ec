import Lunapark

// Apple's pages on rotation3DEffect (its 45° text) and hueRotation (its five gradient
// squares) first, then a card flip with perspective, colour effects animated on a button,
// and visualEffect with drawingGroup, of our own.

/// Shift+6: views turned in 3D with perspective, colour effects, and geometry-driven effects.
struct EffectsScene: ParkSceneView {
    static let info = SceneInfo(key: .shift("6"), title: "3D and colour effects", shortTitle: "Effects",
                                sources: [.appleSwiftUIDocumentation])

    enum Example: String, SceneExample {
        case appleRotation = "Apple: 3D text"
        case cardFlip = "card flip"
        case appleHue = "Apple: hueRotation"
        case colorEffects = "colour effects"
        case visualEffect = "visualEffect"

        var explanation: String {
            switch self {
            case .appleRotation:
                "Apple's example: text turned 45° about the y axis with perspective 1, so its right side is farther away and smaller. The slider turns it; the camera sits max(width, height) / perspective in front of the view, and the turned layer is drawn through a true 3x3 projection (the far edge shorter, straight lines straight)."
            case .cardFlip:
                "A card flips about its vertical axis with rotation3DEffect: the front shows up to 90°, the back (turned 180° so it reads the right way) after. Tap the card. Perspective 0 would flip it flat; 1 is SwiftUI's default. Only the layer's projection changes per frame: no body runs."
            case .appleHue:
                "Apple's example of hueRotation: six squares filled with the same gradient, each turned 36° further round the hue circle (0° to 180°). Hue rotation keeps luminance and greys (SVG's hueRotate matrix)."
            case .colorEffects:
                "Each colour effect is a colour matrix on the view's pixels: saturation, grayscale, brightness, contrast, colorInvert, colorMultiply and luminanceToAlpha. Press the button: the top row animates hueRotation, saturation, brightness and contrast together, as SwiftUI animates their amounts."
            case .visualEffect:
                "visualEffect gives the closure the view's GeometryProxy: each badge turns its hue and scale by its own position, and again when the row moves (a layout animation), without running a body. The right column is drawn in a drawingGroup: flattened into one offscreen image, then faded as one."
            }
        }
    }

    @State private var example: Example = .appleRotation

    var body: some View {
        ExampleScene(info: Self.info,
                     lesson: "rotation3DEffect turns a view in 3D and projects it back with perspective; the colour effects run every pixel through a colour matrix. All of them animate on the display list alone: a frame changes a layer's projection or matrix, the content's drawing is reused.",
                     example: $example) { example in
            switch example {
            case .appleRotation: AppleRotationExample()
            case .cardFlip: CardFlipExample()
            case .appleHue: AppleHueRotationExample()
            case .colorEffects: ColorEffectsExample()
            case .visualEffect: VisualEffectExample()
            }
        }
    }
}

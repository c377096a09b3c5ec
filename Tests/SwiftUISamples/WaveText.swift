import Lunapark

/// A wavy headline as iOS 18 TextRenderer tutorials write it: each glyph is lifted
/// along a sine wave whose strength animates when the text is tapped. Only the import differs.
struct WaveRenderer: TextRenderer {
    var strength: Double
    var frequency: Double

    var animatableData: Double {
        get { strength }
        set { strength = newValue }
    }

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout {
            for run in line {
                for (index, glyph) in run.enumerated() {
                    let yOffset = strength * sin(Double(index) * frequency)
                    var copy = context
                    copy.translateBy(x: 0, y: yOffset)
                    copy.draw(glyph, options: .disablesSubpixelQuantization)
                }
            }
        }
    }
}

struct WaveText: View {
    @State private var amount = 0.0

    var body: some View {
        Text("Hello, TextRenderer")
            .font(.title.bold())
            .textRenderer(WaveRenderer(strength: amount, frequency: 0.5))
            .onTapGesture {
                withAnimation(.easeInOut(duration: 1)) {
                    amount = amount == 0 ? 10 : 0
                }
            }
    }
}

/// Marks the words the appearance effect brings in one glyph at a time.
struct EmphasisAttribute: TextAttribute {}

/// The appear effect of WWDC24's "Create custom visual effects with SwiftUI": emphasised
/// runs rise into place glyph by glyph on a spring, fading and sharpening; other runs fade in.
struct AppearanceEffectRenderer: TextRenderer, Animatable {
    var elapsedTime: TimeInterval
    var elementDuration: TimeInterval
    var totalDuration: TimeInterval

    var spring: Spring {
        .snappy(duration: elementDuration - 0.05, extraBounce: 0.4)
    }

    var animatableData: Double {
        get { elapsedTime }
        set { elapsedTime = newValue }
    }

    init(elapsedTime: TimeInterval, elementDuration: Double = 0.4, totalDuration: TimeInterval) {
        self.elapsedTime = min(elapsedTime, totalDuration)
        self.elementDuration = min(elementDuration, totalDuration)
        self.totalDuration = totalDuration
    }

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for run in layout.flattenedRuns {
            if run[EmphasisAttribute.self] != nil {
                let delay = elementDelay(count: run.count)
                for (index, slice) in run.enumerated() {
                    let timeOffset = TimeInterval(index) * delay
                    let elementTime = max(0, min(elapsedTime - timeOffset, elementDuration))
                    var copy = context
                    draw(slice, at: elementTime, in: &copy)
                }
            } else {
                var copy = context
                copy.opacity = UnitCurve.easeIn.value(at: elapsedTime / 0.2)
                copy.draw(run)
            }
        }
    }

    func draw(_ slice: Text.Layout.RunSlice, at time: TimeInterval, in context: inout GraphicsContext) {
        let progress = time / elementDuration
        let opacity = UnitCurve.easeIn.value(at: 1.4 * progress)
        let blurRadius = slice.typographicBounds.rect.height / 16 * UnitCurve.easeIn.value(at: 1 - progress)
        let translationY = spring.value(fromValue: -slice.typographicBounds.descent, toValue: 0,
                                        initialVelocity: 0, time: time)
        context.translateBy(x: 0, y: translationY)
        context.addFilter(.blur(radius: blurRadius))
        context.opacity = opacity
        context.draw(slice, options: .disablesSubpixelQuantization)
    }

    func elementDelay(count: Int) -> TimeInterval {
        let count = TimeInterval(count)
        let remainingTime = totalDuration - count * elementDuration
        return max(remainingTime / (count + 1), (totalDuration - elementDuration) / count)
    }
}

extension Text.Layout {
    var flattenedRuns: some RandomAccessCollection<Text.Layout.Run> {
        self.flatMap { line in line }
    }

    var flattenedRunSlices: some RandomAccessCollection<Text.Layout.RunSlice> {
        flattenedRuns.flatMap(\.self)
    }
}

struct AppearingTitle: View {
    @State private var isVisible = false

    var body: some View {
        Text("Visual Effects")
            .customAttribute(EmphasisAttribute())
            .foregroundStyle(.pink)
            .bold()
            .font(.largeTitle)
            .textRenderer(AppearanceEffectRenderer(elapsedTime: isVisible ? 0.9 : 0, totalDuration: 0.9))
            .onAppear {
                withAnimation(.linear(duration: 0.9)) { isVisible = true }
            }
    }
}

import Lunapark

// The Habr article, "AnimatableModifier": the article's test bench is a gray area
// with a thin green bar whose horizontal position (0...1) is animated.

/// The gray area a green bar moves along, as in the Habr article's SimpleView.
struct BorderTrack<Bar: View>: View {
    var height: CGFloat = 110
    @ViewBuilder let bar: Bar

    var body: some View {
        ZStack(alignment: .topLeading) {
            Rectangle().fill(Color(white: 0.82))
            bar
        }
        .frame(height: height)
    }
}

/// Where the bar stands: a position of 0 puts it at the leading edge, 1 at the trailing edge.
enum BorderMetrics {
    static let barWidth: CGFloat = 10

    static func xOffset(position: CGFloat, in size: CGSize) -> CGFloat {
        (size.width - barWidth) * position
    }

    /// The bar's height for a height fraction 0...1: from 20 points to the full track.
    static func barHeight(fraction: CGFloat, in size: CGSize) -> CGFloat {
        20 + (size.height - 20) * fraction
    }
}

/// A labelled slider for a 0...1 fraction, with its value.
struct FractionSlider: View {
    let label: String
    @Binding var value: CGFloat

    var body: some View {
        HStack(spacing: 12) {
            Text(label).font(.callout).frame(width: 70, alignment: .leading)
            Slider(value: $value, in: 0...1)
            Text(String(format: "%.2f", Double(value)))
                .font(.callout.monospacedDigit())
                .frame(width: 44, alignment: .trailing)
        }
    }
}

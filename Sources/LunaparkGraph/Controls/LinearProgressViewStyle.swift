import Foundation
import LunaparkCore

/// A bar (SwiftUI's `LinearProgressViewStyle`, `.linear`): as wide as offered,
/// 4 points tall, a capsule of white 0.9 filled from the leading end with the
/// tint (the accent colour without one) to the fraction completed; the label
/// above it and the current-value label under it (in the footnote font, grey),
/// 4 points apart. Indeterminate progress shows a segment a third of the bar
/// long sweeping across it every 1.2 s.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The colour given to `init(tint:)`, which wins over the `tint(_:)` in force.
    let styleTint: Color?

    /// The linear style.
    public init() { styleTint = nil }

    /// The linear style filled with `tint` (deprecated in iOS 16 for the `tint(_:)`
    /// modifier, which does the same).
    public init(tint: Color) { styleTint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        LinearProgressBar(configuration: configuration, styleTint: styleTint)
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar filling up.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

private struct LinearProgressBar: View {
    let configuration: ProgressViewStyleConfiguration
    let styleTint: Color?
    @Environment(\.tint) private var tint
    @State private var sweeps = false

    var body: some View {
        let color = styleTint ?? tint ?? .accentColor
        return VStack(alignment: .leading, spacing: 4) {
            if let label = configuration.label { label }
            Capsule().fill(Color(white: 0.9))
                .frame(height: 4)
                .overlay(alignment: .leading) {
                    if let fraction = configuration.fractionCompleted {
                        Capsule().fill(color)
                            .frame(maxWidth: .infinity)
                            .scaleEffect(x: fraction, y: 1, anchor: .leading)
                    } else {
                        Capsule().fill(color)
                            .frame(maxWidth: .infinity)
                            .scaleEffect(x: 1.0 / 3, y: 1, anchor: .leading)
                            .modifier(_SweepEffect(phase: sweeps ? 1 : 0))
                            .animation(.linear(duration: 1.2).repeatForever(autoreverses: false), value: sweeps)
                            .onAppear { sweeps = true }
                    }
                }
                .clipShape(Capsule())
            if let value = configuration.currentValueLabel {
                value.font(.footnote).foregroundStyle(Color.gray)
            }
        }
    }
}

/// Moves the indeterminate segment from just before the bar's leading end
/// (phase 0) to its trailing end (phase 1).
private struct _SweepEffect: GeometryEffect {
    var phase: CGFloat

    var animatableData: CGFloat {
        get { phase }
        set { phase = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: (phase * 4 / 3 - 1.0 / 3) * size.width, y: 0))
    }
}

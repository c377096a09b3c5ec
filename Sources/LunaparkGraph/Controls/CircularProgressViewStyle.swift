import Foundation
import LunaparkCore

/// A spinner (SwiftUI's `CircularProgressViewStyle`, `.circular`): 20 points
/// wide, eight spokes (2.5 x 6 points) in grey whose opacity falls from 1 to
/// 0.3 around the circle, turning once a second; the label under it, 8 points
/// apart, in grey. With a known fraction it draws a ring of white 0.9 (3
/// points wide) filled clockwise from 12 o'clock with the tint, as macOS does
/// (iOS keeps spinning).
///
/// The spokes take the style's own tint (`init(tint:)`), else the `tint(_:)` in
/// force, else grey, as on iOS 16, where `ProgressView().tint(.white)` whitens
/// the spinner.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The colour given to `init(tint:)`.
    let styleTint: Color?

    /// The circular style.
    public init() { styleTint = nil }

    /// The circular style drawn in `tint` (deprecated in iOS 16 for the `tint(_:)`
    /// modifier, which does the same, but common in older samples).
    public init(tint: Color) { styleTint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        CircularProgressIndicator(configuration: configuration, styleTint: styleTint)
    }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner, or a ring filling up.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

private struct CircularProgressIndicator: View {
    let configuration: ProgressViewStyleConfiguration
    let styleTint: Color?
    @Environment(\.tint) private var environmentTint
    private var tint: Color? { styleTint ?? environmentTint }
    @State private var turns = false

    var body: some View {
        VStack(spacing: 8) {
            if let fraction = configuration.fractionCompleted {
                ZStack {
                    Circle().stroke(Color(white: 0.9), lineWidth: 3)
                    Circle().trim(from: 0, to: fraction)
                        .stroke(tint ?? .accentColor, style: StrokeStyle(lineWidth: 3, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                }
                .frame(width: 20, height: 20)
            } else {
                ZStack {
                    ForEach(0..<8, id: \.self) { spoke in
                        Capsule().fill(tint ?? Color.gray)
                            .frame(width: 2.5, height: 6)
                            .offset(y: -7)
                            .rotationEffect(.degrees(Double(spoke) * 45))
                            .opacity(1 - Double(spoke) * 0.1)
                    }
                }
                .frame(width: 20, height: 20)
                .rotationEffect(.degrees(turns ? 360 : 0))
                .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: turns)
                .onAppear { turns = true }
            }
            if let label = configuration.label { label.foregroundStyle(Color.gray) }
        }
    }
}

import Lunapark  // on Apple platforms: import SwiftUI

/// A lane whose ball crosses its track in a second once cued.
struct CueLane: View {
    let title: String
    let color: Color
    let isOn: Bool

    /// The track's length in points.
    static let trackWidth: CGFloat = 440
    /// The ball's diameter in points.
    static let ballSize: CGFloat = 24

    var body: some View {
        HStack(spacing: 16) {
            Text(title)
                .font(.callout)
                .frame(width: 200, alignment: .leading)
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color(white: 0.92))
                    .frame(width: Self.trackWidth, height: 6)
                Circle()
                    .fill(color)
                    .frame(width: Self.ballSize, height: Self.ballSize)
                    .offset(x: isOn ? Self.trackWidth - Self.ballSize : 0)
            }
            .frame(width: Self.trackWidth, height: Self.ballSize, alignment: .leading)
        }
    }
}

import Foundation
import LunaparkCore

/// The inspector's timeline strip across the bottom of the window while the
/// scene is paused: a tick for each recorded frame over the last seconds, the
/// playhead on the frame shown, that frame's time and animation values, and
/// the keys; above the track, the frame lane (`FrameLane`) on the same time axis. Its track and lane span the window less `trackInset` on each side, which
/// `InspectedContent` maps pointer positions onto.
struct TimelineStrip: View {
    /// The strip's height, points.
    static let height: CGFloat = 123
    /// The header line's height, points.
    static let headerHeight: CGFloat = 16
    /// The spacing between the strip's rows, points.
    static let spacing: CGFloat = 3
    /// The top padding above the header, points.
    static let topPadding: CGFloat = 6
    /// The track's inset from the window's left and right edges, points.
    static let trackInset: CGFloat = 12

    let model: TimelineStripModel

    var body: some View {
        VStack(alignment: .leading, spacing: Self.spacing) {
            HStack {
                Text(model.title).font(.caption.bold().monospacedDigit()).lineLimit(1)
                Text(model.status).font(.caption2).foregroundStyle(Color.orange).lineLimit(1)
                Spacer()
                Text("drag or \u{2190} \u{2192} step   r replay   s speed   p live").font(.caption2)
                    .foregroundStyle(Color(white: 0.7)).lineLimit(1)
            }
            .frame(height: Self.headerHeight)
            FrameLane(data: model.lane)
            FrameTicks(fractions: model.frameFractions)
                .stroke(Color(white: 0.5), lineWidth: 1)
                .frame(height: 20)
                .background(Color(white: 0.18))
                .overlay { PlayheadMark(fraction: model.playheadFraction).fill(Color.orange) }
            ForEach(0..<model.animations.count, id: \.self) { i in
                Text(model.animations[i]).font(.caption2.monospaced()).lineLimit(1)
            }
        }
        .foregroundStyle(Color.white)
        .padding(.horizontal, Self.trackInset)
        .padding(.vertical, Self.topPadding)
        .frame(maxWidth: .infinity, alignment: .topLeading)
        .frame(height: Self.height, alignment: .top)
        .background(Color(white: 0.08))
    }
}

/// A short vertical line for each recorded frame at its place (0 left ... 1 right).
struct FrameTicks: Shape {
    let fractions: [Double]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        for fraction in fractions {
            let x = rect.minX + rect.width * CGFloat(fraction)
            path.move(to: CGPoint(x: x, y: rect.minY + rect.height * 0.3))
            path.addLine(to: CGPoint(x: x, y: rect.maxY))
        }
        return path
    }
}

/// The playhead: a 3-point bar the track's height with a triangle on top, at `fraction` (0 left ... 1 right).
struct PlayheadMark: Shape {
    let fraction: Double

    func path(in rect: CGRect) -> Path {
        let x = rect.minX + rect.width * CGFloat(min(max(fraction, 0), 1))
        var path = Path(CGRect(x: x - 1.5, y: rect.minY, width: 3, height: rect.height))
        path.move(to: CGPoint(x: x - 5, y: rect.minY - 4))
        path.addLine(to: CGPoint(x: x + 5, y: rect.minY - 4))
        path.addLine(to: CGPoint(x: x, y: rect.minY + 2))
        path.closeSubpath()
        return path
    }
}

import Foundation
import LunaparkCore

/// The timeline strip's frame lane: a bar per recorded frame at its place on the track, its
/// phases stacked (build blue, raster green, upload violet, present grey; the frame interval
/// in dark grey when the host reported no phases), 0 at the bottom and twice the frame budget
/// at the top, with the budget as a line across; hitches (late frames, and frames after
/// dropped ones) marked red behind their bars and above them.
struct FrameLane: View {
    /// The lane's height, points.
    static let height: CGFloat = 36
    /// The phases' colours, bottom to top.
    static let phaseColors: [Color] = [
        Color(red: 0.3, green: 0.55, blue: 1), Color(red: 0.3, green: 0.8, blue: 0.4),
        Color(red: 0.7, green: 0.45, blue: 0.95), Color(white: 0.75),
    ]

    let data: FrameLaneData

    var body: some View {
        ZStack {
            FrameLaneHitchMarks(data: data).fill(Color(red: 1, green: 0.2, blue: 0.2, opacity: 0.45))
            FrameLaneBars(data: data, layer: .interval).fill(Color(white: 0.4))
            ForEach(0..<Self.phaseColors.count, id: \.self) { phase in
                FrameLaneBars(data: data, layer: .phase(phase)).fill(Self.phaseColors[phase])
            }
            FrameLaneBudgetLine().stroke(Color(white: 0.85, opacity: 0.6), lineWidth: 1)
        }
        .frame(height: Self.height)
        .background(Color(white: 0.14))
        .overlay(alignment: .topLeading) {
            Text(String(format: "frames against %.1f ms: build raster upload present; red: %d late or dropped",
                        data.budget * 1000, data.hitchCount))
                .font(.caption2).foregroundStyle(Color(white: 0.65)).lineLimit(1)
        }
    }
}

/// One layer of the lane's bars: phase k of every frame (stacked on the phases below it), or
/// the interval of the frames without phases. A bar is as wide as a frame's share of the
/// track, 1 to 5 points; heights span 0 (bottom) to twice the budget (top), clipped there.
struct FrameLaneBars: Shape {
    enum Layer: Equatable {
        case phase(Int)
        case interval
    }

    let data: FrameLaneData
    let layer: Layer

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let count = data.fractions.count
        guard count > 0, data.budget > 0 else { return path }
        let width = min(max(rect.width / CGFloat(count) * 0.8, 1), 5)
        let scale = rect.height / CGFloat(2 * data.budget)
        for index in 0..<count {
            var low: TimeInterval = 0
            var high: TimeInterval = 0
            switch layer {
            case .phase(let k):
                guard let phases = data.phases[index]?.stacked, phases.indices.contains(k) else { continue }
                low = phases[..<k].reduce(0, +)
                high = low + phases[k]
            case .interval:
                guard data.phases[index] == nil, let interval = data.intervals[index] else { continue }
                high = interval
            }
            let top = max(rect.maxY - CGFloat(high) * scale, rect.minY)
            let bottom = max(rect.maxY - CGFloat(low) * scale, rect.minY)
            guard bottom > top else { continue }
            let x = rect.minX + rect.width * CGFloat(data.fractions[index]) - width / 2
            path.addRect(CGRect(x: x, y: top, width: width, height: bottom - top))
        }
        return path
    }
}

/// A red band behind each hitch's bar, the lane's height, at least 3 points wide.
struct FrameLaneHitchMarks: Shape {
    let data: FrameLaneData

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let count = data.fractions.count
        guard count > 0 else { return path }
        let width = max(rect.width / CGFloat(count), 3)
        for index in 0..<count where data.hitches[index] {
            let x = rect.minX + rect.width * CGFloat(data.fractions[index]) - width / 2
            path.addRect(CGRect(x: x, y: rect.minY, width: width, height: rect.height))
        }
        return path
    }
}

/// The frame budget across the lane: half its height.
struct FrameLaneBudgetLine: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        return path
    }
}

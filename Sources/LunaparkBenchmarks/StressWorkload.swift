import Foundation
import Lunapark

/// The three workloads of the stress suite (issue 14), written the way SwiftUI code is:
/// each of N dots keeps its leg in `@State` and changes it inside
/// `withAnimation(_:completionCriteria: .logicallyComplete) { ... } completion: { next leg }`,
/// so every leg that ends starts another animation (a restart, with a body evaluation).
/// The park's Stress scene (17) runs the same three.
enum StressWorkload: String, CaseIterable {
    /// 8 pt circles moving to a new point with `.easeInOut(duration: 1)`.
    case easeInOut
    /// The same with `.spring(duration: 1, bounce: 0.3)`.
    case spring
    /// 8 pt squares springing their offset, rotation and opacity together.
    case springs3

    /// The animation of every leg.
    var animation: Animation {
        switch self {
        case .easeInOut: .easeInOut(duration: 1)
        case .spring, .springs3: .spring(duration: 1, bounce: 0.3)
        }
    }

    /// What the figures call it.
    var label: String {
        switch self {
        case .easeInOut: "easeInOut offset"
        case .spring: "spring offset"
        case .springs3: "springs offset+rotation+opacity"
        }
    }
}

/// Counts the legs begun by every `StressDot` (a benchmark reads it between frames).
@MainActor
enum StressCounter {
    static var legsBegun = 0
}

/// N dots in a `width` x `height` point area, each re-armed by its own completion.
/// With `staggered`, dot `i`'s first leg waits `i / count` seconds, so legs end evenly
/// spread over every second (N restarts a second); without, every leg ends in the same frame.
struct StressField: View {
    let workload: StressWorkload
    let count: Int
    var width: CGFloat = 960
    var height: CGFloat = 640
    var staggered = true

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(0..<count, id: \.self) { index in
                StressDot(workload: workload, index: index,
                          firstDelay: staggered ? Double(index) / Double(max(count, 1)) : 0,
                          width: width, height: height)
            }
        }
        .frame(width: width, height: height, alignment: .topLeading)
    }
}

/// One dot: its leg number is its state; the leg's end (logically complete) begins the next.
struct StressDot: View {
    let workload: StressWorkload
    let index: Int
    let firstDelay: TimeInterval
    let width: CGFloat
    let height: CGFloat
    @State private var leg = 0

    var body: some View {
        let point = StressDot.point(index: index, leg: leg, width: width, height: height)
        let odd = leg % 2 == 1
        Group {
            if workload == .springs3 {
                Rectangle()
                    .fill(StressDot.color(index))
                    .frame(width: 8, height: 8)
                    .rotationEffect(.degrees(odd ? 90 : 0))
                    .opacity(odd ? 0.35 : 1)
            } else {
                Circle()
                    .fill(StressDot.color(index))
                    .frame(width: 8, height: 8)
            }
        }
        .offset(x: point.x, y: point.y)
        .onAppear { beginLeg(after: firstDelay) }
    }

    private func beginLeg(after delay: TimeInterval) {
        StressCounter.legsBegun += 1
        withAnimation(workload.animation.delay(delay), completionCriteria: .logicallyComplete) {
            leg += 1
        } completion: {
            beginLeg(after: 0)
        }
    }

    /// Where dot `index` goes on leg `leg`: a point of the area from a hash of both (splitmix64).
    static func point(index: Int, leg: Int, width: CGFloat, height: CGFloat) -> CGPoint {
        var z = UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(truncatingIfNeeded: leg) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        let x = Double(z & 0xFFFF) / 65_535
        let y = Double((z >> 16) & 0xFFFF) / 65_535
        return CGPoint(x: x * Double(max(width - 8, 0)), y: y * Double(max(height - 8, 0)))
    }

    /// One of twelve hues, by index.
    static func color(_ index: Int) -> Color {
        Color(hue: Double(index % 12) / 12, saturation: 0.7, brightness: 0.85)
    }
}

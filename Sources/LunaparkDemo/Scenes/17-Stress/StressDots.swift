import Lunapark

/// The three workloads of the stress scene (and of `LunaparkBenchmarks stress`, issue 14):
/// dots that keep their leg in `@State` and change it inside
/// `withAnimation(_:completionCriteria: .logicallyComplete) { ... } completion: { next leg }`.
enum StressWorkload: String, SceneExample {
    case easeInOut = "easeInOut"
    case spring = "spring"
    case springs3 = "3 springs"

    var explanation: String {
        switch self {
        case .easeInOut: "8 pt circles, each moving to a new point with .easeInOut(duration: 1); its completion starts the next leg."
        case .spring: "The same circles with .spring(duration: 1, bounce: 0.3)."
        case .springs3: "8 pt squares springing their offset, rotation and opacity together: three animations restarted per leg."
        }
    }

    /// The animation of every leg.
    var animation: Animation {
        switch self {
        case .easeInOut: .easeInOut(duration: 1)
        case .spring, .springs3: .spring(duration: 1, bounce: 0.3)
        }
    }
}

/// `count` dots in a `width` x `height` point area. Dot `i`'s first leg waits `i / count`
/// seconds, so legs end spread evenly over every second: `count` restarts a second.
struct StressDots: View {
    let workload: StressWorkload
    let count: Int
    let width: CGFloat
    let height: CGFloat

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(0..<count, id: \.self) { index in
                StressDot(workload: workload, index: index, firstDelay: Double(index) / Double(max(count, 1)),
                          width: width, height: height)
            }
        }
        .frame(width: width, height: height, alignment: .topLeading)
        .clipped()
    }
}

/// One dot: its leg number is its state; the leg's logical end begins the next.
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

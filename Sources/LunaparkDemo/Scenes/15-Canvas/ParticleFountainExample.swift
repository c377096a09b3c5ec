import Foundation
import Lunapark

/// A fountain of particles, each a pure function of the time: launched every so often from
/// the bottom centre with its own speed and angle, falling under gravity, fading as it ages.
struct ParticleFountainExample: View {
    @State private var count: Double = 2_000
    @State private var additive = true

    var body: some View {
        VStack(spacing: 10) {
            HStack(spacing: 16) {
                Text("particles: \(Int(count))").monospacedDigit().frame(width: 150, alignment: .leading)
                Slider(value: $count, in: 100...10_000, step: 100).frame(width: 320)
                Toggle(".plusLighter", isOn: $additive).frame(width: 200)
            }
            TimelineView(.animation) { timeline in
                Canvas { context, size in
                    // Every particle repeats with its lifetime, so any origin of time will do.
                    let time = timeline.date.timeIntervalSinceReferenceDate
                    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(white: 0.08)))
                    context.blendMode = additive ? .plusLighter : .normal
                    for index in 0..<Int(count) {
                        let particle = FountainParticle(index: index, count: Int(count))
                        guard let state = particle.state(at: time, in: size) else { continue }
                        var dot = context
                        dot.opacity = state.opacity
                        dot.fill(Path(ellipseIn: CGRect(x: state.position.x - 2, y: state.position.y - 2, width: 4, height: 4)),
                                 with: .color(Color(hue: particle.hue, saturation: 0.7, brightness: 1)))
                    }
                }
            }
            .frame(height: 300)
            .clipShape(RoundedRectangle(cornerRadius: 12))
        }
    }
}

/// One particle of the fountain: when it leaves, how fast, at what angle and in which colour.
struct FountainParticle {
    /// Seconds a particle lives before it is launched again.
    static let lifetime = 2.4
    /// Downward acceleration, points per second squared.
    static let gravity = 420.0

    let launchOffset: Double
    let speed: Double
    let angle: Double
    let hue: Double

    init(index: Int, count: Int) {
        let seed = Double(index)
        // Launches spread evenly over a lifetime; speed and angle from the golden ratio, so
        // neighbours differ without a random generator (the same every frame).
        launchOffset = Self.lifetime * seed / Double(max(count, 1))
        let golden = (seed * 0.618_034).truncatingRemainder(dividingBy: 1)
        speed = 380 + 160 * golden
        angle = -Double.pi / 2 + (golden - 0.5) * 0.7
        hue = 0.5 + 0.15 * ((seed * 0.377).truncatingRemainder(dividingBy: 1))
    }

    /// Where the particle is and how opaque at `time` seconds, or nil when it is off the canvas.
    func state(at time: Double, in size: CGSize) -> (position: CGPoint, opacity: Double)? {
        var age = (time + launchOffset).truncatingRemainder(dividingBy: Self.lifetime)
        if age < 0 { age += Self.lifetime }
        let x = size.width / 2 + cos(angle) * speed * age
        let y = size.height - 10 + sin(angle) * speed * age + 0.5 * Self.gravity * age * age
        guard y < size.height + 4 else { return nil }
        return (CGPoint(x: x, y: y), 1 - age / Self.lifetime)
    }
}

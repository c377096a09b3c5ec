import Lunapark

/// A curve through values sampled at even times, each already scaled to 0...1 (0 at the bottom).
struct SampledCurve: Shape {
    let samples: [Double]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard samples.count > 1 else { return path }
        for (index, sample) in samples.enumerated() {
            let point = CGPoint(x: rect.minX + rect.width * CGFloat(index) / CGFloat(samples.count - 1),
                                y: rect.maxY - rect.height * CGFloat(sample))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        return path
    }
}

/// One parameter of the jump plotted over a loop, between `low` and `high`.
struct JumpParameterPlot: View {
    let title: String
    let low: Double
    let high: Double
    let color: Color
    let value: (JumpPose) -> Double

    var body: some View {
        let timeline = JumpKeyframes.timeline
        // 300 samples over the loop, from KeyframeTimeline.value(time:).
        let samples = (0...300).map { index in
            (value(timeline.value(time: timeline.duration * Double(index) / 300)) - low) / (high - low)
        }
        HStack(spacing: 10) {
            VStack(alignment: .trailing, spacing: 0) {
                Text(title).font(.caption.bold())
                Text(String(format: "%g … %g", low, high)).font(.caption2.monospacedDigit()).foregroundStyle(Color.secondary)
            }
            .frame(width: 90, alignment: .trailing)
            SampledCurve(samples: samples)
                .stroke(color, lineWidth: 2)
                .frame(width: 520, height: 70)
                .background(Color(white: 0.96))
        }
    }
}

/// The jump's timeline plotted, a cursor moving at the animation's time, and the emoji beside it.
struct KeyframePlotExample: View {
    var body: some View {
        let duration = JumpKeyframes.timeline.duration
        HStack(alignment: .center, spacing: 24) {
            KeyframeJumpingEmoji()
                .padding(.horizontal, 30)
                .padding(.top, 10)
                .background(Color.white, in: RoundedRectangle(cornerRadius: 16))
            VStack(alignment: .leading, spacing: 8) {
                JumpParameterPlot(title: "height (-y, pt)", low: -10, high: 130, color: .blue) { -Double($0.y) }
                JumpParameterPlot(title: "y scale", low: 0.5, high: 1.2, color: .orange) { Double($0.yScale) }
                JumpParameterPlot(title: "rotation (°)", low: 0, high: 360, color: .purple) { $0.rotation }
                Text(String(format: "KeyframeTimeline(initialValue: JumpPose()) { … }: duration %.2f s, sampled 300 times with value(time:). Up is up: the height is -y. The red line is a second KeyframeAnimator playing the time itself, in step with the emoji.", duration))
                    .font(.caption)
                    .foregroundStyle(Color(white: 0.4))
                    .frame(width: 620, alignment: .leading)
            }
            .overlay(alignment: .topLeading) {
                // The time cursor: 0 -> duration linearly, from 0 again each loop.
                KeyframeAnimator(initialValue: 0.0) { time in
                    Rectangle()
                        .fill(Color.red)
                        .frame(width: 2, height: 226)
                        .offset(x: 100 + 520 * time / duration)
                } keyframes: { _ in
                    MoveKeyframe(0.0)
                    LinearKeyframe(duration, duration: duration)
                }
            }
        }
    }
}

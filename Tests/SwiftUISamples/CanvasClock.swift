import Lunapark

/// An analogue clock drawn in a Canvas, redrawn on every frame by a TimelineView: ticks,
/// hour and minute hands, and a red second hand that sweeps smoothly.
struct CanvasClock: View {
    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                let center = CGPoint(x: size.width / 2, y: size.height / 2)
                let radius = min(size.width, size.height) / 2 - 6

                // Face
                let face = Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius,
                                                  width: radius * 2, height: radius * 2))
                context.fill(face, with: .radialGradient(Gradient(colors: [.white, Color(white: 0.9)]),
                                                         center: center, startRadius: 0, endRadius: radius))
                context.stroke(face, with: .color(.black), lineWidth: 3)

                // Ticks
                for tick in 0..<60 {
                    var tickContext = context
                    tickContext.translateBy(x: center.x, y: center.y)
                    tickContext.rotate(by: .degrees(Double(tick) * 6))
                    let length: CGFloat = tick % 5 == 0 ? 12 : 5
                    let tickPath = Path { p in
                        p.move(to: CGPoint(x: 0, y: -radius + 4))
                        p.addLine(to: CGPoint(x: 0, y: -radius + 4 + length))
                    }
                    tickContext.stroke(tickPath, with: .color(.black), lineWidth: tick % 5 == 0 ? 3 : 1)
                }

                // Hands
                let parts = Calendar.current.dateComponents([.hour, .minute, .second, .nanosecond], from: timeline.date)
                let seconds = Double(parts.second ?? 0) + Double(parts.nanosecond ?? 0) / 1_000_000_000
                let minutes = Double(parts.minute ?? 0) + seconds / 60
                let hours = Double((parts.hour ?? 0) % 12) + minutes / 60

                func hand(angle: Angle, length: CGFloat, width: CGFloat, color: Color) {
                    var handContext = context
                    handContext.translateBy(x: center.x, y: center.y)
                    handContext.rotate(by: angle)
                    let path = Path { p in
                        p.move(to: CGPoint(x: 0, y: 10))
                        p.addLine(to: CGPoint(x: 0, y: -length))
                    }
                    handContext.stroke(path, with: .color(color),
                                       style: StrokeStyle(lineWidth: width, lineCap: .round))
                }
                hand(angle: .degrees(hours * 30), length: radius * 0.5, width: 6, color: .black)
                hand(angle: .degrees(minutes * 6), length: radius * 0.75, width: 4, color: .black)
                hand(angle: .degrees(seconds * 6), length: radius * 0.85, width: 2, color: .red)
                context.fill(Path(ellipseIn: CGRect(x: center.x - 4, y: center.y - 4, width: 8, height: 8)),
                             with: .color(.red))
            }
        }
        .frame(width: 200, height: 200)
    }
}

import Foundation
import LunaparkCore

/// The inspector's heads-up panel: frame-time graph and fps, scene-graph
/// work per frame, running animations with their current values, timeline
/// entries as they fire, and the time controls.
struct InspectorPanel: View {
    let model: InspectorModel

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text("inspector").font(.caption.bold())
                Spacer()
                Text(model.isSceneIdle ? "idle: no frames" : String(format: "%.1f fps", model.framesPerSecond))
                    .font(.caption.monospacedDigit())
            }
            FrameTimeGraph(intervals: model.frameIntervals)
                .stroke(Color.green, lineWidth: 1.5)
                .frame(height: 44)
                .background(Color(white: 0.15))
                .overlay(alignment: .topLeading) {
                    Text("frame time, 0-33 ms; line: 16.7 ms").font(.caption2).foregroundStyle(Color(white: 0.6))
                }
            if !model.phases.isEmpty {
                Text(model.phases.map { String(format: "%@ %.2f", $0.name, $0.seconds * 1000) }.joined(separator: "  ") + " ms")
                    .font(.caption2.monospacedDigit())
            }
            Text("per frame: \(model.bodyEvaluations) bodies, \(model.modifierBodyEvaluations) modifier bodies, \(model.pathEvaluations) paths")
                .font(.caption2.monospacedDigit())
            Text(model.displayListWalked ? "display list: built by walking the tree"
                 : model.layersRewritten > 0 ? "display list: \(model.layersRewritten) layers rewritten in place"
                 : "display list: unchanged")
                .font(.caption2.monospacedDigit())
            Text("animating (\(model.animating.count))").font(.caption.bold())
            ForEach(0..<model.animating.count, id: \.self) { i in
                Text(model.animating[i]).font(.caption2.monospaced()).lineLimit(1)
            }
            if !model.timelineEntries.isEmpty {
                Text("timeline entries").font(.caption.bold())
                ForEach(0..<model.timelineEntries.count, id: \.self) { i in
                    Text(model.timelineEntries[i]).font(.caption2.monospaced()).lineLimit(1)
                }
            }
            if !model.sensoryFeedback.isEmpty {
                Text("sensory feedback").font(.caption.bold())
                ForEach(0..<model.sensoryFeedback.count, id: \.self) { i in
                    Text(model.sensoryFeedback[i]).font(.caption2.monospaced()).lineLimit(1)
                }
            }
            if !model.accessibility.isEmpty {
                Text("accessibility").font(.caption.bold())
                ForEach(0..<model.accessibility.count, id: \.self) { i in
                    Text(model.accessibility[i]).font(.caption2.monospaced()).lineLimit(1)
                }
            }
            Text(String(format: "speed x%.2g%@   s slow  p pause  . step  i hide", model.timeScale, model.isPaused ? "  PAUSED" : ""))
                .font(.caption2)
                .foregroundStyle(model.isPaused ? Color.orange : Color(white: 0.7))
        }
        .foregroundStyle(Color.white)
        .padding(10)
        .frame(width: 330, alignment: .leading)
        .background(Color(white: 0.08, opacity: 0.86), in: RoundedRectangle(cornerRadius: 10))
    }
}

/// Frame intervals as a polyline: 0 ms at the bottom, 33.3 ms at the top, with a 16.7 ms guide.
struct FrameTimeGraph: Shape {
    let intervals: [TimeInterval]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let full = 1.0 / 30
        let guide = rect.maxY - rect.height * CGFloat((1.0 / 60) / full)
        path.move(to: CGPoint(x: rect.minX, y: guide))
        path.addLine(to: CGPoint(x: rect.maxX, y: guide))
        guard intervals.count > 1 else { return path }
        let step = rect.width / CGFloat(max(1, intervals.count - 1))
        for (i, interval) in intervals.enumerated() {
            let y = rect.maxY - rect.height * CGFloat(min(interval, full) / full)
            let p = CGPoint(x: rect.minX + CGFloat(i) * step, y: y)
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        return path
    }
}

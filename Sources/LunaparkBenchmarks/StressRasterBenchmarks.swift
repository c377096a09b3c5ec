import Foundation
import Lunapark

// The stress suite's raster benchmark (issue 14, "both cores used"): the Stress scene's display
// lists (easeInOut, staggered legs, 960x640 at 1x), built once on a `ViewGraph` at virtual 60 Hz
// times, then rasterized in one pass (`CairoRenderer`, as on the main thread) and in two bands
// at once (`BandedRenderer`), alternating rounds so that the machine's load is shared. Wall time
// per frame says what a frame waits; CPU time per frame what the bands cost in all.

@MainActor
func runStressRasterBenchmarks(counts: [Int]) {
    let size = CGSize(width: 960, height: 640)
    let (width, height) = (Int(size.width), Int(size.height))
    let white = Color.Resolved(red: 1, green: 1, blue: 1)
    for count in counts {
        let graph = ViewGraph(size: size, textMeasurer: ApproximateTextMeasurer(),
                              content: StressField(workload: .easeInOut, count: count))
        var t = 0.0
        // 2 s of warm-up (the staggered first legs), then 30 frames.
        for _ in 0..<120 { t += 1.0 / 60; _ = graph.frame(at: t) }
        let lists = (0..<30).map { _ in t += 1.0 / 60; return graph.frame(at: t) }

        guard let target = try? RenderTarget(pixelWidth: width, pixelHeight: height),
              let pixels = FramePixels(width: width, height: height) else { return }
        target.tracksChanges = false
        let whole = CairoRenderer()
        let banded = BandedRenderer(bandCount: 2)
        // Caches warm: each renderer draws the lists once before it is measured.
        for list in lists {
            whole.render(list, into: target, background: white)
            banded.render(list, into: pixels, scale: 1, background: white)
        }
        var wall: [String: [Double]] = [:]
        var cpu: [String: [Double]] = [:]
        for _ in 0..<3 {
            for (name, draw) in [("one pass", { (list: DisplayList) in whole.render(list, into: target, background: white) }),
                                 ("2 bands", { (list: DisplayList) in banded.render(list, into: pixels, scale: 1, background: white) })] {
                let cpuStart = ProcessCPU.seconds()
                let start = DispatchTime.now().uptimeNanoseconds
                for list in lists { draw(list) }
                let frames = Double(lists.count)
                wall[name, default: []].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / frames)
                cpu[name, default: []].append((ProcessCPU.seconds() - cpuStart) * 1e3 / frames)
            }
        }
        for name in ["one pass", "2 bands"] {
            report("stress raster N=\(count): \(name)", Summary(wall[name] ?? []).median, "ms",
                   String(format: "wall per frame, median of 3 rounds (%@); CPU %.1f ms per frame",
                          (wall[name] ?? []).map { String(format: "%.1f", $0) }.joined(separator: " / "),
                          Summary(cpu[name] ?? []).median))
        }
    }
}

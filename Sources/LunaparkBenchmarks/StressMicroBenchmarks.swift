import Foundation
import Lunapark
import Observation

// The stress suite's micro benchmarks (issue 14), on a `ViewGraph` at virtual 60 Hz times, no
// window and no raster, timed in this thread's CPU time (the machine is shared). Targets: a
// restarted animation at most ~2 us; a leaf's paint or layout change in a 10,000-view tree at
// most 1 ms a frame; building 10,000 views at most 50 ms.
// LUNAPARK_STRESS_MICRO_PARTS picks some of them ("build,restart,leaf"; default all; "easeInOut" or
// "springs3" for one workload's restarts), to profile one.

@MainActor
func runStressMicroBenchmarks() {
    let size = CGSize(width: 960, height: 640)
    let measurer = ApproximateTextMeasurer()
    let parts = ProcessInfo.processInfo.environment["LUNAPARK_STRESS_MICRO_PARTS"].map { $0.split(separator: ",").map(String.init) }
        ?? ["build", "restart", "leaf"]

    // Building: the first frame of 10,000 dots (bodies, layout, onAppear, the display list).
    if parts.contains("build") {
        // Memory first, in a process that has built nothing yet: the resident set's growth while
        // 10,000 dots are held (nodes, state, animations, layout caches, the display list).
        if let before = ProcessMemory.residentMiB() {
            let graph = ViewGraph(size: size, textMeasurer: measurer, content: StressField(workload: .easeInOut, count: 10_000))
            blackHole(graph.frame(at: 1.0 / 60))
            if let after = ProcessMemory.residentMiB() {
                report("stress: memory of 10,000 dots (first frame)", after - before, "MiB",
                       String(format: "resident set growth, %.0f bytes a dot; %.0f MiB resident", (after - before) * 1_048_576 / 10_000, after))
            }
        }
        let buildTimes = cpuTimeRuns(3) {
            let graph = ViewGraph(size: size, textMeasurer: measurer, content: StressField(workload: .easeInOut, count: 10_000))
            blackHole(graph.frame(at: 1.0 / 60))
        }
        report("stress: build 10,000 dots (first frame)", Summary(buildTimes).median / 1e6, "ms", "median of 3; target <= 50")
    }

    for workload in [StressWorkload.easeInOut, .springs3] where parts.contains("restart") || parts.contains(workload.rawValue) {
        // Every leg in step: frames where all 10,000 restart against frames that only advance.
        let count = 10_000
        let graph = ViewGraph(size: size, textMeasurer: measurer,
                              content: StressField(workload: workload, count: count, staggered: false))
        var t = 1.0 / 60
        _ = graph.frame(at: t)
        var restartFrames: [Double] = []
        var advanceFrames: [Double] = []
        var restarted: [Int] = []
        for _ in 0..<(3 * 60) {
            t += 1.0 / 60
            let legs = StressCounter.legsBegun
            let frame = cpuTimeRuns(1) { _ = graph.frame(at: t) }[0]
            let begun = StressCounter.legsBegun - legs
            if begun > 0 { restartFrames.append(frame); restarted.append(begun) } else { advanceFrames.append(frame) }
        }
        let advance = Summary(advanceFrames).median
        let perRestart = restartFrames.isEmpty ? .nan
            : zip(restartFrames, restarted).map { ($0 - advance) / Double($1) }.reduce(0, +) / Double(restartFrames.count)
        report("stress \(workload.rawValue): restart cost per animation", perRestart / 1e3, "us",
               String(format: "%d frames restarting %d each, minus an advancing frame (%.2f ms); target ~2",
                      restartFrames.count, restarted.first ?? 0, advance / 1e6))

        // Staggered: about N / 60 restarts in every frame.
        let staggered = ViewGraph(size: size, textMeasurer: measurer, content: StressField(workload: workload, count: count))
        var s = 1.0 / 60
        _ = staggered.frame(at: s)
        for _ in 0..<90 { s += 1.0 / 60; _ = staggered.frame(at: s) }  // past the first legs' delays
        let legs = StressCounter.legsBegun
        let builds = staggered.statistics.displayListBuilds
        let frames = cpuTimeRuns(60) { s += 1.0 / 60; _ = staggered.frame(at: s) }
        let perFrame = Double(StressCounter.legsBegun - legs) / 60
        report("stress \(workload.rawValue): staggered frame, 10,000 dots", Summary(frames).median / 1e6, "ms",
               String(format: "median of 60, %.0f restarts a frame; %.1f us a restart above the advancing frame; %d tree walks",
                      perFrame, (Summary(frames).median - advance) / perFrame / 1e3,
                      staggered.statistics.displayListBuilds - builds))
    }

    // One leaf's paint (colour) or layout (size) changes in a still tree.
    for count in [1_000, 10_000] where parts.contains("leaf") {
        let leaves = (0..<count).map { _ in LeafState() }
        let graph = ViewGraph(size: size, textMeasurer: measurer, content: LeafField(leaves: leaves))
        var t = 1.0 / 60
        _ = graph.frame(at: t)
        for (change, label) in [(\LeafState.highlighted, "paint"), (\LeafState.large, "layout")] {
            let builds = graph.statistics.displayListBuilds
            let placements = graph.statistics.placements
            let times = cpuTimeRuns(30) {
                leaves[Int.random(in: 0..<count)][keyPath: change].toggle()
                t += 1.0 / 60
                _ = graph.frame(at: t)
            }
            report("stress: leaf \(label) change in \(count) views", Summary(times).median / 1e6, "ms",
                   "median of 30; \(graph.statistics.displayListBuilds - builds) tree walks for the display list, "
                   + "\((graph.statistics.placements - placements) / 30) nodes placed a change; target <= 1")
        }
    }
}

/// One leaf's state in the leaf benchmarks.
@Observable @MainActor
private final class LeafState {
    var highlighted = false
    var large = false
}

private struct LeafField: View {
    let leaves: [LeafState]

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(0..<leaves.count, id: \.self) { index in
                Leaf(index: index, state: leaves[index])
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private struct Leaf: View {
    let index: Int
    let state: LeafState

    var body: some View {
        Circle()
            .fill(state.highlighted ? Color.red : Color.blue)
            .frame(width: state.large ? 8 : 6, height: state.large ? 8 : 6)
            .offset(x: CGFloat(index % 100) * 9, y: CGFloat(index / 100 % 100) * 6)
    }
}

/// Measures text without a font engine (these benchmarks draw none).
@MainActor
final class ApproximateTextMeasurer: TextMeasuring {
    func size(of string: String, font: Font.Resolved, maxWidth: CGFloat?, lineLimit: Int?) -> CGSize {
        CGSize(width: CGFloat(string.count) * font.size * 0.6, height: font.size * 1.2)
    }
}

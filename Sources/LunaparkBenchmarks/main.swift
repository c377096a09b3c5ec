import Foundation

// Lunapark's benchmarks. Build in release mode and run:
//   swift run -c release LunaparkBenchmarks [suite ...]
// Suites: core, graph, render, canvas, host, soak, stress (default: all; host and stress need a display, e.g. Xvfb;
// soak runs the lunapark executable built beside this one for two minutes).
// Each prints its figures; targets are stated next to the figures.

let suites: [(name: String, run: @MainActor () -> Void)] = [
    ("core", runCoreBenchmarks),
    ("graph", runGraphBenchmarks),
    ("render", runRenderBenchmarks),
    ("canvas", runCanvasBenchmarks),
    ("host", runHostBenchmarks),
    ("soak", runSoakBenchmarks),
    ("stress", runStressBenchmarks),
]

let requested = Array(CommandLine.arguments.dropFirst())
if requested.contains("--help") || requested.contains("-h") {
    print("usage: LunaparkBenchmarks [\(suites.map(\.name).joined(separator: "|"))]...")
    exit(0)
}
let unknown = requested.filter { name in !suites.contains { $0.name == name } }
if !unknown.isEmpty {
    FileHandle.standardError.write(Data("LunaparkBenchmarks: unknown suite '\(unknown[0])'; known: \(suites.map(\.name).joined(separator: ", "))\n".utf8))
    exit(64)
}
MainActor.assumeIsolated {
    for suite in suites where requested.isEmpty || requested.contains(suite.name) {
        print("== \(suite.name)")
        suite.run()
    }
}

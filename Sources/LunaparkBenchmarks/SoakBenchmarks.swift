import Foundation
import Lunapark

/// The soak: `lunapark --headless --soak 120` (the executable built next to this one) cycles
/// through every scene of the park for two minutes, as a user switching scenes would, and
/// prints the resident set size at the start, after the first visit of every scene and at
/// the end. Memory should be flat after the first visit (each scene's caches, text layouts
/// and images are loaded then). The park's scenes live in the demo executable, which this
/// one cannot import, hence the second process. `LUNAPARK_SOAK_SECONDS` changes the length.
@MainActor
func runSoakBenchmarks() {
    let seconds = ProcessInfo.processInfo.environment["LUNAPARK_SOAK_SECONDS"].flatMap(Double.init) ?? 120
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let park = folder.appendingPathComponent("lunapark")
    guard FileManager.default.isExecutableFile(atPath: park.path) else {
        print("soak: skipped, no lunapark next to this program (\(park.path)): swift build -c release first")
        return
    }
    let process = Process()
    process.executableURL = park
    process.arguments = ["--headless", "--soak", String(seconds)]
    let output = Pipe()
    process.standardOutput = output
    do {
        try process.run()
    } catch {
        print("soak: cannot run \(park.path): \(error)")
        return
    }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    print(text, terminator: "")
    // The figures as the other suites print them.
    func mebibytes(after label: String) -> Double? {
        guard let line = text.split(separator: "\n").first(where: { $0.contains(label) }),
              let range = line.range(of: #"[0-9.]+ MiB"#, options: .regularExpression) else { return nil }
        return Double(line[range].dropLast(4))
    }
    if let start = mebibytes(after: "rss at start"), let visited = mebibytes(after: "first visit"),
       let end = mebibytes(after: "rss at end") {
        report("soak: RSS at start", start, "MiB")
        report("soak: RSS after every scene's first visit", visited, "MiB")
        report("soak: RSS at end", end, "MiB", String(format: "%+.1f MiB since the first visits", end - visited))
    }
    if process.terminationStatus != 0 { print("soak: lunapark exited with status \(process.terminationStatus)") }
}

import Foundation
import Lunapark

extension HeadlessRun {
    /// The resident set size of this process now, in bytes (`VmRSS` of /proc/self/status), or
    /// nil where there is no such file.
    static func residentBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        else { return nil }
        return kilobytes * 1024
    }

    /// Cycles through every scene for `seconds` of wall-clock time, as a user switching scenes
    /// in a window: the scene's key (Shift+number from scene 11 on), `secondsPerScene` of
    /// virtual time frame by frame, each frame rasterized, and a tap in the middle of the
    /// scene. Prints the resident set size at the start, after the first visit of every
    /// scene (when each scene's caches and images are loaded) and at the end, in MiB.
    func soak(seconds: Double, secondsPerScene: Double = 2) {
        let mebibyte = 1024.0 * 1024
        func rss() -> String { Self.residentBytes().map { String(format: "%.1f MiB", Double($0) / mebibyte) } ?? "unknown" }
        let start = HostClock.now()
        print("soak: rss at start \(rss())")
        var visits = 0, cycles = 0  // cycles: complete ones
        let framesPerScene = max(1, Int(secondsPerScene * host.frameRate))
        let size = host.graph.viewportSize
        while HostClock.now() - start < seconds {
            for scene in SceneCatalog.all {
                host.key(KeyEquivalent(scene.key.digit), modifiers: scene.key.shifted ? .shift : [])
                for frame in 0..<framesPerScene {
                    if frame == framesPerScene / 2 { host.tap(at: CGPoint(x: size.width / 2, y: size.height / 2)) }
                    host.advanceFrame()
                    host.rasterize()
                }
                visits += 1
                if HostClock.now() - start >= seconds { break }
            }
            if visits % SceneCatalog.all.count == 0 { cycles += 1 }
            if cycles == 1 && visits == SceneCatalog.all.count { print("soak: rss after the first visit of every scene \(rss())") }
        }
        let elapsed = HostClock.now() - start
        print(String(format: "soak: rss at end %@ after %.0f s: %d scene visits (%d whole cycles of %d scenes), %d frames, %.0f s of virtual time",
                     rss(), elapsed, visits, cycles, SceneCatalog.all.count, host.statistics.frames, host.time))
    }
}

import ArgumentParser
import Foundation
import Lunapark

/// Runs the park without a window, on the headless host's virtual clock.
@MainActor
struct HeadlessRun {
    let host: HeadlessHost

    /// The park on catalog index `scene`, `size` points, `scale` pixels per point; virtual time
    /// 0 stands for `referenceDate` (the park's `.now` too: `ParkClock`).
    init(size: CGSize, scene: Int, scale: Double, inspector: Bool = false,
         referenceDate: Date = HeadlessHost.defaultReferenceDate) {
        ParkClock.start(at: referenceDate)
        // PNG stills and GIF animations from Assets/Images, as in the window.
        host = HeadlessHost(size: size, scale: CGFloat(scale), referenceDate: referenceDate, inspector: inspector,
                            imageLoader: AnimatedImageLoader()) {
            ParkView(selection: scene, quit: {})
        }
        ParkClock.attach(host.graph)
    }

    /// Runs `frames` frames and prints what the graph did.
    func run(frames: Int) {
        host.advance(by: Double(frames) / host.frameRate)
        let s = host.statistics
        print("frames \(s.frames), body evaluations \(s.bodyEvaluations), modifier body evaluations \(s.modifierBodyEvaluations), path evaluations \(s.pathEvaluations), virtual time \(String(format: "%.3f", host.time)) s")
    }

    /// Measures the CPU time of each frame (scene graph + raster, as a window frame without
    /// upload and present) over `frames` frames of the scene's opening animation, and prints
    /// the median, 95th percentile and maximum in milliseconds.
    func measure(frames: Int) {
        func threadCPU() -> Double {
            var ts = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
            return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
        }
        var samples: [Double] = []
        var rasterized = 0, cached = 0
        for _ in 0..<max(1, frames) {
            let start = threadCPU()
            host.advanceFrame()
            let stats = host.rasterize()
            samples.append((threadCPU() - start) * 1000)
            rasterized += stats.rasterized
            cached += stats.compositedFromCache
        }
        samples.sort()
        func pct(_ p: Double) -> Double { samples[min(samples.count - 1, Int((p * Double(samples.count)).rounded(.up)) - 1)] }
        let size = host.graph.viewportSize
        print(String(format: "CPU per frame, %.0fx%.0f, %d frames: median %.2f ms, p95 %.2f ms, max %.2f ms (graph + raster; drawings rasterized %d, from cache %d)",
                     size.width, size.height, samples.count, pct(0.5), pct(0.95), samples.last!, rasterized, cached))
    }

    /// Renders the scene at virtual time `time` into a PNG file.
    func screenshot(to path: String, at time: Double) throws {
        host.advance(by: time)
        let image = host.render()
        do {
            try image.writePNG(to: URL(fileURLWithPath: path))
        } catch {
            throw ValidationError("cannot write \(path): \(error)")
        }
        print("wrote \(path) (\(image.width)x\(image.height) px, t = \(String(format: "%.3f", host.time)) s)")
    }
}

extension HeadlessRun {
    /// Records `duration` seconds of the scene from virtual time 0 into the animated PNG at
    /// `path`, one frame per 1/60 s (`AnimationRecorder`), pressing each of `presses` at its
    /// virtual time; prints what it wrote.
    func record(to path: String, duration: Double, presses: [(key: Character, time: Double)]) throws {
        var pending = presses.sorted { $0.time < $1.time }
        do {
            let recorder = try AnimationRecorder(url: URL(fileURLWithPath: path), framesPerSecond: host.frameRate, duration: duration)
            recorder.capture(host.displayList, at: host.time)
            while recorder.isCapturing {
                while let next = pending.first, next.time <= host.time + 1e-9 {
                    host.key(KeyEquivalent(next.key))
                    pending.removeFirst()
                }
                host.advanceFrame()
                recorder.capture(host.displayList, at: host.time)
            }
            let size = host.graph.viewportSize
            let width = Int((size.width * host.scale).rounded()), height = Int((size.height * host.scale).rounded())
            let frames = try recorder.write(renderer: CairoRenderer(), pixelWidth: width, pixelHeight: height, scale: host.scale,
                                            background: Color.Resolved(red: 1, green: 1, blue: 1))
            print("wrote \(path) (\(frames) frames at \(Int(host.frameRate)) fps, \(width)x\(height) px)")
        } catch {
            throw ValidationError("cannot write \(path): \(error)")
        }
    }

    /// `--press KEY@SECONDS`: a one-character key and a virtual time in 0...600 seconds.
    nonisolated static func keyPress(_ text: String) throws -> (key: Character, time: Double) {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 1, let time = Double(parts[1]), CommandLineLimits.seconds.contains(time) else {
            throw ValidationError("--press \(text): expected KEY@SECONDS, one character and 0-600 seconds (e.g. 4@1.5)")
        }
        return (parts[0].first!, time)
    }
}

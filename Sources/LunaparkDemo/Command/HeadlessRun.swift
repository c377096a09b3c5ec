import ArgumentParser
import Foundation
import Lunapark

/// Runs the park without a window, on the headless host's virtual clock.
@MainActor
struct HeadlessRun {
    let host: HeadlessHost

    init(size: CGSize, scene: Int, scale: Double, inspector: Bool = false) {
        host = HeadlessHost(size: size, scale: CGFloat(scale), inspector: inspector) {
            ParkView(selection: scene, quit: {})
        }
    }

    /// Runs `frames` frames and prints what the graph did.
    func run(frames: Int) {
        host.advance(by: Double(frames) / host.frameRate)
        let s = host.statistics
        print("frames \(s.frames), body evaluations \(s.bodyEvaluations), modifier body evaluations \(s.modifierBodyEvaluations), path evaluations \(s.pathEvaluations), virtual time \(String(format: "%.3f", host.time)) s")
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

import Foundation
import LunaparkCore
import LunaparkGraph
import LunaparkRender

/// Records a window into an animated PNG: for a set duration from the first
/// frame (`AppLaunchOptions.recording`, the park's `--record`), after which the
/// window closes, or between two presses of the record key (`v`, Ctrl+Shift+V
/// in an app), written to `lunapark-recording-N.png` in the current directory.
///
/// The file's frame rate is the window's refresh rate. Frames are rendered
/// again from the captured display lists once capturing ends (see
/// `AnimationRecorder`), a few per turn of the event loop, so the window keeps
/// drawing while the file is written.
@MainActor
final class WindowRecording {
    private unowned let host: SDLHost
    private let renderer: CairoRenderer
    private var recorder: AnimationRecorder?
    private var isWriting = false
    /// Close the window once the file is written (a recording asked for at launch).
    private var quitsWhenWritten = false

    /// Recordings of `host`'s window, rendered with text from `textEngine`.
    init(host: SDLHost, textEngine: PangoTextEngine) {
        self.host = host
        self.renderer = CairoRenderer(textEngine: textEngine)
    }

    /// The window's frame rate, frames per second.
    private var framesPerSecond: Double { min(1000, max(1, 1 / host.frameClock.refreshInterval)) }

    /// Starts recording `duration` seconds (positive, finite) into `path` from the next frame;
    /// the window closes when the file is written (or an error line is printed).
    func record(to path: String, duration: TimeInterval) {
        quitsWhenWritten = true
        do {
            recorder = try AnimationRecorder(url: URL(fileURLWithPath: path), framesPerSecond: framesPerSecond, duration: duration)
        } catch {
            return report(error)
        }
        print("recording \(String(format: "%g", duration)) s into \(path) at \(String(format: "%.3g", framesPerSecond)) frames per second")
    }

    /// The record key at host time `time`: starts a recording, or ends the one running and writes it.
    func toggle(at time: TimeInterval) {
        guard !isWriting else { return }
        if let recorder, recorder.isCapturing {
            recorder.stop(at: time)
            finish()
            return
        }
        let path = Self.freePath()
        do {
            recorder = try AnimationRecorder(url: URL(fileURLWithPath: path), framesPerSecond: framesPerSecond)
            print("recording into \(path) (press the record key again to stop)")
        } catch {
            print("\(error)")
        }
    }

    /// Takes the scene's picture for host time `time`; writes the file once a duration has passed.
    func capture(_ list: DisplayList, at time: TimeInterval) {
        guard let recorder, recorder.isCapturing else { return }
        let first = recorder.startTime == nil
        recorder.capture(list, at: time)
        if !recorder.isCapturing { return finish() }
        // A still window draws no frames: the duration ends on the clock, not on a frame.
        if first, let duration = recorder.duration {
            DispatchQueue.main.asyncAfter(deadline: .now() + duration + 0.1) { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, let current = self.recorder, current === recorder, current.isCapturing else { return }
                    current.stop(at: time + duration)
                    self.finish()
                }
            }
        }
    }

    /// Writes the captured frames, a few per main-queue turn, then reports (and closes the
    /// window when the recording was asked for at launch).
    private func finish() {
        guard let recorder, !isWriting else { return }
        let size = host.displayScale.pixelSize
        do {
            try recorder.startWriting(renderer: renderer, pixelWidth: size.width, pixelHeight: size.height,
                                      scale: CGFloat(host.displayScale.scale), background: Color.Resolved(red: 1, green: 1, blue: 1))
        } catch {
            report(error)
            return
        }
        isWriting = true
        writeTurn()
    }

    private func writeTurn() {
        guard let recorder else { return }
        do {
            if try recorder.writeFrames(4) {
                print("wrote \(recorder.url.path) (\(recorder.framesWritten) frames at \(String(format: "%.3g", recorder.framesPerSecond)) frames per second)")
                done()
            } else {
                DispatchQueue.main.async { [self] in MainActor.assumeIsolated { writeTurn() } }
            }
        } catch {
            report(error)
        }
    }

    private func report(_ error: Error) {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        done()
    }

    private func done() {
        isWriting = false
        recorder = nil
        if quitsWhenWritten { host.stop() }
    }

    /// `lunapark-recording-N.png` in the current directory, with the first N not taken.
    private static func freePath() -> String {
        var n = 1
        while FileManager.default.fileExists(atPath: "lunapark-recording-\(n).png") { n += 1 }
        return "lunapark-recording-\(n).png"
    }
}

import Foundation
import LunaparkCore
import LunaparkGraph

/// Records what a window shows into an animated PNG (`AnimatedPNGWriter`) at a
/// fixed frame rate: the window's own, or the headless host's.
///
/// While capturing it keeps each frame's display list with its host time (the
/// scene's picture, without the inspector's panel or strip); writing renders
/// frame k of the file from the newest list captured at or before
/// `start + k / framesPerSecond`, so a frame the window repeated (nothing
/// moved) or dropped is still there, once per interval. A recording of
/// `duration` seconds holds `duration × framesPerSecond` frames, rounded.
@MainActor
public final class AnimationRecorder {
    /// The file written.
    public let url: URL
    /// Frames per second of the file (above 0, at most 1000).
    public let framesPerSecond: Double
    /// Seconds to capture from the first frame, or nil to capture until `stop(at:)`.
    public let duration: TimeInterval?

    /// The frames in the file once it is complete; 0 before.
    public private(set) var framesWritten = 0

    private var captured: [(time: TimeInterval, list: DisplayList)] = []
    private var endTime: TimeInterval?

    /// A recorder of `duration` seconds (nil: until stopped) to `url` at `framesPerSecond`.
    /// Throws `RenderError.cannotWritePNG` naming the file for a rate outside 0 (excluded)...1000,
    /// or a duration that is not a positive finite number of seconds.
    public init(url: URL, framesPerSecond: Double, duration: TimeInterval? = nil) throws {
        guard framesPerSecond > 0, framesPerSecond <= 1000 else {
            throw RenderError.cannotWritePNG(path: url.path, reason: "\(framesPerSecond) frames per second is outside 0 (excluded)...1000")
        }
        if let duration, !(duration > 0 && duration.isFinite) {
            throw RenderError.cannotWritePNG(path: url.path, reason: "a duration of \(duration) s is not a positive finite number")
        }
        self.url = url
        self.framesPerSecond = framesPerSecond
        self.duration = duration
    }

    /// True until the duration has passed or `stop(at:)` was called.
    public var isCapturing: Bool { endTime == nil }

    /// The host time of the first frame captured, if any.
    public var startTime: TimeInterval? { captured.first?.time }

    /// Keeps `list`, the picture built for host time `time` (seconds, not decreasing). The
    /// frame that reaches the duration is the last one kept.
    public func capture(_ list: DisplayList, at time: TimeInterval) {
        guard isCapturing else { return }
        captured.append((time, list))
        if let duration, let start = startTime, time - start >= duration - 0.5 / framesPerSecond {
            endTime = start + duration
        }
    }

    /// Stops capturing at host time `time` (for a recording without a duration).
    public func stop(at time: TimeInterval) {
        if isCapturing { endTime = max(time, startTime ?? time) }
    }

    /// The number of frames the file holds: `duration × framesPerSecond` rounded, or for a
    /// stopped recording one per interval from the first frame to the stop; 0 before a capture.
    public var frameCount: Int {
        guard let start = startTime else { return 0 }
        if let duration { return max(1, Int((duration * framesPerSecond).rounded())) }
        let end = endTime ?? captured.last!.time
        return Int(((end - start) * framesPerSecond + 1e-6).rounded(.down)) + 1
    }

    /// Renders every frame with `renderer` at `pixelWidth` x `pixelHeight` pixels and `scale`
    /// pixels per point over `background`, and writes the file; returns the number of frames
    /// written. Throws `RenderError` (one line naming the file) when nothing was captured or
    /// the file cannot be written. A window writes in turns instead (`startWriting` and
    /// `writeFrames(_:)`), serving its events between them.
    @discardableResult
    public func write(renderer: CairoRenderer, pixelWidth: Int, pixelHeight: Int, scale: CGFloat,
                      background: Color.Resolved) throws -> Int {
        try startWriting(renderer: renderer, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale,
                         background: background)
        while try !writeFrames(30) {}
        return framesWritten
    }

    /// Stops capturing and opens the file for `writeFrames(_:)`, with the arguments of `write`.
    public func startWriting(renderer: CairoRenderer, pixelWidth: Int, pixelHeight: Int, scale: CGFloat,
                             background: Color.Resolved) throws {
        guard startTime != nil else { throw RenderError.cannotWritePNG(path: url.path, reason: "no frames were recorded") }
        if isCapturing { stop(at: captured.last!.time) }
        let target: RenderTarget
        do {
            target = try RenderTarget(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
        } catch {
            throw RenderError.cannotWritePNG(path: url.path, reason: "\(error)")
        }
        target.tracksChanges = false
        let writer = try AnimatedPNGWriter(url: url, width: pixelWidth, height: pixelHeight, framesPerSecond: framesPerSecond)
        writing = Writing(renderer: renderer, target: target, background: background, writer: writer)
    }

    /// Renders and writes up to `count` more frames; returns true once the file is complete.
    public func writeFrames(_ count: Int) throws -> Bool {
        guard var writing, let start = startTime else { return true }
        let total = frameCount
        for k in writing.writer.frameCount..<min(total, writing.writer.frameCount + max(1, count)) {
            // A microsecond of slack: host times are sums of frame steps.
            let due = start + Double(k) / framesPerSecond + 1e-6
            while writing.next + 1 < captured.count, captured[writing.next + 1].time <= due { writing.next += 1 }
            writing.renderer.render(captured[writing.next].list, into: writing.target, background: writing.background)
            try writing.writer.append(writing.target.snapshot())
        }
        self.writing = writing
        guard writing.writer.frameCount >= total else { return false }
        framesWritten = try writing.writer.finish()
        self.writing = nil
        captured = []
        return true
    }

    /// What writing the file needs between turns.
    private struct Writing {
        let renderer: CairoRenderer
        let target: RenderTarget
        let background: Color.Resolved
        let writer: AnimatedPNGWriter
        /// The captured frame the latest file frame showed.
        var next = 0
    }
    private var writing: Writing?
}

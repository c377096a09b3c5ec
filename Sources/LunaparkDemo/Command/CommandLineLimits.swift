import ArgumentParser
import Foundation
import Lunapark

/// The ranges `lunapark` accepts for its numbers, and the checks that turn anything else
/// into one usage line (exit status 64) before a window opens or a frame is simulated.
enum CommandLineLimits {
    /// Window or image side, points: at least what the park's layout needs, at most what an
    /// X server and a texture take (16384, llvmpipe's and most GPUs' largest texture).
    static let points: ClosedRange<Double> = 100...16_384
    /// Pixels per point of a screenshot.
    static let scale: ClosedRange<Double> = 0.25...4
    /// Virtual seconds a screenshot may simulate: every frame up to `--at` is run (timeline
    /// entries and animations are stepped frame by frame, so a larger step would not give the
    /// same picture). 600 s are 36,000 frames: about 10 s per scene in a release build here,
    /// up to 9 minutes in a debug build for the busiest scene (Rainbow, 15 ms per frame).
    static let seconds: ClosedRange<Double> = 0...600
    /// `--frames` of a headless run: as many as `seconds` at 60 frames per second.
    static let frames: ClosedRange<Int> = 0...36_000
    /// `--duration` of a recording, seconds.
    static let recordSeconds: ClosedRange<Double> = 0.1...600
    /// `--soak` seconds of real time: up to an hour.
    static let soakSeconds: ClosedRange<Double> = 1...3_600
    /// Audio output rates SDL and the mixer accept, Hz.
    static let audioFrequency: ClosedRange<Int> = 8_000...192_000
    /// Audio output channels (SDL: 1, 2, 4, 6 or 8; the mixer converts the rest).
    static let audioChannels: ClosedRange<Int> = 1...8

    /// `value` if it is a finite number in `range`, else a usage error naming `option`.
    static func check(_ value: Double, in range: ClosedRange<Double>, option: String, unit: String) throws {
        guard value.isFinite, range.contains(value) else {
            throw ValidationError("\(option) must be \(describe(range)) \(unit), got \(format(value))")
        }
    }

    /// `value` if it is in `range`, else a usage error naming `option`.
    static func check(_ value: Int, in range: ClosedRange<Int>, option: String, unit: String) throws {
        guard range.contains(value) else {
            throw ValidationError("\(option) must be \(range.lowerBound)...\(range.upperBound) \(unit), got \(value)")
        }
    }

    /// The screenshot's pixel size must fit one cairo image (`RenderTarget.maximumPixelDimension`
    /// a side, `RenderTarget.maximumPixelCount` in all: 1 GiB of pixels).
    static func checkImage(width: Double, height: Double, scale: Double) throws {
        let pixelWidth = (width * scale).rounded(), pixelHeight = (height * scale).rounded()
        let side = Double(RenderTarget.maximumPixelDimension), count = Double(RenderTarget.maximumPixelCount)
        guard pixelWidth <= side, pixelHeight <= side, pixelWidth * pixelHeight <= count else {
            throw ValidationError("--width \(format(width)) --height \(format(height)) --scale \(format(scale)) makes a "
                + "\(format(pixelWidth))x\(format(pixelHeight)) px image; the most is \(RenderTarget.maximumPixelDimension) px a side "
                + "and \(RenderTarget.maximumPixelCount) px in all (1 GiB)")
        }
    }

    /// An ISO 8601 date and time (`2024-06-10T09:41:00Z`, with fractional seconds or an offset),
    /// or a date alone (`2024-06-10`, midnight UTC).
    static func date(iso8601 text: String) throws -> Date {
        for options: ISO8601DateFormatter.Options in [[.withInternetDateTime],
                                                      [.withInternetDateTime, .withFractionalSeconds],
                                                      [.withFullDate]] {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = options
            if let date = formatter.date(from: text) { return date }
        }
        throw ValidationError("--date must be an ISO 8601 date and time such as 2024-06-10T09:41:00Z, got '\(text)'")
    }

    private static func describe(_ range: ClosedRange<Double>) -> String {
        "a number in \(format(range.lowerBound))...\(format(range.upperBound))"
    }

    /// `1e+10`, `inf`, `nan`, `960`, `0.333`: short, as the user would type it.
    static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(format: "%g", value)
    }
}

import Foundation

/// Finds where sounds start in recorded samples: the first sample whose
/// magnitude reaches `threshold` after at least `minimumGap` frames below
/// it. The park's sounds start at full amplitude on their first sample
/// (scripts/make-sounds.swift), so an onset is found to the sample.
struct OnsetDetector {
    /// One sound found in the recording.
    struct Onset: Hashable {
        /// The frame of the sound's first sample.
        var frame: Int
        /// Frames until the signal stayed below the threshold for `minimumGap`.
        var length: Int
    }

    /// Magnitude that counts as sound, full scale 1.
    var threshold: Float = 0.02
    /// Frames of quiet that separate two sounds (10 ms at 48 kHz).
    var minimumGap = 480

    /// The onsets in `samples` (one channel, full scale 1), in order.
    func onsets(in samples: [Float]) -> [Onset] {
        var result: [Onset] = []
        var quietRun = minimumGap  // the recording starts in silence
        var current: Int?
        var lastLoud = 0
        for (index, sample) in samples.enumerated() {
            if abs(sample) >= threshold {
                if current == nil, quietRun >= minimumGap { current = index }
                lastLoud = index
                quietRun = 0
            } else {
                quietRun += 1
                if let start = current, quietRun >= minimumGap {
                    result.append(Onset(frame: start, length: lastLoud + 1 - start))
                    current = nil
                }
            }
        }
        if let start = current { result.append(Onset(frame: start, length: lastLoud + 1 - start)) }
        return result
    }

    /// Channel `channel` of interleaved signed 16-bit little-endian samples, full scale 1.
    static func channel(_ channel: Int, of raw: Data, channels: Int) -> [Float] {
        raw.withUnsafeBytes { bytes in
            let samples = bytes.bindMemory(to: Int16.self)
            let frames = samples.count / channels
            return (0..<frames).map { Float(Int16(littleEndian: samples[$0 * channels + channel])) / 32_767 }
        }
    }
}

// Synthesizes the park's sounds into Assets/Sounds/ (48 kHz, 16-bit, mono WAV):
//   tick.wav  the metronome's beat: a short wood-block click
//   bell.wav  the first beat of a bar: a small bell
// They are the project's own work (no samples from elsewhere), under the
// project's licence. Run from the repository root to regenerate them:
//   swift scripts/make-sounds.swift
// The output is deterministic: the same bytes on every run.
//
// Both sounds start at full amplitude on their first sample (cosine phase),
// so the audio sync test can find each onset to the sample.
import Foundation

let rate = 48_000

/// A sum of exponentially decaying partials: (frequency Hz, amplitude, decay time constant s).
func decayingPartials(_ partials: [(Double, Double, Double)], duration: Double, fadeOut: Double) -> [Double] {
    let count = Int(duration * Double(rate))
    let fadeFrames = Int(fadeOut * Double(rate))
    return (0..<count).map { i in
        let t = Double(i) / Double(rate)
        var x = 0.0
        for (frequency, amplitude, tau) in partials {
            x += amplitude * exp(-t / tau) * cos(2 * Double.pi * frequency * t)
        }
        // A short linear fade to exact silence at the end, so the sound does not stop with a click.
        let remaining = count - i
        if remaining < fadeFrames { x *= Double(remaining) / Double(fadeFrames) }
        return x
    }
}

/// 16-bit PCM, mono, little-endian WAV (RIFF; Microsoft's WAVE format, "fmt " and "data" chunks).
func wav(_ samples: [Double], peak: Double) -> Data {
    let maxAbs = samples.map(abs).max() ?? 1
    let pcm = samples.map { Int16((($0 / maxAbs) * peak * 32767).rounded()) }
    var data = Data()
    func u32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
    func u16(_ v: UInt16) { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
    let dataBytes = UInt32(pcm.count * 2)
    data.append(contentsOf: Array("RIFF".utf8)); u32(36 + dataBytes)
    data.append(contentsOf: Array("WAVE".utf8))
    data.append(contentsOf: Array("fmt ".utf8)); u32(16)
    u16(1)                       // PCM
    u16(1)                       // mono
    u32(UInt32(rate))            // frames per second
    u32(UInt32(rate * 2))        // bytes per second
    u16(2)                       // bytes per frame
    u16(16)                      // bits per sample
    data.append(contentsOf: Array("data".utf8)); u32(dataBytes)
    for s in pcm { u16(UInt16(bitPattern: s)) }
    return data
}

// Tick: two bright partials that die within a few milliseconds, like a wood block.
let tick = decayingPartials([(1_900, 1.0, 0.006), (3_300, 0.6, 0.003), (5_100, 0.25, 0.002)],
                            duration: 0.040, fadeOut: 0.005)
// Bell: a struck bar's inharmonic partials (ratios near 1 : 2.76 : 5.40 : 8.93), the
// higher ones decaying faster; short enough (0.42 s) to end before the next beat at 120 bpm.
let bell = decayingPartials([(1_320, 1.0, 0.110), (1_320 * 2.76, 0.5, 0.045),
                             (1_320 * 5.40, 0.25, 0.020), (1_320 * 8.93, 0.12, 0.010)],
                            duration: 0.420, fadeOut: 0.030)

let folder = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "Assets/Sounds",
                 isDirectory: true)
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
for (name, samples, peak) in [("tick", tick, 0.55), ("bell", bell, 0.70)] {
    let url = folder.appendingPathComponent("\(name).wav")
    try wav(samples, peak: peak).write(to: url)
    print("wrote \(url.path) (\(samples.count) frames, \(String(format: "%.0f", Double(samples.count) * 1000 / Double(rate))) ms)")
}

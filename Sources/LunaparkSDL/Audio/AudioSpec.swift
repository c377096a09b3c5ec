import CSDL2Mixer
import Foundation

/// The sample format of an audio device.
public enum AudioSampleFormat: String, Sendable, Hashable {
    /// Signed 16-bit integers, native byte order (`AUDIO_S16SYS`).
    case s16
    /// 32-bit floats, native byte order (`AUDIO_F32SYS`).
    case f32

    /// Bytes in one sample of one channel.
    public var bytesPerSample: Int {
        switch self {
        case .s16: 2
        case .f32: 4
        }
    }

    /// SDL's format constant.
    var sdlFormat: UInt16 {
        switch self {
        case .s16: lunapark_AUDIO_S16SYS()
        case .f32: lunapark_AUDIO_F32SYS()
        }
    }

    /// The format for an SDL format constant, nil for formats Lunapark does not use.
    init?(sdlFormat: UInt16) {
        switch sdlFormat {
        case lunapark_AUDIO_S16SYS(): self = .s16
        case lunapark_AUDIO_F32SYS(): self = .f32
        default: return nil
        }
    }
}

/// What an audio device plays: rate, sample format, channels and the size
/// of one mix buffer.
public struct AudioSpec: Sendable, Hashable, CustomStringConvertible {
    /// Sample frames per second (Hz).
    public var frequency: Int
    /// The sample format.
    public var format: AudioSampleFormat
    /// Interleaved channels (2 for stereo).
    public var channels: Int
    /// Sample frames per mix buffer (SDL_mixer's chunk size).
    public var chunkSize: Int

    /// Creates a spec.
    public init(frequency: Int, format: AudioSampleFormat, channels: Int, chunkSize: Int) {
        self.frequency = frequency
        self.format = format
        self.channels = channels
        self.chunkSize = chunkSize
    }

    /// Bytes in one sample frame (all channels).
    public var bytesPerFrame: Int { format.bytesPerSample * channels }

    /// The duration of one mix buffer in seconds.
    public var chunkDuration: TimeInterval { Double(chunkSize) / Double(frequency) }

    public var description: String {
        "\(frequency) Hz \(format.rawValue) \(channels == 2 ? "stereo" : "\(channels) channels"), \(chunkSize)-frame chunks"
    }
}

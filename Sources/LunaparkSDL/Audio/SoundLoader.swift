import CSDL2
import CSDL2Mixer
import Foundation

/// Decodes sound files into `SoundBuffer`s in the open device's format.
///
/// `Mix_LoadWAV` reads WAV and OGG Vorbis (and the other formats SDL_mixer
/// was built with) and converts the samples to the format the output was
/// opened with (rate, channels, sample type; SDL_mixer.h, Mix_LoadWAV_RW),
/// so the mixer only adds samples. It needs an open output.
enum SoundLoader {
    /// The file extensions tried, in order.
    static let extensions = ["wav", "ogg"]

    /// Loads `<folder>/<name>.wav` (or `.ogg`) for a device of `spec`.
    static func load(_ name: String, from folder: URL?, spec: AudioSpec) throws(SoundLoadError) -> SoundBuffer {
        guard let folder else { throw .noAssetsFolder(name: name) }
        let candidates = extensions.map { folder.appendingPathComponent(name).appendingPathExtension($0) }
        guard let url = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            throw .notFound(name: name, folder: folder.path)
        }
        guard let chunk = lunapark_Mix_LoadWAV(url.path) else {
            let reason = String(cString: SDL_GetError())
            throw .undecodable(name: name, path: url.path, reason: reason.isEmpty ? "unknown SDL_mixer error" : reason)
        }
        defer { Mix_FreeChunk(chunk) }
        let bytes = Int(chunk.pointee.alen)
        guard let data = chunk.pointee.abuf, bytes >= spec.bytesPerFrame else {
            throw .empty(name: name, path: url.path)
        }
        let samples = decode(UnsafeRawBufferPointer(start: data, count: bytes - bytes % spec.bytesPerFrame),
                             format: spec.format)
        return SoundBuffer(name: name, samples: samples, channels: spec.channels, frequency: spec.frequency)
    }

    /// Samples of `format` as Float in -1...1.
    static func decode(_ bytes: UnsafeRawBufferPointer, format: AudioSampleFormat) -> [Float] {
        switch format {
        case .s16:
            return bytes.withMemoryRebound(to: Int16.self) { $0.map { Float($0) / 32_767 } }
        case .f32:
            return bytes.withMemoryRebound(to: Float.self) { Array($0) }
        }
    }
}

import Foundation

/// Why a sound could not be loaded; `description` is one line naming the file.
public enum SoundLoadError: Error, Hashable, CustomStringConvertible {
    /// No `<name>.wav` or `<name>.ogg` in the sounds folder.
    case notFound(name: String, folder: String)
    /// The file exists but SDL_mixer could not decode it (its reason).
    case undecodable(name: String, path: String, reason: String)
    /// The file decoded to no samples.
    case empty(name: String, path: String)
    /// No sounds folder was found (no `Assets/` next to the program or the current directory).
    case noAssetsFolder(name: String)

    public var description: String {
        let line: String
        switch self {
        case let .notFound(name, folder): line = "sound '\(name)': no \(name).wav or \(name).ogg in \(folder)"
        case let .undecodable(name, path, reason): line = "sound '\(name)': cannot decode \(path): \(reason)"
        case let .empty(name, path): line = "sound '\(name)': \(path) holds no samples"
        case let .noAssetsFolder(name): line = "sound '\(name)': no Assets folder found (set LUNAPARK_ASSETS)"
        }
        // One line, whatever the library's message held.
        return line.replacingOccurrences(of: "\n", with: " ")
    }
}

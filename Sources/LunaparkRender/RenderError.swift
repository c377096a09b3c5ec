import Foundation

/// Why an image could not be read or written. `description` is one line
/// naming the file.
public enum RenderError: Error, CustomStringConvertible, LocalizedError, Equatable {
    /// A PNG file could not be read: missing, unreadable or not a valid PNG.
    case cannotReadPNG(path: String, reason: String)
    /// A PNG file could not be written.
    case cannotWritePNG(path: String, reason: String)
    /// A surface of this many pixels could not be created.
    case cannotCreateSurface(width: Int, height: Int)
    /// Bytes that should be a PNG (or animated PNG) are not: no signature, a chunk cut
    /// short or with a wrong CRC, chunks out of order.
    case malformedPNG(String)

    /// One line naming the file (or size) and the reason.
    public var description: String {
        switch self {
        case .cannotReadPNG(let path, let reason): "cannot read PNG image '\(path)': \(reason)"
        case .cannotWritePNG(let path, let reason): "cannot write PNG image '\(path)': \(reason)"
        case .cannotCreateSurface(let width, let height): "cannot create a \(width)x\(height) pixel image surface"
        case .malformedPNG(let reason): "malformed PNG data: \(reason)"
        }
    }

    /// The same line as `description`, for `localizedDescription`.
    public var errorDescription: String? { description }
}

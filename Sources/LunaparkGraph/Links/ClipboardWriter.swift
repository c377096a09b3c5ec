import Foundation
import LunaparkCore

/// Puts text on the host's clipboard: the window's for an SDL host
/// (`SDL_SetClipboardText`), a recorded string for a `HeadlessHost`. Views
/// that copy (`ShareLink`'s Copy row) call it from the environment.
struct ClipboardWriter {
    let write: @MainActor (String) -> Void

    @MainActor private static var reportedMissing = false

    /// No host clipboard: the first copy writes one warning line to standard error.
    static var none: ClipboardWriter {
        ClipboardWriter { _ in
            guard !reportedMissing else { return }
            reportedMissing = true
            FileHandle.standardError.write(Data("lunapark: this host has no clipboard; the copied text is dropped\n".utf8))
        }
    }
}

private struct ClipboardWriterKey: EnvironmentKey {
    static var defaultValue: ClipboardWriter { .none }
}

extension EnvironmentValues {
    /// The host's clipboard.
    var clipboardWriter: ClipboardWriter {
        get { self[ClipboardWriterKey.self] }
        set { self[ClipboardWriterKey.self] = newValue }
    }
}

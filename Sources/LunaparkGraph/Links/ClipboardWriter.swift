import Foundation
import LunaparkCore

/// Puts text on the host's clipboard: the window's for an SDL host
/// (`SDL_SetClipboardText`), a recorded string for a `HeadlessHost`. Each
/// graph puts one in its root environment and hosts set its `write`
/// (`ViewGraph.clipboardWriter`) without updating the views; views that copy
/// (`ShareLink`'s Copy) call it.
@MainActor
final class ClipboardWriter {
    /// The host's clipboard; nil: copying writes a warning line (once) to standard error.
    var write: (@MainActor (String) -> Void)?

    private static var reportedMissing = false

    /// Puts `text` on the clipboard.
    func copy(_ text: String) {
        if let write {
            write(text)
        } else if !Self.reportedMissing {
            Self.reportedMissing = true
            FileHandle.standardError.write(Data("lunapark: this host has no clipboard; the copied text is dropped\n".utf8))
        }
    }
}

private struct ClipboardWriterKey: EnvironmentKey {
    static var defaultValue: ClipboardWriter? { nil }
}

extension EnvironmentValues {
    /// The clipboard of the graph the views are in.
    var clipboardWriter: ClipboardWriter? {
        get { self[ClipboardWriterKey.self] }
        set { self[ClipboardWriterKey.self] = newValue }
    }
}

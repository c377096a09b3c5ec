import Foundation

/// The system's URL opener on Linux: `xdg-open URL` (the desktop's browser, mail client or
/// file manager) started through Foundation's `Process`, never waited for on the main thread.
/// When it cannot be started or exits with a failure status, one warning line says so.
enum SystemURLOpener {
    /// The command run with the URL as its last argument (tests replace it).
    nonisolated(unsafe) static var command = ["/usr/bin/env", "xdg-open"]
    /// Where the warning lines go (tests replace it); standard error by default.
    nonisolated(unsafe) static var report: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data("lunapark: \(message)\n".utf8))
    }

    /// Starts the opener for `url`; false when it could not be started (reported). Its exit is
    /// awaited by `Process` on its own thread; a failure status is reported from there.
    @discardableResult
    static func open(_ url: URL) -> Bool {
        guard let executable = command.first else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = Array(command.dropFirst()) + [url.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let report = self.report
        let name = command.last ?? executable
        process.terminationHandler = { finished in
            if finished.terminationStatus != 0 {
                report("could not open \(url.absoluteString): \(name) exited with status \(finished.terminationStatus)")
            }
        }
        do {
            try process.run()
            return true
        } catch {
            report("could not open \(url.absoluteString): \(name) could not be started (\(error.localizedDescription))")
            return false
        }
    }
}

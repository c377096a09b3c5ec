import Foundation
@testable import LunaparkGraph
import Testing

/// The system's URL opener: the URL handed to the command as its last argument, a command
/// that cannot be started or fails reported in one line, and `OpenURLAction`'s results.
@Suite(.serialized) @MainActor
struct SystemURLOpenerTests {
    /// Polls `condition` every 10 ms for up to 10 s (a process's exit is asynchronous; the
    /// limit only stops a broken test, nothing is measured).
    private func eventually(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<1000 {
            if condition() { return true }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        return condition()
    }

    private final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        func append(_ line: String) { lock.lock(); stored.append(line); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return stored }
    }

    private func withOpener(_ command: [String], _ body: (Lines) async -> Void) async {
        let saved = (SystemURLOpener.command, SystemURLOpener.report)
        let lines = Lines()
        SystemURLOpener.command = command
        SystemURLOpener.report = { lines.append($0) }
        await body(lines)
        (SystemURLOpener.command, SystemURLOpener.report) = saved
    }

    @Test func theURLIsTheCommandsLastArgument() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("opener-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        await withOpener(["/bin/sh", "-c", "printf %s \"$1\" > '\(file.path)'", "sh"]) { lines in
            var accepted: Bool?
            OpenURLAction.system(URL(string: "https://example.com/a?b=1")!) { accepted = $0 }
            #expect(accepted == true)
            let written = await eventually { (try? String(contentsOf: file, encoding: .utf8)) == "https://example.com/a?b=1" }
            #expect(written)
            #expect(lines.all.isEmpty)
        }
    }

    @Test func failuresAreReportedInOneLine() async {
        await withOpener(["/nonexistent/xdg-open"]) { lines in
            var accepted: Bool?
            OpenURLAction.system(URL(string: "https://example.com")!) { accepted = $0 }
            #expect(accepted == false)
            #expect(lines.all.count == 1 && lines.all[0].contains("could not be started"))
        }
        await withOpener(["/bin/sh", "-c", "exit 3", "sh"]) { lines in
            OpenURLAction.system(URL(string: "https://example.com")!)
            let reported = await eventually { !lines.all.isEmpty }
            #expect(reported && lines.all[0].contains("status 3"), "\(lines.all)")
        }
    }

    @Test func aHandlersResultDecides() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("opener-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        await withOpener(["/bin/sh", "-c", "printf %s \"$1\" > '\(file.path)'", "sh"]) { _ in
            var seen: [URL] = []
            var results: [Bool] = []
            let action = OpenURLAction { url in
                seen.append(url)
                switch url.host {
                case "handled.example": return .handled
                case "discarded.example": return .discarded
                default: return .systemAction(URL(string: "https://replaced.example")!)
                }
            }
            action(URL(string: "https://handled.example")!) { results.append($0) }
            action(URL(string: "https://discarded.example")!) { results.append($0) }
            action(URL(string: "https://other.example")!) { results.append($0) }
            #expect(seen.count == 3 && results == [true, false, true])
            let written = await eventually { (try? String(contentsOf: file, encoding: .utf8)) == "https://replaced.example" }
            #expect(written, "the replacement URL went to the system")
        }
    }
}

import Foundation
import Synchronization

/// The lines the articles' code prints, recorded so tests can check them.
///
/// The articles call `print` as they would in an app (the Habr article prints every value
/// written to `animatableData`). This test module declares its own
/// `print(_:separator:terminator:)` below, which shadows `Swift.print` for every
/// file of the module, so the articles' code compiles unchanged and its calls land
/// here. A test records into a log of its own by binding ``current`` with
/// ``record(_:)``; Swift Testing runs tests in parallel, and the task-local keeps
/// each test's lines apart. Printing still reaches standard output.
final class ArticlePrintLog: Sendable {
    /// The log of the running test, or nil when no test is recording.
    @TaskLocal static var current: ArticlePrintLog?

    private let recorded = Mutex<[String]>([])

    /// What was printed so far, one entry per `print` call without its terminator, oldest first.
    var lines: [String] { recorded.withLock { $0 } }

    /// Forgets every line recorded so far (for a test that checks one step at a time).
    func reset() { recorded.withLock { $0.removeAll() } }

    /// Adds what one `print` call wrote.
    func append(_ line: String) { recorded.withLock { $0.append(line) } }

    /// Runs `body` with a fresh log bound to ``current`` and returns that log.
    @discardableResult
    static func record(_ body: (ArticlePrintLog) throws -> Void) rethrows -> ArticlePrintLog {
        let log = ArticlePrintLog()
        try $current.withValue(log) { try body(log) }
        return log
    }

    /// Runs `body` (which may wait) with a fresh log bound to ``current`` and returns that log.
    @discardableResult
    static func record(isolation: isolated (any Actor)? = #isolation,
                       _ body: (ArticlePrintLog) async throws -> Void) async rethrows -> ArticlePrintLog {
        let log = ArticlePrintLog()
        try await $current.withValue(log, operation: { try await body(log) }, isolation: isolation)
        return log
    }
}

/// `Swift.print` for this test module: records the line in the running test's
/// ``ArticlePrintLog`` (items joined by `separator`, as `Swift.print` writes them),
/// then prints it to standard output.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let line = items.map { String(describing: $0) }.joined(separator: separator)
    ArticlePrintLog.current?.append(line)
    Swift.print(line, terminator: terminator)
}

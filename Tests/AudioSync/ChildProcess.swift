import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child process started with `posix_spawn` and reaped with `waitpid`
/// (Foundation's `Process.waitUntilExit` was seen never to return on the main
/// thread of an async test here, with the child already exited).
final class ChildProcess {
    /// Why a child could not be started, in one line.
    struct SpawnError: Error, CustomStringConvertible {
        var description: String
    }

    let pid: pid_t
    private var status: Int32?

    /// Starts `executable` with `arguments` and `environment`; standard input is
    /// /dev/null, standard output and error go to the files named (/dev/null by default).
    init(_ executable: URL, _ arguments: [String], environment: [String: String],
         standardOutput: URL? = nil, standardError: URL? = nil) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput?.path ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, standardError?.path ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable.path, &actions, nil, argv, envp)
        guard result == 0 else {
            throw SpawnError(description: "cannot start \(executable.lastPathComponent): \(String(cString: strerror(result)))")
        }
        pid = child
    }

    deinit { stop(signal: SIGKILL) }

    /// The first executable called `name` in the usual system folders, or nil.
    static func executable(_ name: String) -> URL? {
        for folder in ["/usr/bin", "/usr/local/bin", "/bin", "/usr/sbin"] {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    /// True until the child has exited.
    var isRunning: Bool {
        guard status == nil else { return false }
        var raw: Int32 = 0
        if waitpid(pid, &raw, WNOHANG) == pid { status = raw }
        return status == nil
    }

    /// Waits up to `timeout` seconds for the child to exit; its exit status, or nil (then it is killed).
    func wait(timeout: TimeInterval) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while isRunning {
            guard Date() < deadline else {
                stop(signal: SIGKILL)
                return nil
            }
            usleep(10_000)
        }
        return status.map { ($0 >> 8) & 0xff }
    }

    /// Sends `signal` and waits for the child to exit (killing it after `grace` seconds).
    func stop(signal: Int32, grace: TimeInterval = 3) {
        guard isRunning else { return }
        kill(pid, signal)
        let deadline = Date().addingTimeInterval(grace)
        while isRunning, Date() < deadline { usleep(10_000) }
        if isRunning {
            kill(pid, SIGKILL)
            var raw: Int32 = 0
            waitpid(pid, &raw, 0)
            status = raw
        }
    }
}

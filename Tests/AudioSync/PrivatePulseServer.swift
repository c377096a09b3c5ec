import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A PulseAudio daemon of the test's own: no system daemon and no user
/// session, a runtime directory in /tmp, one null sink (which consumes
/// samples on the monotonic clock, as `HostClock` reads it) whose monitor
/// `parec` records. Works as root (CI) and as a user: the daemon runs in
/// per-user mode with its own `HOME` and `XDG_RUNTIME_DIR`, and listens on
/// the socket `serverAddress` names.
///
/// Clean-up. `stop()` (also on deinit) ends the recorder and the daemon and
/// removes the directory. The daemon runs under a small shell watchdog that
/// ends it when the test process is gone, so a test that crashes leaves no
/// daemon behind either. The watchdog gives the daemon round-robin
/// real-time scheduling (`chrt -r`) where the system allows it, as a
/// desktop's PulseAudio gets it for its I/O threads through RealtimeKit;
/// `scheduling` says which.
final class PrivatePulseServer {
    /// The null sink's name.
    static let sinkName = "lunapark_sync"
    /// The round-robin priority asked for the daemon (1-99).
    static let realtimePriority = 10

    let directory: URL
    private let watchdog: ChildProcess
    private let log: URL
    private var recorder: ChildProcess?

    /// The address clients use (`PULSE_SERVER`, `pactl -s`).
    var serverAddress: String { "unix:" + directory.appendingPathComponent("native").path }

    /// How the daemon is scheduled: "SCHED_RR 10" or "time-sharing (chrt -r refused)" (empty at first).
    var scheduling: String {
        let line = (try? String(contentsOf: directory.appendingPathComponent("watchdog.out"), encoding: .utf8)) ?? ""
        return line.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Why a daemon could not be started, in one line.
    struct StartError: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts the daemon with a null sink at `frequency` Hz, stereo, and waits
    /// (at most `timeout` seconds) until it answers.
    init(frequency: Int, timeout: TimeInterval = 10) throws {
        for tool in ["pulseaudio", "pactl", "parec", "sh"] where ChildProcess.executable(tool) == nil {
            throw StartError(description: "\(tool) is not installed (Debian packages pulseaudio, pulseaudio-utils)")
        }
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("lunapark-pulse-\(getpid())")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        log = directory.appendingPathComponent("daemon.log")
        let socket = directory.appendingPathComponent("native").path
        let daemonArguments = [ChildProcess.executable("pulseaudio")!.path,
                               "-n", "--daemonize=no", "--system=false", "--exit-idle-time=-1", "--use-pid-file=no",
                               "--disable-shm=yes", "--realtime=yes", "--high-priority=yes", "--log-target=file:" + log.path,
                               "-L", "module-null-sink sink_name=\(Self.sinkName) rate=\(frequency) channels=2",
                               "-L", "module-native-protocol-unix socket=\(socket) auth-anonymous=1"]
        do {
            watchdog = try ChildProcess(ChildProcess.executable("sh")!,
                                        ["-c", Self.watchdogScript, "watchdog", String(getpid()), String(Self.realtimePriority), socket]
                                            + daemonArguments,
                                        environment: Self.environment(home: directory),
                                        standardOutput: directory.appendingPathComponent("watchdog.out"))
        } catch {
            throw StartError(description: "pulseaudio did not start: \(error)")
        }
        let deadline = Date().addingTimeInterval(timeout)
        while !answers() {
            guard watchdog.isRunning, Date() < deadline else {
                let reason = (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n").last { $0.hasPrefix("E:") }
                stop()
                throw StartError(description: "pulseaudio did not answer within \(Int(timeout)) s" + (reason.map { ": \($0)" } ?? ""))
            }
            usleep(50_000)
        }
    }

    deinit { stop() }

    /// Runs the daemon (`$4...`) in the background and ends it on SIGTERM, when
    /// the process `$1` is gone (then removes the socket's folder too), or when
    /// the daemon itself ends. Once its
    /// socket `$3` exists, moves all its threads to round-robin priority `$2`
    /// where `chrt` may (the daemon resets its own main thread to nice -11 at
    /// start, and that thread serves the clients' streams), and prints how
    /// the daemon is scheduled.
    private static let watchdogScript = """
        parent=$1; priority=$2; socket=$3; shift 3
        "$@" & daemon=$!
        trap 'kill -TERM $daemon 2>/dev/null; wait $daemon; exit 0' TERM INT
        tries=0
        while [ ! -S "$socket" ] && [ $tries -lt 100 ] && kill -0 $daemon 2>/dev/null; do sleep 0.05; tries=$((tries + 1)); done
        if command -v chrt >/dev/null 2>&1 && chrt -a -r -p "$priority" $daemon >/dev/null 2>&1; then
          echo "SCHED_RR $priority"
        else
          echo "time-sharing (chrt -r refused)"
        fi
        while kill -0 "$parent" 2>/dev/null && kill -0 $daemon 2>/dev/null; do sleep 0.2; done
        kill -TERM $daemon 2>/dev/null; wait $daemon
        kill -0 "$parent" 2>/dev/null || rm -rf "$(dirname "$socket")"
        """

    /// The environment for the daemon and its clients: a home and runtime directory of their own.
    static func environment(home: URL) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["XDG_RUNTIME_DIR"] = home.path
        environment["XDG_CONFIG_HOME"] = home.path
        environment.removeValue(forKey: "PULSE_SERVER")
        return environment
    }

    /// True when `pactl info` reaches the daemon.
    private func answers() -> Bool {
        guard let pactl = try? ChildProcess(ChildProcess.executable("pactl")!, ["-s", serverAddress, "info"],
                                            environment: Self.environment(home: directory)) else { return false }
        return pactl.wait(timeout: 5) == 0
    }

    /// What `pactl list sink-inputs` says about the playing streams' latency (one line).
    func streamLatencies() -> String {
        let output = directory.appendingPathComponent("sink-inputs.txt")
        guard let pactl = try? ChildProcess(ChildProcess.executable("pactl")!, ["-s", serverAddress, "list", "sink-inputs"],
                                            environment: Self.environment(home: directory), standardOutput: output),
              pactl.wait(timeout: 5) == 0, let text = try? String(contentsOf: output, encoding: .utf8) else { return "unknown" }
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("Buffer Latency") || $0.hasPrefix("Sink Latency") }.joined(separator: ", ")
    }

    /// Starts recording the null sink's monitor into `file` as raw interleaved
    /// signed 16-bit little-endian stereo at `frequency` Hz.
    func startRecording(to file: URL, frequency: Int) throws {
        recorder = try ChildProcess(ChildProcess.executable("parec")!,
                                    ["-s", serverAddress, "-d", Self.sinkName + ".monitor", "--raw", "--format=s16le",
                                     "--rate=\(frequency)", "--channels=2", "--latency-msec=20"],
                                    environment: Self.environment(home: directory), standardOutput: file)
    }

    /// Stops the recorder (its file is complete when this returns).
    func stopRecording() {
        recorder?.stop(signal: SIGINT)
        recorder = nil
    }

    /// Stops the recorder and the daemon, and removes the runtime directory.
    func stop() {
        stopRecording()
        watchdog.stop(signal: SIGTERM)
        try? FileManager.default.removeItem(at: directory)
    }
}

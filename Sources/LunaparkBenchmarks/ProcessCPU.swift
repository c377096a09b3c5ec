import Foundation

/// CPU time consumed by processes, seconds.
enum ProcessCPU {
    /// User + system CPU time of this process (getrusage).
    static func seconds() -> TimeInterval {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return TimeInterval(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + TimeInterval(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6
    }

    /// User + system CPU time of the first process named Xvfb (proc(5),
    /// `stat` fields 14 and 15, in clock ticks), or nil when none is found.
    static func xvfbSeconds() -> TimeInterval? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return nil }
        for entry in entries where Int(entry) != nil {
            guard let comm = try? String(contentsOfFile: "/proc/\(entry)/comm", encoding: .utf8),
                  comm.trimmingCharacters(in: .whitespacesAndNewlines) == "Xvfb",
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let closing = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: closing)...].split(separator: " ")
            guard fields.count > 12, let user = Double(fields[14 - 3]), let system = Double(fields[15 - 3]) else { return nil }
            return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
        }
        return nil
    }
}

/// Memory of this process.
enum ProcessMemory {
    /// The resident set size now, MiB (`VmRSS` of /proc/self/status), or nil when unreadable.
    static func residentMiB() -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kibibytes = Double(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "") else { return nil }
        return kibibytes / 1024
    }
}

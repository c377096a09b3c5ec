import Foundation

/// Finds the project's `Assets/` folder: `$LUNAPARK_ASSETS` if set, else
/// the first `Assets` folder found walking up from the executable's folder,
/// then from the current directory (so `swift run`, `.build/release/lunapark`
/// and tests all find it).
public enum AssetLocator {
    /// The assets folder, or nil when none is found.
    public static let directory: URL? = locate()

    private static func locate() -> URL? {
        let fm = FileManager.default
        if let env = ProcessInfo.processInfo.environment["LUNAPARK_ASSETS"], !env.isEmpty {
            return URL(fileURLWithPath: env, isDirectory: true)
        }
        var starts: [URL] = []
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
        starts.append(executable.deletingLastPathComponent())
        starts.append(URL(fileURLWithPath: fm.currentDirectoryPath, isDirectory: true))
        for start in starts {
            var dir = start.standardizedFileURL
            for _ in 0..<8 {
                let candidate = dir.appendingPathComponent("Assets", isDirectory: true)
                var isDir: ObjCBool = false
                if fm.fileExists(atPath: candidate.path, isDirectory: &isDir), isDir.boolValue { return candidate }
                let parent = dir.deletingLastPathComponent()
                if parent.path == dir.path { break }
                dir = parent
            }
        }
        return nil
    }
}

import Foundation

/// The compiler command SwiftPM runs for the sample test target, without its outputs and
/// sources, read from the build manifest (`.build/debug.yaml`) next to the test bundle.
struct SampleCompilerInvocation {
    let arguments: [String]

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads the manifest of the build this test bundle belongs to (its path is `argv[0]`:
    /// `<scratch>/<triple>/<configuration>/LunaparkPackageTests.xctest`).
    static func forThisTestTarget() throws -> SampleCompilerInvocation {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0])
        let configuration = bundle.deletingLastPathComponent()
        let scratch = configuration.deletingLastPathComponent().deletingLastPathComponent()
        let manifest = scratch.appendingPathComponent(configuration.lastPathComponent + ".yaml")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else {
            throw Failure(description: "no SwiftPM build manifest at \(manifest.path) (run through `swift test`)")
        }
        guard let command = text.range(of: "\"C.SwiftUISampleTests-"),
              let argsLine = text[command.upperBound...].range(of: "args: "),
              let lineEnd = text[argsLine.upperBound...].firstIndex(of: "\n"),
              let data = String(text[argsLine.upperBound..<lineEnd]).data(using: .utf8),
              let arguments = try JSONSerialization.jsonObject(with: data) as? [String], !arguments.isEmpty
        else { throw Failure(description: "no compile command for SwiftUISampleTests in \(manifest.path)") }
        return SampleCompilerInvocation(arguments: Self.withoutOutputsAndSources(arguments))
    }

    /// The arguments that say how to compile (search paths, module maps, language mode,
    /// plugins), without what to compile and where to write it.
    static func withoutOutputsAndSources(_ arguments: [String]) -> [String] {
        let optionsWithValue: Set = ["-module-name", "-emit-module-path", "-output-file-map", "-index-store-path",
                                     "-num-threads"]
        let flags: Set = ["-emit-dependencies", "-emit-module", "-incremental", "-enable-batch-mode", "-c",
                          "-serialize-diagnostics", "-parseable-output"]
        var kept: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if optionsWithValue.contains(argument) {
                index += 2
                continue
            }
            if !flags.contains(argument), !argument.hasPrefix("@"), !argument.hasSuffix(".swift"),
               !argument.hasPrefix("-j") {
                kept.append(argument)
            }
            index += 1
        }
        return kept
    }

    /// Type-checks `file` alone, warning about each expression slower than the limit.
    func typeCheck(_ file: URL, slowExpressionMilliseconds: Int) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst()) + [
            "-typecheck", "-Xfrontend", "-warn-long-expression-type-checking=\(slowExpressionMilliseconds)", file.path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}

import Foundation
import LunaparkGraph

extension App {
    /// Initializes and runs the app (SwiftUI's `App.main()`, which `@main`
    /// calls): reads `AppLaunchOptions` from the `LUNAPARK_*` environment
    /// variables, creates the app with `init()` and runs it with `AppRunner`.
    /// Exits with status 0 when the window is closed, or with the status of
    /// the one-line error printed (64 bad variable, 69 no display, ...).
    @MainActor @preconcurrency
    public static func main() {
        let options: AppLaunchOptions
        do {
            options = try AppLaunchOptions(environment: ProcessInfo.processInfo.environment)
        } catch {
            FileHandle.standardError.write(Data("\(ProcessInfo.processInfo.processName): \(error.description)\n".utf8))
            exit(error.exitStatus)
        }
        exit(AppRunner.run(Self(), options: options))
    }
}

import Foundation

/// A type that represents the structure and behavior of an app (SwiftUI's
/// `App`).
///
/// Declare a structure that conforms to `App`, mark it `@main`, and describe
/// its windows in `body`:
///
/// ```swift
/// @main
/// struct MyApp: App {
///     var body: some Scene {
///         WindowGroup("My app") { ContentView() }
///     }
/// }
/// ```
///
/// `main()`, which launches the app, is provided by LunaparkSDL (imported
/// with `Lunapark`): it creates the app with `init()`, evaluates `body` once
/// and opens a window for the first scene that declares one, as SwiftUI
/// opens an app's primary scene at launch.
@MainActor @preconcurrency
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene

    /// The app's scenes. The first `WindowGroup` or `Window` is opened at
    /// launch; others are declared but not opened (there is no `openWindow`).
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Creates an instance of the app; `main()` calls it once.
    @MainActor @preconcurrency init()
}

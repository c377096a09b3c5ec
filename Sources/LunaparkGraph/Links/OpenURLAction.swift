import Foundation
import LunaparkCore

/// Opens a URL (SwiftUI's `OpenURLAction`), read as `@Environment(\.openURL) private var
/// openURL` and called as `openURL(url)`. `Link` calls it. By default it hands the URL to the
/// system (`SystemURLOpener`: `xdg-open`, off the main thread); `environment(\.openURL, ...)`
/// with `OpenURLAction(handler:)` replaces it for a subtree, the handler deciding whether the
/// URL was handled, discarded or is passed on to the system (possibly changed).
@MainActor @preconcurrency
public struct OpenURLAction {
    /// What a handler did with a URL (SwiftUI's `OpenURLAction.Result`).
    public struct Result: Sendable {
        enum Outcome: Sendable {
            case handled, discarded
            /// Passed on to the system: this URL, or the one given to the action when nil.
            case system(URL?)
        }

        let outcome: Outcome

        /// The handler opened the URL itself: the action is done and accepted it.
        public static let handled = Result(outcome: .handled)
        /// The handler refused the URL: nothing opens it and the action did not accept it.
        public static let discarded = Result(outcome: .discarded)
        /// The URL goes on to the system's opener, as if there were no handler.
        public static let systemAction = Result(outcome: .system(nil))

        /// `url` (in place of the one given) goes on to the system's opener.
        public static func systemAction(_ url: URL) -> Result { Result(outcome: .system(url)) }
    }

    let handler: @MainActor (URL) -> Result

    /// An action that asks `handler` what to do with each URL.
    public nonisolated init(handler: @escaping @MainActor (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`: runs the handler, then (for `.systemAction`) the system's opener.
    public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens `url` and calls `completion` with whether it was accepted: true when the handler
    /// handled it or the system's opener was started for it, false when it was discarded. A
    /// system opener that fails later (no `xdg-open`, a non-zero exit) reports one warning line.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        switch handler(url).outcome {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .system(let replacement): completion(SystemURLOpener.open(replacement ?? url))
        }
    }

    /// The default action: every URL goes to the system's opener.
    nonisolated static var system: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { .system }
}

extension EnvironmentValues {
    /// The action that opens URLs in this view (see `OpenURLAction`); `Link` calls it.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

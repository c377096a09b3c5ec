import Foundation
import LunaparkCore

/// The action of the nearest `refreshable(action:)` (SwiftUI's `RefreshAction`), read from
/// `EnvironmentValues.refresh`. Calling it runs the action and returns when it has finished.
public struct RefreshAction: Sendable {
    let action: @isolated(any) @Sendable () async -> Void

    /// Runs the refresh action and waits for it to finish.
    public func callAsFunction() async {
        await action()
    }
}

private struct RefreshKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// The refresh action of the nearest `refreshable(action:)` (nil: none). A vertical
    /// `ScrollView` (and a `List`) offers pull to refresh when there is one.
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

extension View {
    /// Makes the vertical scroll views (and lists) in this view refreshable (SwiftUI's
    /// `refreshable(action:)`): content pulled down more than 60 points and released rests
    /// 50 points down with a spinning `ProgressView` over it while `action` runs (on the main
    /// actor when written in a view); when it returns, the content springs back. A pull during
    /// a refresh starts no second one. Other views read the action as `EnvironmentValues.refresh`.
    public func refreshable(@_inheritActorContext action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}

import Foundation
import LunaparkCore

/// Dismisses the view that reads it (SwiftUI's `DismissAction`, read as
/// `@Environment(\.dismiss) private var dismiss` and called as `dismiss()`):
/// inside a sheet or a full-screen cover it dismisses that presentation (setting
/// its binding to false or its item to nil); inside a level pushed on a
/// `NavigationStack` (and not in a presentation within it) it pops that level and
/// those above it, with the push animation run backwards. Elsewhere, as in SwiftUI
/// when nothing is presented, calling it does nothing.
public struct DismissAction {
    let action: @MainActor () -> Void

    /// Dismisses the view.
    @MainActor public func callAsFunction() { action() }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(action: {}) }
}

extension EnvironmentValues {
    /// Dismisses the current presentation (see `DismissAction`).
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// True in a view pushed on a navigation stack, which `dismiss` pops, and in the
    /// content of a sheet or a full-screen cover (SwiftUI's `isPresented`).
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

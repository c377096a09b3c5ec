import Foundation
import LunaparkCore

/// What a `NavigationStack` shares with the views inside it through the
/// environment: how to push and pop, the destinations registered for value
/// types, and what each level's title bar showed (for the next level's back button).
@MainActor
final class NavigationContext {
    /// Pushes a value (`NavigationLink(value:)`) or a view (`NavigationLink(destination:)`).
    var pushValue: (AnyHashable) -> Void = { _ in }
    var pushView: (AnyView) -> Void = { _ in }
    /// Pops every level above `level` (0: back to the root).
    var popToLevel: (Int) -> Void = { _ in }
    /// Asks the stack to evaluate its body again (a destination it needed was registered).
    var refresh: () -> Void = {}

    /// Destinations by value type, from `navigationDestination(for:destination:)`.
    private var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
    /// Value types the stack's last body had no destination for.
    var missingTypes: Set<ObjectIdentifier> = []
    /// The title and display mode each level's bar showed, by level index.
    var levelTitles: [Int: String] = [:]
    var levelDisplayModes: [Int: NavigationBarItem.TitleDisplayMode] = [:]
    /// The stack's frame in window points at its last layout (where zoom sources are measured from).
    var stackFrame: CGRect = .zero

    nonisolated init() {}

    func register<D: Hashable>(_ type: D.Type, destination: @escaping @MainActor (D) -> AnyView) {
        let key = ObjectIdentifier(type)
        destinations[key] = { value in (value.base as? D).map(destination) }
        if missingTypes.remove(key) != nil { refresh() }
    }

    /// The view for a pushed value, or nil (and the type noted) when none is registered.
    func destination(for value: AnyHashable) -> AnyView? {
        let key = ObjectIdentifier(type(of: value.base))
        if let view = destinations[key]?(value) { return view }
        missingTypes.insert(key)
        return nil
    }
}

private struct NavigationContextKey: EnvironmentKey {
    static var defaultValue: NavigationContext? { nil }
}

extension EnvironmentValues {
    /// The innermost navigation stack around the view (nil outside one).
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}

import Foundation
import LunaparkCore

/// A button that pushes a view, or a value, on the enclosing `NavigationStack`
/// (SwiftUI's `NavigationLink`). It is drawn as a button in the style in force
/// (`.buttonStyle(_:)`); outside a navigation stack it is disabled, as in SwiftUI.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let destination: Destination?
    let value: AnyHashable?
    @Environment(\.navigationContext) private var navigation

    /// A link that pushes `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination()
        self.value = nil
    }

    /// A link that pushes `destination` (deprecated in SwiftUI for the closure form).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
        self.value = nil
    }

    public var body: some View {
        let navigation = self.navigation
        let destination = self.destination
        let value = self.value
        return Button {
            if let destination { navigation?.pushView(AnyView(destination)) } else if let value { navigation?.pushValue(value) }
        } label: {
            label
        }
        .disabled(navigation == nil || (destination == nil && value == nil))
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled `title` that pushes `destination` (deprecated in SwiftUI).
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` on the stack's path; the stack shows it with the
    /// `navigationDestination(for:destination:)` registered for its type. A nil
    /// value makes a disabled link.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = nil
        self.value = value.map { AnyHashable($0) }
    }

    /// A link titled `title` that pushes `value` on the stack's path.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {
        self.init(value: value) { Text(title) }
    }
}

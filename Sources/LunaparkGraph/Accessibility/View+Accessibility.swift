import Foundation
import LunaparkCore

extension View {
    private func accessibility(_ property: AccessibilityProperty) -> some View {
        modifier(_AccessibilityModifier(property: property))
    }

    /// Names this view for assistive technologies.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibility(.label(Text(label))) }
    /// Names this view for assistive technologies.
    public func accessibilityLabel(_ label: Text) -> some View { accessibility(.label(label)) }

    /// Says what happens when the view is activated.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibility(.hint(Text(hint))) }
    /// Says what happens when the view is activated.
    public func accessibilityHint(_ hint: Text) -> some View { accessibility(.hint(hint)) }

    /// States the view's current value (a slider's position, a count).
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibility(.value(Text(value))) }
    /// States the view's current value.
    public func accessibilityValue(_ value: Text) -> some View { accessibility(.value(value)) }

    /// Names this view for tests and tools (not read aloud).
    public func accessibilityIdentifier(_ identifier: String) -> some View { accessibility(.identifier(identifier)) }

    /// Leaves this view and everything inside it out of the accessibility elements when `hidden`.
    public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility(.hidden(hidden)) }

    /// Makes this view one accessibility element; `children` decides what becomes
    /// of the elements inside it (`.ignore` by default, as in SwiftUI).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility(.children(children))
    }

    /// Adds traits (`.isButton`, `.isHeader`...) to this view's element.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { accessibility(.addTraits(traits)) }
    /// Removes traits from this view's element.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility(.removeTraits(traits))
    }

    /// Gives this view's element an action of `actionKind` (the default action by default).
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                    _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibility(.action(name: actionKind.name, handler: handler))
    }

    /// Gives this view's element a custom action named `name`.
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibility(.action(name: String(name), handler: handler))
    }

    /// Gives this view's element a custom action named `name`.
    public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibility(.action(name: name.string, handler: handler))
    }

    /// Text that explains the view (a tooltip on macOS). No tooltip is drawn here;
    /// the text is kept as the element's help, which the inspector lists.
    public func help<S: StringProtocol>(_ text: S) -> some View { accessibility(.help(Text(text))) }
    /// Text that explains the view.
    public func help(_ text: Text) -> some View { accessibility(.help(text)) }
}

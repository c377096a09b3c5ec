import Foundation
import LunaparkCore

/// A view as assistive technologies would see it, gathered from its
/// accessibility modifiers (`ViewGraph.accessibilityElements`, the inspector).
/// Lunapark has no screen reader bridge: the elements are kept so that tools,
/// tests and the inspector can read them and perform their actions.
public struct AccessibilityElement: CustomStringConvertible {
    /// The view's frame in root coordinates (points).
    public var frame: CGRect
    public var label: String?
    public var hint: String?
    public var value: String?
    /// The text of `help(_:)` (a tooltip on macOS).
    public var help: String?
    public var identifier: String?
    public var traits: AccessibilityTraits = []
    /// The names of the element's actions: `"default"`, `"escape"`, `"magicTap"` or a custom name.
    public var actionNames: [String] = []
    var actions: [@MainActor () -> Void] = []
    var isHidden = false
    var children = AccessibilityChildBehavior.contain

    /// One line: label, value, hint, help, identifier and actions that are set.
    public var description: String {
        var parts: [String] = []
        if let label { parts.append("\"\(label)\"") }
        if let value { parts.append("value \"\(value)\"") }
        if let hint { parts.append("hint \"\(hint)\"") }
        if let help { parts.append("help \"\(help)\"") }
        if let identifier { parts.append("id \(identifier)") }
        if !actionNames.isEmpty { parts.append("actions " + actionNames.joined(separator: ", ")) }
        return parts.isEmpty ? "(unlabelled)" : parts.joined(separator: "  ")
    }

    /// Runs the action named `name` (`"default"` for the main one); false when it has none by that name.
    @MainActor @discardableResult
    public func performAction(named name: String = "default") -> Bool {
        guard let index = actionNames.firstIndex(of: name) else { return false }
        actions[index]()
        return true
    }
}

import Foundation
import LunaparkCore

/// A key and the modifiers held with it that run a control's action (SwiftUI's `KeyboardShortcut`).
///
/// On Linux a shortcut with `.command` is pressed with Ctrl (PC keyboards have no Command
/// key, and desktops keep the Super key for themselves); Super counts as Command too. So
/// `.keyboardShortcut("s")` (Command-S on a Mac) is Ctrl-S here. Keys compare without case:
/// the hosts report keys unshifted, with Shift among the modifiers.
public struct KeyboardShortcut: Hashable, Sendable {
    /// How a shortcut adapts to the keyboard layout (SwiftUI's `KeyboardShortcut.Localization`).
    /// Lunapark matches the key the layout types, unshifted, under every option: there are
    /// no localized shortcut remappings or right-to-left mirrorings to apply.
    public struct Localization: Hashable, Sendable {
        private let name: String
        private init(_ name: String) { self.name = name }

        /// The system's default adaptation (on Apple platforms, remapping to the layout's key).
        public static let automatic = Localization("automatic")
        /// Like `automatic`, but arrows and brackets are not mirrored for right-to-left languages.
        public static let withoutMirroring = Localization("withoutMirroring")
        /// The key and modifiers exactly as given.
        public static let custom = Localization("custom")
    }

    /// The key pressed (a character, or one of `KeyEquivalent`'s named keys).
    public var key: KeyEquivalent
    /// The modifiers held with it (Command means Ctrl on Linux, see the type's notes).
    public var modifiers: EventModifiers
    /// How the shortcut adapts to the layout (see `Localization`).
    public var localization: Localization

    /// A shortcut for `key` with `modifiers`, Command by default as in SwiftUI.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization = .automatic) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// Return with no modifiers: the button that confirms a dialog or a form.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape with no modifiers: the button that cancels (on macOS, Command-Period as well;
    /// Lunapark takes Ctrl-Period for it too).
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// Whether `press` is this shortcut: the same key (letters in either case) with exactly
    /// these modifiers, Caps Lock aside, Command and Control both counting as Ctrl.
    func matches(_ press: KeyPress) -> Bool {
        let held = Self.linuxModifiers(press.modifiers)
        if self == .cancelAction, press.key == ".", held == .control { return true }
        return press.key.character.lowercased() == key.character.lowercased() && held == Self.linuxModifiers(modifiers)
    }

    /// `modifiers` without Caps Lock, with Command folded into Control (Ctrl on Linux keyboards).
    private static func linuxModifiers(_ modifiers: EventModifiers) -> EventModifiers {
        var result = modifiers.subtracting(.capsLock)
        if result.contains(.command) {
            result.remove(.command)
            result.insert(.control)
        }
        return result
    }
}

private struct KeyboardShortcutKey: EnvironmentKey {
    static var defaultValue: KeyboardShortcut? { nil }
}

extension EnvironmentValues {
    /// The keyboard shortcut that buttons and toggles in this environment are triggered with
    /// (set by `keyboardShortcut(_:)`), nil without one.
    public internal(set) var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

extension View {
    /// Gives the buttons and toggles in this view the shortcut `key` with `modifiers` (Command
    /// by default: Ctrl on Linux). Pressing it anywhere in the window runs the control's action
    /// as a click would, unless the control is disabled or a text field that is being edited
    /// takes the key (plain keys that type text, Return, the arrows); a presented sheet or menu
    /// keeps the shortcuts of the views behind it from firing. Shortcuts come before `onKeyPress`
    /// handlers, so a scene's shortcut wins over the demo park's number keys.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        environment(\.keyboardShortcut, KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Gives the buttons and toggles in this view `shortcut` (see `keyboardShortcut(_:modifiers:)`).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        environment(\.keyboardShortcut, shortcut)
    }

    /// Gives the buttons and toggles in this view `shortcut`, or takes the shortcut away when nil.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        environment(\.keyboardShortcut, shortcut)
    }

    /// Gives the buttons and toggles in this view the shortcut `key` with `modifiers`;
    /// `localization` is kept (see `KeyboardShortcut.Localization`).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command,
                                 localization: KeyboardShortcut.Localization) -> some View {
        environment(\.keyboardShortcut, KeyboardShortcut(key, modifiers: modifiers, localization: localization))
    }
}

import Foundation
import LunaparkCore

/// What a focusable view takes the focus for (SwiftUI's `FocusInteractions`).
///
/// On macOS a view that takes the focus only to be activated gets it from keyboard
/// navigation alone; Lunapark follows that: a click focuses a view with `.edit`, the Tab
/// key any focusable view.
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The view is focused to be activated (pressed with the keyboard, as a button).
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// The view is focused to capture key presses (`onKeyPress`), as an editor.
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// The platform's default for the view: both, here.
    public static let automatic: FocusInteractions = [.activate, .edit]
}

/// `focusable(_:interactions:)`: tells the graph the view can take the focus (`FocusTargetNode`),
/// keeps whether it has it as state for `isFocused` and the focus ring, and ties it to the
/// innermost `focused` modifier's state.
struct _FocusableModifier: ViewModifier {
    let isFocusable: Bool
    let interactions: FocusInteractions
    @Environment(\.focusRequest) private var request
    @Environment(\.isFocusEffectEnabled) private var showsFocusEffect
    @State private var isFocused = false

    func body(content: Content) -> some View {
        let request = self.request
        let focused = $isFocused
        // Read here, so that this body runs again when the focus state changes.
        let requested = isFocusable ? request?.isRequested() : nil
        return content
            .environment(\.isFocused, isFocused)
            .overlay {
                // macOS's focus ring: the accent colour, about 3 points wide, just outside the view.
                RoundedRectangle(cornerRadius: 5)
                    .stroke(Color.accentColor.opacity(0.55), lineWidth: 3)
                    .padding(-2.5)
                    .opacity(isFocused && showsFocusEffect ? 1 : 0)
                    .allowsHitTesting(false)
            }
            .modifier(_FocusTargetModifier(
                isFocusable: isFocusable, clickFocuses: interactions.contains(.edit), requestedFocus: requested,
                focusChanged: { now in
                    guard focused.wrappedValue != now else { return }
                    focused.wrappedValue = now
                    request?.report(now)
                }))
    }
}

private struct IsFocusedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct IsFocusEffectEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// Whether the nearest focusable ancestor (`focusable(_:)`) has the focus; false outside any.
    public internal(set) var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }

    /// Whether focusable views here draw their focus ring (false under `focusEffectDisabled()`).
    public var isFocusEffectEnabled: Bool {
        get { self[IsFocusEffectEnabledKey.self] }
        set { self[IsFocusEffectEnabledKey.self] = newValue }
    }
}

extension View {
    /// Lets this view take the focus (SwiftUI's `focusable(_:)`): a click on it or the Tab key
    /// (Shift-Tab backwards, in the order of the views) focuses it; while it has the focus, key
    /// presses go to its `onKeyPress` handlers and then to those around it, and macOS's focus
    /// ring, an accent-coloured outline, is drawn around it. `focused(_:)` ties it to a `FocusState`.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable, interactions: .automatic))
    }

    /// Lets this view take the focus for `interactions` (see `FocusInteractions`: a view focused
    /// only to be activated takes it from the Tab key, not from a click).
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable, interactions: interactions))
    }

    /// Draws no focus ring around the focusable views in this view (SwiftUI's `focusEffectDisabled(_:)`);
    /// they take the focus as before.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.isFocusEffectEnabled) { enabled in enabled = enabled && !disabled }
    }
}

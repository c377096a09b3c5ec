import Foundation
import LunaparkCore

/// How a view answers the pointer hovering over it (SwiftUI's `HoverEffect`, iPadOS's
/// pointer effects). iPadOS morphs the pointer itself into the effect; a desktop pointer
/// keeps its arrow, so Lunapark draws the view's half of the effect only (see `hoverEffect`).
public struct HoverEffect: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, highlight, lift }
    let kind: Kind

    /// The system's choice: on iPadOS highlight or lift by the view's size and shape;
    /// Lunapark draws it as `highlight`.
    public static let automatic = HoverEffect(kind: .automatic)
    /// A translucent platter appears behind the view (on iPadOS the pointer becomes it).
    public static let highlight = HoverEffect(kind: .highlight)
    /// The view grows slightly and casts a soft shadow (on iPadOS the pointer hides under it).
    public static let lift = HoverEffect(kind: .lift)
}

/// `hoverEffect(_:isEnabled:)`: draws `effect` while the pointer is over the view
/// (the same frame `onHover` uses), easing in and out over 0.15 s.
struct _HoverEffectModifier: ViewModifier {
    let effect: HoverEffect
    let isEnabled: Bool
    @State private var isHovered = false
    @Environment(\.isHoverEffectEnabled) private var isEnvironmentEnabled

    /// How much `.lift` grows the view (about the 5 % iPadOS lifts small controls by).
    static var liftScale: CGFloat { 1.05 }
    /// How far the `.highlight` platter reaches beyond the view's frame, in points.
    static var platterOutset: CGFloat { 6 }
    static var animation: Animation { .easeOut(duration: 0.15) }

    func body(content: Content) -> some View {
        let active = isHovered && isEnabled && isEnvironmentEnabled
        let lifts = effect.kind == .lift
        return content
            .background(
                RoundedRectangle(cornerRadius: 10)
                    .fill(Color.primary.opacity(active && !lifts ? 0.1 : 0))
                    .padding(-Self.platterOutset))
            .scaleEffect(active && lifts ? Self.liftScale : 1)
            .shadow(color: Color(white: 0, opacity: active && lifts ? 0.25 : 0), radius: active && lifts ? 8 : 0,
                    y: active && lifts ? 4 : 0)
            .animation(Self.animation, value: active)
            .onHover { isHovered = $0 }
    }
}

private struct HoverEffectEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// Whether views in this environment draw their `hoverEffect` (true unless a
    /// `hoverEffectDisabled()` around them turned it off).
    public var isHoverEffectEnabled: Bool {
        get { self[HoverEffectEnabledKey.self] }
        set { self[HoverEffectEnabledKey.self] = newValue }
    }
}

extension View {
    /// Draws `effect` while the pointer hovers over this view (SwiftUI's `hoverEffect(_:)` and
    /// `hoverEffect(_:isEnabled:)`): `.highlight` (and `.automatic`) fades in a translucent
    /// rounded platter 6 points around the view, `.lift` scales it by 1.05 with a soft shadow,
    /// both over 0.15 s. Not drawn when `isEnabled` is false or under `hoverEffectDisabled()`.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        modifier(_HoverEffectModifier(effect: effect, isEnabled: isEnabled))
    }

    /// Turns off the hover effects of the views inside (SwiftUI's `hoverEffectDisabled(_:)`).
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.isHoverEffectEnabled) { enabled in enabled = enabled && !disabled }
    }
}

import Foundation
import LunaparkCore

/// How a matched transition source looks, on screen and while a view zooms out of it
/// (SwiftUI's `MatchedTransitionSourceConfiguration`, iOS 18): its clip shape, a background
/// behind its content and a shadow. Made from `EmptyMatchedTransitionSourceConfiguration` in
/// `matchedTransitionSource(id:in:configuration:)`. Lunapark has no configurations of its own
/// beyond these; the requirement is Lunapark's.
public protocol MatchedTransitionSourceConfiguration: Sendable {
    var _style: _TransitionSourceStyle { get }
}

/// What a configuration sets.
public struct _TransitionSourceStyle: Sendable {
    /// The clip's corner radius in points (nil: no clip, square corners).
    var cornerRadius: CGFloat?
    var background: Color?
    var shadow: (color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)?
}

/// The configuration `matchedTransitionSource(id:in:configuration:)` starts from: nothing set.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
    public var _style: _TransitionSourceStyle { _TransitionSourceStyle() }
}

/// A configuration with one more setting.
struct StyledTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
    let _style: _TransitionSourceStyle
}

extension MatchedTransitionSourceConfiguration {
    /// Fills `style` behind the source's content, and behind the zooming view's frame as it
    /// grows out of the source.
    public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration {
        var s = _style
        s.background = style
        return StyledTransitionSourceConfiguration(_style: s)
    }

    /// Clips the source to `shape`; a zoom starts with its corner radius (the horizontal one).
    public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration {
        var s = _style
        s.cornerRadius = shape.cornerSize.width
        return StyledTransitionSourceConfiguration(_style: s)
    }

    /// Draws a shadow under the source (and under the zooming view's frame).
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> some MatchedTransitionSourceConfiguration {
        var s = _style
        s.shadow = (color, radius, x, y)
        return StyledTransitionSourceConfiguration(_style: s)
    }
}

extension View {
    /// `matchedTransitionSource(id:in:)` with the source drawn as `configuration` says: clipped
    /// to its rounded rectangle over its background, with its shadow; the zoom starts from that
    /// shape and carries the background and shadow.
    public func matchedTransitionSource(
        id: some Hashable, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> some MatchedTransitionSourceConfiguration
    ) -> some View {
        let style = configuration(EmptyMatchedTransitionSourceConfiguration())._style
        let key = _TransitionSourceKey(id: AnyHashable(id), namespace: namespace)
        return self
            .background(style.background ?? .clear)
            .clipShape(RoundedRectangle(cornerRadius: style.cornerRadius ?? 0))
            .shadow(color: style.shadow?.color ?? .clear, radius: style.shadow?.radius ?? 0,
                    x: style.shadow?.x ?? 0, y: style.shadow?.y ?? 0)
            .modifier(_MatchedTransitionSourceModifier(key: key, style: style))
    }
}

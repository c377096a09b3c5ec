import Foundation
import LunaparkCore

/// A navigation level pushed with `.zoom(sourceID:in:)`, drawn `progress` of the way from its
/// source's frame (0) to its full size (1): its content scaled to the width of the frame
/// between the two, from that frame's top-leading corner, and clipped to it with the source's
/// corner radius shrinking to square corners, over the source's background and shadow. Animatable: the stack's push spring moves it.
struct _NavigationZoomEffect: ViewModifier, Animatable {
    var progress: CGFloat
    /// The source's frame in the stack's coordinates, in points.
    let source: CGRect
    let style: _TransitionSourceStyle
    /// The stack's size, which the level fills, in points.
    let size: CGSize

    var animatableData: CGFloat {
        get { progress }
        set { progress = newValue }
    }

    /// The frame the level is drawn in now, in the stack's coordinates.
    var currentFrame: CGRect {
        let p = progress
        return CGRect(x: source.minX * (1 - p), y: source.minY * (1 - p),
                      width: source.width + (size.width - source.width) * p,
                      height: source.height + (size.height - source.height) * p)
    }

    func body(content: Content) -> some View {
        let frame = currentFrame
        let scale = size.width > 0 ? frame.width / size.width : 1
        let clip = _ZoomClip(frame: frame, cornerRadius: (style.cornerRadius ?? 0) * max(0, 1 - progress))
        let shadow = style.shadow
        return content
            .scaleEffect(scale, anchor: .topLeading)
            .offset(x: frame.minX, y: frame.minY)
            .background(style.background ?? .clear)
            .clipShape(clip)
            .shadow(color: shadow?.color ?? .clear, radius: shadow?.radius ?? 0, x: shadow?.x ?? 0, y: shadow?.y ?? 0)
    }
}

/// The rounded frame a zooming level is clipped to, in its own coordinates.
struct _ZoomClip: Shape {
    let frame: CGRect
    let cornerRadius: CGFloat

    func path(in rect: CGRect) -> Path {
        Path(roundedRect: frame.offsetBy(dx: rect.minX, dy: rect.minY), cornerRadius: cornerRadius)
    }
}

extension View {
    /// Sets how this view comes in when pushed on a `NavigationStack` and goes when popped
    /// (SwiftUI's `navigationTransition(_:)`, iOS 18): `.automatic` slides it in from the
    /// trailing edge; `.zoom(sourceID:in:)` grows it out of its source. Read where the view is
    /// pushed: written on the outside of a `NavigationLink`'s destination or of what a
    /// `navigationDestination` returns.
    public func navigationTransition(_ style: some NavigationTransition) -> some View {
        modifier(_NavigationTransitionModifier(zoomSource: style._zoomSource))
    }
}

/// `navigationTransition(_:)`: changes nothing of the view; the stack reads it when pushing.
public struct _NavigationTransitionModifier: ViewModifier {
    public typealias Body = Never
    let zoomSource: _TransitionSourceKey?

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        SingleChildModifierNode<_NavigationTransitionModifier>(parent: parent, graph: graph)
    }

    /// The zoom source written on `view`'s outer modifiers (through `AnyView`s), nil for none.
    @MainActor
    static func zoomSource(of view: any View) -> _TransitionSourceKey? {
        var base = view
        while true {
            if let any = base as? AnyView { base = any.wrapped; continue }
            guard let parts = base as? ModifiedContentParts else { return nil }
            if let transition = parts.modifierValue as? _NavigationTransitionModifier { return transition.zoomSource }
            base = parts.contentView
        }
    }
}

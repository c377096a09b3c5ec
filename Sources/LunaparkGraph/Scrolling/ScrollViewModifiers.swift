import Foundation
import LunaparkCore

private struct IsScrollEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct HorizontalIndicatorsKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
private struct VerticalIndicatorsKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
private struct HorizontalBounceKey: EnvironmentKey { static let defaultValue = ScrollBounceBehavior.automatic }
private struct VerticalBounceKey: EnvironmentKey { static let defaultValue = ScrollBounceBehavior.automatic }
private struct ScrollClipDisabledKey: EnvironmentKey { static let defaultValue = false }
private struct ScrollContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
private struct ScrollIndicatorMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
private struct DefaultScrollAnchorKey: EnvironmentKey { static let defaultValue: UnitPoint? = nil }

extension EnvironmentValues {
    /// False inside `scrollDisabled(true)`: scroll views there neither scroll by wheel nor drag
    /// (presses reach their content), though `scrollTo` still moves them.
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }

    /// Whether scroll views draw their horizontal scroll bar (`scrollIndicators(_:axes:)`).
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalIndicatorsKey.self] }
        set { self[HorizontalIndicatorsKey.self] = newValue }
    }

    /// Whether scroll views draw their vertical scroll bar (`scrollIndicators(_:axes:)`).
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalIndicatorsKey.self] }
        set { self[VerticalIndicatorsKey.self] = newValue }
    }

    /// How scroll views bounce horizontally (`scrollBounceBehavior(_:axes:)`).
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalBounceKey.self] }
        set { self[HorizontalBounceKey.self] = newValue }
    }

    /// How scroll views bounce vertically (`scrollBounceBehavior(_:axes:)`).
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalBounceKey.self] }
        set { self[VerticalBounceKey.self] = newValue }
    }

    /// True inside `scrollClipDisabled()`: scroll views draw their content outside their frame.
    var isScrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }

    /// The margins `contentMargins` adds around scroll views' content, in points.
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }

    /// The margins `contentMargins` adds around scroll views' scroll bars, in points.
    var scrollIndicatorMargins: EdgeInsets {
        get { self[ScrollIndicatorMarginsKey.self] }
        set { self[ScrollIndicatorMarginsKey.self] = newValue }
    }

    /// The anchor of `defaultScrollAnchor(_:)`.
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

extension View {
    /// Stops the scroll views in this view from scrolling by wheel or drag (SwiftUI's
    /// `scrollDisabled(_:)`); presses then go straight to their content. `scrollTo` and a
    /// `scrollPosition` binding still move them.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isScrollEnabled) { $0 = $0 && !disabled }
    }

    /// Shows or hides the scroll bars of the scroll views in this view along `axes` (SwiftUI's
    /// `scrollIndicators(_:axes:)`). A scroll view made with `showsIndicators: false` draws none
    /// whatever this says.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment(\.self) { environment in
            if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
            if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
        }
    }

    /// Lets the scroll views in this view draw their content beyond their frame (SwiftUI's
    /// `scrollClipDisabled(_:)`): a carousel's shadows and neighbouring cards show. Content
    /// outside the frame still takes no presses.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.isScrollClipDisabled, disabled)
    }

    /// How the scroll views in this view bounce along `axes` (SwiftUI's `scrollBounceBehavior(_:axes:)`):
    /// `.basedOnSize` keeps content that fits from being pulled past its edges.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        transformEnvironment(\.self) { environment in
            if axes.contains(.horizontal) { environment.horizontalScrollBounceBehavior = behavior }
            if axes.contains(.vertical) { environment.verticalScrollBounceBehavior = behavior }
        }
    }

    /// Adds `insets` on `edges` around the content (and/or scroll bars, by `placement`) of the
    /// scroll views in this view (SwiftUI's `contentMargins(_:_:for:)`): the content starts that
    /// far in and can scroll to the frame's edge. Margins add to the safe area's insets.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        let masked = EdgeInsets(top: edges.contains(.top) ? insets.top : 0, leading: edges.contains(.leading) ? insets.leading : 0,
                                bottom: edges.contains(.bottom) ? insets.bottom : 0,
                                trailing: edges.contains(.trailing) ? insets.trailing : 0)
        return transformEnvironment(\.self) { environment in
            if placement != .scrollIndicators { environment.scrollContentMargins = masked }
            if placement != .scrollContent { environment.scrollIndicatorMargins = masked }
        }
    }

    /// Adds `length` points (16 when nil) on `edges` around scroll views' content (SwiftUI's
    /// `contentMargins(_:_:for:)`).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        let l = length ?? 16
        return contentMargins(edges, EdgeInsets(top: l, leading: l, bottom: l, trailing: l), for: placement)
    }

    /// Adds `length` points on every edge around scroll views' content (SwiftUI's `contentMargins(_:for:)`).
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Which point of the content the scroll views in this view show first (SwiftUI's
    /// `defaultScrollAnchor(_:)`): `.bottom` starts a chat at its last message, `.center` in the
    /// middle. When the content's size changes while it rests, the same point stays in place
    /// (new messages at the bottom keep the last one in view). nil: the top leading corner.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.defaultScrollAnchor, anchor)
    }
}

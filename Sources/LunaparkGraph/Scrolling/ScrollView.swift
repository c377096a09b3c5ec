import Foundation
import LunaparkCore

/// A scrollable view (SwiftUI's `ScrollView`): its content, laid out at its ideal size
/// along the scrolled axes, is shown through the scroll view's frame and moved by the mouse
/// wheel, by dragging, and by `ScrollViewProxy.scrollTo(_:anchor:)`.
///
/// Size: along a scrolled axis the scroll view takes the space offered (the content's size
/// when none is); across it, the content's size for the space offered (a horizontal carousel
/// is as tall as its cards). Content smaller than the scroll view sits at its top-leading
/// corner along the scrolled axes and is centred across them.
///
/// Motion: a drag moves the content with the pointer, past an edge on a rubber band (less and
/// less far); when released it glides on with the pointer's speed, decelerating as
/// UIScrollView does, and a spring brings content pulled or glided past an edge back to it.
/// A wheel turn scrolls by its delta with a short spring, stopping at the edges. A press that
/// starts in a control goes to the control until the pointer has moved 10 points along a
/// scrolled axis; then the control's press is cancelled and the content scrolls (a view with
/// its own `DragGesture` keeps its drags). A press during a glide stops it.
///
/// Content outside the frame is not drawn and takes no presses. With `showsIndicators`, a
/// thin bar on the trailing (or bottom) edge shows the visible part while the content moves
/// and fades out 0.5 s after it stops.
public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes; `[]` shows the content clipped, without scrolling.
    public var axes: Axis.Set
    /// Whether the scroll bars are drawn while the content moves.
    public var showsIndicators: Bool

    /// A scroll view of `content`, scrollable along `axes`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ScrollViewNode(parent: parent, graph: graph)
    }
}

/// What the scroll view node needs from its view.
@MainActor
protocol ScrollViewValue {
    var scrollAxes: Axis.Set { get }
    var scrollShowsIndicators: Bool { get }
    var scrollContent: any View { get }
}

extension ScrollView: ScrollViewValue {
    var scrollAxes: Axis.Set { axes }
    var scrollShowsIndicators: Bool { showsIndicators }
    var scrollContent: any View { content }
}

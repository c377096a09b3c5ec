import Foundation
import LunaparkCore

/// Where a scroll view's content is (SwiftUI's `ScrollGeometry`), in points.
public struct ScrollGeometry: Equatable, Sendable {
    /// The offset of the content, as UIKit measures it: 0 when its top leading corner is at the
    /// top leading corner of the inset area, negative by the insets when it rests at the start
    /// with insets (`contentOffset.y == -contentInsets.top` at the top).
    public var contentOffset: CGPoint
    /// The content's size (without the insets).
    public var contentSize: CGSize
    /// What the content is inset by: the safe area the scroll view reaches under, plus its margins.
    public var contentInsets: EdgeInsets
    /// The scroll view's size.
    public var containerSize: CGSize

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content shown, in the content's coordinates (origin `contentOffset`).
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The scroll view's bounds in the content's coordinates (as `visibleRect`).
    public var bounds: CGRect { visibleRect }
}

extension ScrollViewNode {
    /// This scroll view's geometry now.
    var scrollGeometry: ScrollGeometry {
        ScrollGeometry(contentOffset: CGPoint(x: offset.x - contentInsets.leading, y: offset.y - contentInsets.top),
                       contentSize: contentSize, contentInsets: contentInsets, containerSize: layoutFrame.size)
    }
}

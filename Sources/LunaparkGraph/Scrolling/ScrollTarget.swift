import Foundation
import LunaparkCore

/// A place a scroll view scrolls to (SwiftUI's `ScrollTarget`).
public struct ScrollTarget: Hashable, Sendable {
    /// The region to show, in the scroll view's offset space (points).
    public var rect: CGRect
    /// Which point of `rect` lines up with the same point of the scroll view (nil: `rect` is
    /// shown with the least movement, its origin at the top leading corner here).
    public var anchor: UnitPoint?

    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

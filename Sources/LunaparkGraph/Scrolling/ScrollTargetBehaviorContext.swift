import Foundation
import LunaparkCore

/// What a `ScrollTargetBehavior` knows when the content is released (SwiftUI's
/// `ScrollTargetBehaviorContext`); environment values are read through it by key path.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// Where the content would come to rest without the behaviour.
    public let originalTarget: ScrollTarget
    /// The content's speed at the release along increasing offsets, in points per second.
    public let velocity: CGVector
    /// The content's size with its insets, in points.
    public let contentSize: CGSize
    /// The scroll view's size, in points.
    public let containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public let axes: Axis.Set
    /// The offset the content rested at when the drag began.
    let startOffset: CGPoint
    /// The offset that lines each view of the `scrollTargetLayout` up with the scroll view's
    /// leading (top) content edge, in the layout's order.
    let alignedOffsets: [CGPoint]
    let environment: EnvironmentValues

    /// The environment value at `keyPath` where the scroll view is.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
}

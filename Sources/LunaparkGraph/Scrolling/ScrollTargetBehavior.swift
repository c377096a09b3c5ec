import Foundation
import LunaparkCore

/// Where a scroll view comes to rest after a drag or a wheel turn (SwiftUI's `ScrollTargetBehavior`):
/// `updateTarget(_:context:)` gets the rectangle the content would glide to on its own and may
/// move it; the content then springs there from where it was released, with its speed.
///
/// Rectangles are in the scroll view's offset space: a target's `rect.origin` is the content
/// offset it rests at (0 at the start), its `size` the scroll view's size.
public protocol ScrollTargetBehavior {
    /// Moves `target` (where the content would rest) to where it should rest.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
    /// What the behaviour knows about the scroll (SwiftUI's `ScrollTargetBehaviorContext`).
    typealias TargetContext = ScrollTargetBehaviorContext
}

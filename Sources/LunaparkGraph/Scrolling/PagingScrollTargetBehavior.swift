import Foundation
import LunaparkCore

/// Pages the size of the scroll view (SwiftUI's `PagingScrollTargetBehavior`): the content
/// rests on a multiple of the scroll view's size along each axis. A release faster than
/// `flickSpeed` turns one page in its direction from where the drag began; a slower one
/// rests on the nearest page.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Points per second above which a release turns the page.
    static let flickSpeed: CGFloat = 300

    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in Axis.allCases where context.axes.contains(axis.set) {
            let page = context.containerSize[axis]
            guard page > 0 else { continue }
            let last = max(0, ((context.contentSize[axis] - page) / page).rounded(.up))
            let velocity = axis == .horizontal ? context.velocity.dx : context.velocity.dy
            let start = (context.startOffset[axis] / page).rounded()
            var index: CGFloat
            if abs(velocity) >= Self.flickSpeed {
                index = start + (velocity > 0 ? 1 : -1)
            } else {
                index = (target.rect.origin[axis] / page).rounded()
            }
            index = min(max(0, index), last)
            let maxOffset = max(0, context.contentSize[axis] - page)
            target.rect.origin[axis] = min(index * page, maxOffset)
        }
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Rests on pages the size of the scroll view.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

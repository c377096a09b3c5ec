import Foundation
import LunaparkCore

/// Aligns a view of the scroll view's `scrollTargetLayout()` with its leading (top) content
/// edge (SwiftUI's `ViewAlignedScrollTargetBehavior`): the content rests with the view whose
/// aligned offset is nearest to where it would glide, limited by `limitBehavior`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one interaction may scroll (SwiftUI's `ViewAlignedScrollTargetBehavior.LimitBehavior`).
    public struct LimitBehavior: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case automatic, always, never, alwaysByFew, alwaysByOne }
        let kind: Kind

        /// The platform's choice: not limited (Lunapark's windows are of the regular size class).
        public static let automatic = LimitBehavior(kind: .automatic)
        /// Limited to a few views: as many as the scroll view shows at once.
        public static let always = LimitBehavior(kind: .always)
        /// Not limited: a fast flick may pass many views.
        public static let never = LimitBehavior(kind: .never)
        /// Limited to a few views: as many as the scroll view shows at once.
        public static let alwaysByFew = LimitBehavior(kind: .alwaysByFew)
        /// Limited to one view per interaction.
        public static let alwaysByOne = LimitBehavior(kind: .alwaysByOne)
    }

    let limitBehavior: LimitBehavior

    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let offsets = context.alignedOffsets
        guard !offsets.isEmpty else { return }
        let axis: Axis = context.axes.contains(.vertical) ? .vertical : .horizontal
        func nearest(to value: CGFloat) -> Int {
            offsets.indices.min { abs(offsets[$0][axis] - value) < abs(offsets[$1][axis] - value) } ?? 0
        }
        var index = nearest(to: target.rect.origin[axis])
        let start = nearest(to: context.startOffset[axis])
        if let limit = limit(context: context, axis: axis) {
            index = min(max(index, start - limit), start + limit)
        }
        let maxOffset = max(0, context.contentSize[axis] - context.containerSize[axis])
        target.rect.origin[axis] = min(max(0, offsets[index][axis]), maxOffset)
    }

    /// How many views one interaction may pass, or nil when unlimited.
    private func limit(context: TargetContext, axis: Axis) -> Int? {
        switch limitBehavior.kind {
        case .automatic, .never:
            return nil
        case .alwaysByOne:
            return 1
        case .always, .alwaysByFew:
            let offsets = context.alignedOffsets.map { $0[axis] }
            let gaps = zip(offsets.dropFirst(), offsets).map { $0 - $1 }.filter { $0 > 0 }
            guard let step = gaps.min() else { return 1 }
            return max(1, Int((context.containerSize[axis] / step).rounded(.down)))
        }
    }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests with a view of the `scrollTargetLayout()` aligned to the leading (top) content edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// `viewAligned`, limited by `limitBehavior`.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

import Foundation
import LunaparkCore

extension DisplayList.Layer {
    /// The point in the layer's content coordinates that `point` (in its parent's coordinates)
    /// hits: back through `transform`, then through `projection` when there is one. Nil when
    /// nothing of the content can be hit there: the layer is fully transparent (as SwiftUI's
    /// `opacity(0)` views take no taps), or the projection cannot be inverted or sends the
    /// point behind the viewer.
    func contentPoint(forParentPoint point: CGPoint) -> CGPoint? {
        guard opacity > 0 else { return nil }
        var toParent = ProjectionTransform(transform)
        if let projection { toParent = projection.concatenating(toParent) }
        guard toParent.invert() else { return nil }
        return toParent.apply(to: point)
    }
}

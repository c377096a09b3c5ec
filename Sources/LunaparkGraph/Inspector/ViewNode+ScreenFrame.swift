import Foundation
import LunaparkCore

extension ViewNode {
    /// Where this view is drawn now, in root (window) points: its presented frame moved by
    /// the effects that move its drawing, its own and its ancestors' (offsets, rotations,
    /// scales, scroll offsets: each `TransformingNode`'s affine transform, the projective part
    /// of a 3D rotation aside), as the bounding box of the moved frame.
    var screenFrame: CGRect {
        var frame = presentedFrame
        var node: ViewNode? = self
        while let current = node {
            if let moving = current as? TransformingNode {
                frame = frame.applying(moving.rootTransformForHitTesting)
            }
            node = current.parent
        }
        return frame
    }
}

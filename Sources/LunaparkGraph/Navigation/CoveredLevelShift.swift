import Foundation
import LunaparkCore

/// Moves a navigation level covered by the one pushed above it towards the
/// leading edge by `fraction` of its own width (0.3 when covered, as UIKit's
/// push moves the level below by about a third), animating with the push.
struct _CoveredLevelShift: GeometryEffect {
    var fraction: CGFloat

    var animatableData: CGFloat {
        get { fraction }
        set { fraction = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: -fraction * size.width, y: 0))
    }
}

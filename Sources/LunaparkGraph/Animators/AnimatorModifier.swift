import Foundation
import LunaparkCore

/// The modifier behind `phaseAnimator` and `keyframeAnimator`: its body is the animator view,
/// built around a placeholder for the modified view (which keeps its node and state).
public struct _AnimatorModifier<Subject, Animator: View>: ViewModifier {
    let animator: (PlaceholderContentView<Subject>) -> Animator

    public func body(content: Content) -> Animator {
        animator(PlaceholderContentView<Subject>(owner: content.owner))
    }
}

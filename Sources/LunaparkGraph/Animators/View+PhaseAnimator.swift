import Foundation
import LunaparkCore

extension View {
    /// Animates effects applied to this view through a sequence of phases, continuously
    /// (SwiftUI's `phaseAnimator(_:content:animation:)`): `content` receives a stand-in for
    /// this view and the phase, and returns it with the phase's effects. Behaves as
    /// `PhaseAnimator(_:content:animation:)`; the view itself keeps its state throughout.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        modifier(_AnimatorModifier(animator: { placeholder in
            PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
        }))
    }

    /// Animates effects applied to this view through `phases` once, back to the first, each
    /// time `trigger` changes (SwiftUI's `phaseAnimator(_:trigger:content:animation:)`).
    /// Behaves as `PhaseAnimator(_:trigger:content:animation:)`.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        modifier(_AnimatorModifier(animator: { placeholder in
            PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
        }))
    }
}

import Foundation
import LunaparkCore

extension View {
    /// Animates effects applied to this view with keyframes, from when it appears and again
    /// while `repeating` (SwiftUI's `keyframeAnimator(initialValue:repeating:content:keyframes:)`):
    /// `content` receives a stand-in for this view and the interpolated value, every frame.
    /// Behaves as `KeyframeAnimator(initialValue:repeating:content:keyframes:)`.
    public func keyframeAnimator<Value>(
        initialValue: Value,
        repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        modifier(_AnimatorModifier(animator: { placeholder in
            KeyframeAnimator(initialValue: initialValue, repeating: repeating,
                             content: { content(placeholder, $0) }, keyframes: keyframes)
        }))
    }

    /// Animates effects applied to this view with keyframes each time `trigger` changes
    /// (SwiftUI's `keyframeAnimator(initialValue:trigger:content:keyframes:)`). Behaves as
    /// `KeyframeAnimator(initialValue:trigger:content:keyframes:)`.
    public func keyframeAnimator<Value>(
        initialValue: Value,
        trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        modifier(_AnimatorModifier(animator: { placeholder in
            KeyframeAnimator(initialValue: initialValue, trigger: trigger,
                             content: { content(placeholder, $0) }, keyframes: keyframes)
        }))
    }
}

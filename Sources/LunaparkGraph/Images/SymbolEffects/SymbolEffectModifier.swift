import Foundation
import LunaparkCore

/// `symbolEffect(_:options:value:)` and `symbolEffect(_:options:isActive:)`: adds an effect to
/// the symbol images inside the content (a trigger value or an active flag says when it plays).
public struct _SymbolEffectModifier: ViewModifier {
    public typealias Body = Never
    /// nil for effects without a Lunapark motion (types of the app's own).
    let motion: SymbolEffectMotion?
    let options: SymbolEffectOptions
    /// Discrete use: the value whose changes trigger a play.
    let trigger: (any Equatable)?
    /// Indefinite use: whether the effect is active.
    let isActive: Bool

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        SymbolEffectNode(parent: parent, graph: graph)
    }
}

@MainActor
final class SymbolEffectNode: PassThroughModifierNode<_SymbolEffectModifier> {
    private var activation: SymbolEffectActivation?

    override func modelDidChange(from old: _SymbolEffectModifier?, context: UpdateContext) {
        let now = graph.currentTime
        guard let motion = model.motion else { activation = nil; return }
        let indefinite = model.trigger == nil
        guard var current = activation, current.motion == motion, current.options == model.options,
              current.isIndefinite == indefinite, let old else {
            // First appearance (or another effect): a triggered effect waits for its first
            // change; an active one starts now; a held one is in its pose from the start.
            var fresh = SymbolEffectActivation(motion: motion, options: model.options, isIndefinite: indefinite)
            if indefinite {
                fresh.isActive = model.isActive
                fresh.heldFrom = model.isActive ? 1 : 0
                fresh.changedAt = now
                fresh.start = model.isActive ? now : nil
            }
            activation = fresh
            return
        }
        if let trigger = model.trigger {
            if let previous = old.trigger, !ViewComparison.isEqual(previous, trigger) { current.start = now }
        } else if model.isActive != current.isActive {
            current.heldFrom = current.heldProgress(at: now).value
            current.changedAt = now
            current.isActive = model.isActive
            if model.isActive {
                current.start = now
                current.stop = nil
            } else {
                current.stop = now
            }
        }
        activation = current
    }

    override func contentContext(_ context: UpdateContext) -> UpdateContext {
        guard let activation else { return context }
        var context = context
        context.environment.symbolEffects.append(activation)
        return context
    }
}

private struct SymbolEffectsRemovedModifier: ViewModifier {
    let isEnabled: Bool
    func body(content: Content) -> some View {
        content.transformEnvironment(\.symbolEffects) { if isEnabled { $0.removeAll() } }
    }
}

extension View {
    /// Adds `effect` to the symbol images inside this view, played each time `value` changes
    /// (SwiftUI's `symbolEffect(_:options:value:)`): once by default, or as `options` say. It
    /// plays from the moment of the change, whatever the transaction (no `withAnimation` is
    /// needed); a change while it plays starts it again. Effects of enclosing modifiers are
    /// kept and combine with it. Other views inside are not affected.
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        modifier(_SymbolEffectModifier(motion: (effect as? SymbolEffectMotionSource)?.motion, options: options,
                                       trigger: value, isActive: true))
    }

    /// Adds `effect` to the symbol images inside this view while `isActive` (SwiftUI's
    /// `symbolEffect(_:options:isActive:)`): a played effect (pulse, variable colour, bounce...)
    /// repeats from the moment it becomes active and, when it becomes inactive, finishes the
    /// play under way; a held one (scale, appear, disappear) eases into its pose and back out.
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        modifier(_SymbolEffectModifier(motion: (effect as? SymbolEffectMotionSource)?.motion, options: options,
                                       trigger: nil, isActive: isActive))
    }

    /// Removes the symbol effects of enclosing modifiers from the images inside this view when
    /// `isEnabled` (SwiftUI's `symbolEffectsRemoved(_:)`).
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        modifier(SymbolEffectsRemovedModifier(isEnabled: isEnabled))
    }
}

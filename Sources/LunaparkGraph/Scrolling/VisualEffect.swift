import Foundation
import LunaparkCore

/// Visual changes applied to a view without changing its layout (SwiftUI's `VisualEffect`),
/// as a `scrollTransition(_:axis:transition:)` closure returns them: start from the
/// `EmptyVisualEffect` it receives and chain `opacity`, `scaleEffect`, `rotationEffect`,
/// `offset` and `blur`, in the order they apply (the first one closest to the content).
public protocol VisualEffect: Sendable, Animatable {
    /// The steps of the effect, innermost first.
    var _steps: [_VisualEffectStep] { get }
}

/// One step of a `VisualEffect`, in the view's own coordinates (anchors in its bounds).
public enum _VisualEffectStep: Sendable, Equatable {
    case opacity(Double)
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case offset(CGSize)
    case blur(CGFloat)

    /// This step `fraction` of the way from `identity` (the same kind of step) to itself;
    /// steps of different kinds do not blend (the nearer one is shown).
    func blended(from identity: _VisualEffectStep, fraction: Double) -> _VisualEffectStep {
        let f = CGFloat(fraction)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * f }
        switch (identity, self) {
        case (.opacity(let a), .opacity(let b)): return .opacity(a + (b - a) * fraction)
        case (.scale(let a, _), .scale(let b, let anchor)):
            return .scale(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)), anchor: anchor)
        case (.rotation(let a, _), .rotation(let b, let anchor)):
            return .rotation(.radians(a.radians + (b.radians - a.radians) * fraction), anchor: anchor)
        case (.offset(let a), .offset(let b)): return .offset(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.blur(let a), .blur(let b)): return .blur(mix(a, b))
        default: return fraction < 0.5 ? identity : self
        }
    }
}

/// The effect that changes nothing: where a transition's chain starts (SwiftUI's `EmptyVisualEffect`).
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    public var _steps: [_VisualEffectStep] { [] }
}

/// An effect followed by one more step.
public struct _ChainedVisualEffect<Base: VisualEffect>: VisualEffect {
    let base: Base
    let step: _VisualEffectStep
    public var _steps: [_VisualEffectStep] { base._steps + [step] }
}

extension VisualEffect {
    private func then(_ step: _VisualEffectStep) -> _ChainedVisualEffect<Self> { _ChainedVisualEffect(base: self, step: step) }

    /// Draws the view with `opacity` (0 transparent ... 1 opaque).
    public func opacity(_ opacity: Double) -> some VisualEffect { then(.opacity(opacity)) }

    /// Scales the view uniformly by `scale` around `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        then(.scale(CGSize(width: scale, height: scale), anchor: anchor))
    }

    /// Scales the view by `scale` around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        then(.scale(scale, anchor: anchor))
    }

    /// Scales the view by `x` and `y` around `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        then(.scale(CGSize(width: x, height: y), anchor: anchor))
    }

    /// Rotates the view by `angle` around `anchor` (clockwise on screen for positive angles).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        then(.rotation(angle, anchor: anchor))
    }

    /// Moves the view by `offset` points.
    public func offset(_ offset: CGSize) -> some VisualEffect { then(.offset(offset)) }

    /// Moves the view by `x`, `y` points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { then(.offset(CGSize(width: x, height: y))) }

    /// Blurs the view by `radius` points.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { then(.blur(radius)) }
}

extension Array where Element == _VisualEffectStep {
    /// These steps `fraction` of the way from `identity` (the same closure's steps in the
    /// identity phase), step by step.
    func blended(from identity: [_VisualEffectStep], fraction: Double) -> [_VisualEffectStep] {
        guard fraction > 0 else { return identity }
        guard count == identity.count else { return fraction < 0.5 ? identity : self }
        return zip(identity, self).map { $1.blended(from: $0, fraction: fraction) }
    }

    /// The layer these steps draw a view laid out in `frame` (root coordinates) with: the
    /// transforms composed innermost first, opacities multiplied, blurs added.
    func layer(id: DisplayID, frame: CGRect) -> DisplayList.Layer {
        var transform = CGAffineTransform.identity
        var opacity = 1.0
        var blur: CGFloat = 0
        for step in self {
            switch step {
            case .opacity(let o): opacity *= Swift.min(1, Swift.max(0, o))
            case .blur(let r): blur += Swift.max(0, r)
            case .offset(let o): transform = transform.concatenating(CGAffineTransform(translationX: o.width, y: o.height))
            case .scale(let s, let anchor):
                let a = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
                transform = transform.concatenating(CGAffineTransform(scaleX: s.width, y: s.height).about(a))
            case .rotation(let angle, let anchor):
                let a = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
                transform = transform.concatenating(CGAffineTransform(rotationAngle: CGFloat(angle.radians)).about(a))
            }
        }
        return DisplayList.Layer(id: id, transform: transform, opacity: opacity, blurRadius: blur)
    }
}

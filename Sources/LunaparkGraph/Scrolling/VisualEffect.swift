import Foundation
import LunaparkCore

/// Visual changes applied to a view without changing its layout (SwiftUI's `VisualEffect`),
/// as a `scrollTransition(_:axis:transition:)` closure returns them: start from the
/// `EmptyVisualEffect` it receives and chain `opacity`, `scaleEffect`, `rotationEffect`,
/// `offset` and `blur`, in the order they apply (the first one closest to the content).
///
/// As in SwiftUI, an effect is built off the main actor: the closures that return one are
/// `@Sendable` and nonisolated, so the chaining methods, the effect types and `_steps` are
/// `nonisolated` (Swift 6 code calls them from those closures without a warning).
public protocol VisualEffect: Sendable, Animatable {
    /// The steps of the effect, innermost first.
    nonisolated var _steps: [_VisualEffectStep] { get }
}

/// One step of a `VisualEffect`, in the view's own coordinates (anchors in its bounds).
public enum _VisualEffectStep: Sendable, Equatable {
    case opacity(Double)
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case offset(CGSize)
    case blur(CGFloat)
    case hueRotation(Angle)
    case saturation(Double)
    case brightness(Double)
    case contrast(Double)
    case grayscale(Double)
    case rotation3D(_Rotation3DEffect)

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
        case (.hueRotation(let a), .hueRotation(let b)): return .hueRotation(.radians(a.radians + (b.radians - a.radians) * fraction))
        case (.saturation(let a), .saturation(let b)): return .saturation(a + (b - a) * fraction)
        case (.brightness(let a), .brightness(let b)): return .brightness(a + (b - a) * fraction)
        case (.contrast(let a), .contrast(let b)): return .contrast(a + (b - a) * fraction)
        case (.grayscale(let a), .grayscale(let b)): return .grayscale(a + (b - a) * fraction)
        case (.rotation3D(let a), .rotation3D(let b)):
            var mixed = a
            mixed.animatableData = a.animatableData + (b.animatableData - a.animatableData).scaled(by: fraction)
            return .rotation3D(mixed)
        default: return fraction < 0.5 ? identity : self
        }
    }
}

/// The effect that changes nothing: where a transition's chain starts (SwiftUI's `EmptyVisualEffect`).
nonisolated public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    public var _steps: [_VisualEffectStep] { [] }
}

/// An effect followed by one more step.
nonisolated public struct _ChainedVisualEffect<Base: VisualEffect>: VisualEffect {
    let base: Base
    let step: _VisualEffectStep
    public var _steps: [_VisualEffectStep] { base._steps + [step] }
}

extension VisualEffect {
    nonisolated private func then(_ step: _VisualEffectStep) -> _ChainedVisualEffect<Self> { _ChainedVisualEffect(base: self, step: step) }

    /// Draws the view with `opacity` (0 transparent ... 1 opaque).
    nonisolated public func opacity(_ opacity: Double) -> some VisualEffect { then(.opacity(opacity)) }

    /// Scales the view uniformly by `scale` around `anchor`.
    nonisolated public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        then(.scale(CGSize(width: scale, height: scale), anchor: anchor))
    }

    /// Scales the view by `scale` around `anchor`.
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        then(.scale(scale, anchor: anchor))
    }

    /// Scales the view by `x` and `y` around `anchor`.
    nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        then(.scale(CGSize(width: x, height: y), anchor: anchor))
    }

    /// Rotates the view by `angle` around `anchor` (clockwise on screen for positive angles).
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        then(.rotation(angle, anchor: anchor))
    }

    /// Moves the view by `offset` points.
    nonisolated public func offset(_ offset: CGSize) -> some VisualEffect { then(.offset(offset)) }

    /// Moves the view by `x`, `y` points.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { then(.offset(CGSize(width: x, height: y))) }

    /// Blurs the view by `radius` points.
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { then(.blur(radius)) }

    /// Turns the view's colours by `angle` round the hue circle (as `View.hueRotation(_:)`).
    nonisolated public func hueRotation(_ angle: Angle) -> some VisualEffect { then(.hueRotation(angle)) }

    /// Scales the view's saturation (as `View.saturation(_:)`).
    nonisolated public func saturation(_ amount: Double) -> some VisualEffect { then(.saturation(amount)) }

    /// Brightens the view by `amount` (as `View.brightness(_:)`).
    nonisolated public func brightness(_ amount: Double) -> some VisualEffect { then(.brightness(amount)) }

    /// Changes the view's contrast (as `View.contrast(_:)`).
    nonisolated public func contrast(_ amount: Double) -> some VisualEffect { then(.contrast(amount)) }

    /// Drains the view's colour (as `View.grayscale(_:)`).
    nonisolated public func grayscale(_ amount: Double) -> some VisualEffect { then(.grayscale(amount)) }

    /// Turns the view in 3D with perspective (as `View.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`).
    nonisolated public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        then(.rotation3D(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ,
                                           perspective: perspective)))
    }
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
    /// transforms composed innermost first (a projection when one has perspective), colour
    /// matrices composed innermost first, opacities multiplied, blurs added.
    func layer(id: DisplayID, frame: CGRect) -> DisplayList.Layer {
        var transform = ProjectionTransform()
        var opacity = 1.0
        var blur: CGFloat = 0
        var colorMatrix = ColorMatrix()
        func then(_ t: CGAffineTransform) { transform = transform.concatenating(ProjectionTransform(t)) }
        func anchorPoint(_ anchor: UnitPoint) -> CGPoint {
            CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        }
        for step in self {
            switch step {
            case .opacity(let o): opacity *= Swift.min(1, Swift.max(0, o))
            case .blur(let r): blur += Swift.max(0, r)
            case .offset(let o): then(CGAffineTransform(translationX: o.width, y: o.height))
            case .scale(let s, let anchor):
                then(CGAffineTransform(scaleX: s.width, y: s.height).about(anchorPoint(anchor)))
            case .rotation(let angle, let anchor):
                then(CGAffineTransform(rotationAngle: CGFloat(angle.radians)).about(anchorPoint(anchor)))
            case .rotation3D(let effect):
                // The effect is in the view's local coordinates, origin at the frame's corner.
                transform = transform
                    .concatenating(ProjectionTransform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY)))
                    .concatenating(effect.effectValue(size: frame.size))
                    .concatenating(ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY)))
            case .hueRotation(let angle): colorMatrix = colorMatrix.concatenating(.hueRotation(angle))
            case .saturation(let amount): colorMatrix = colorMatrix.concatenating(.saturation(amount))
            case .brightness(let amount): colorMatrix = colorMatrix.concatenating(.brightness(amount))
            case .contrast(let amount): colorMatrix = colorMatrix.concatenating(.contrast(amount))
            case .grayscale(let amount): colorMatrix = colorMatrix.concatenating(.grayscale(amount))
            }
        }
        var layer = DisplayList.Layer(id: id, opacity: opacity, blurRadius: blur)
        layer.projection = transform
        layer.colorMatrix = colorMatrix
        return layer
    }
}

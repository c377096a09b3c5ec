import Foundation
import LunaparkCore

// The built-in symbol effects (the Symbols framework's types). `byLayer` and `wholeSymbol`
// are kept for source compatibility; Lunapark draws each symbol as one glyph, so both animate
// the whole symbol.

/// A transitory scaling of the symbol, up (it grows first) or down (it shrinks first), then a
/// springy settle; `.up` by default.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectMotionSource {
    var isUp = true
    /// Bounces upward: grows, then settles.
    public var up: BounceSymbolEffect { var c = self; c.isUp = true; return c }
    /// Bounces downward: shrinks, then settles.
    public var down: BounceSymbolEffect { var c = self; c.isUp = false; return c }
    /// Animates each layer in turn (drawn as the whole symbol here).
    public var byLayer: BounceSymbolEffect { self }
    /// Animates the whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect { self }
    var motion: SymbolEffectMotion { SymbolEffectMotion(kind: .bounce(up: isUp)) }
}

/// A fade of the symbol's opacity down and back.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectMotionSource {
    /// Animates each layer in turn (drawn as the whole symbol here).
    public var byLayer: PulseSymbolEffect { self }
    /// Animates the whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect { self }
    var motion: SymbolEffectMotion { SymbolEffectMotion(kind: .pulse) }
}

/// Lights the symbol along its length, as the variable-colour layers of a symbol such as
/// `wifi` light one after another: iterative (a band runs along it, the default) or
/// cumulative (it fills up), once or there and back (`reversing`), over the rest dimmed to
/// 35 % or hidden. Lit bottom to top for `wifi…` symbols, leading to trailing otherwise.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectMotionSource {
    var isCumulative = false
    var reverses = false
    var hidesInactive = false
    /// A band runs along the symbol, lighting one part at a time.
    public var iterative: VariableColorSymbolEffect { var c = self; c.isCumulative = false; return c }
    /// The symbol fills up, each part staying lit.
    public var cumulative: VariableColorSymbolEffect { var c = self; c.isCumulative = true; return c }
    /// Each play runs forward, then back.
    public var reversing: VariableColorSymbolEffect { var c = self; c.reverses = true; return c }
    /// Each play runs forward only.
    public var nonReversing: VariableColorSymbolEffect { var c = self; c.reverses = false; return c }
    /// Unlit parts are hidden.
    public var hideInactiveLayers: VariableColorSymbolEffect { var c = self; c.hidesInactive = true; return c }
    /// Unlit parts are dimmed (35 % opacity).
    public var dimInactiveLayers: VariableColorSymbolEffect { var c = self; c.hidesInactive = false; return c }
    var motion: SymbolEffectMotion {
        SymbolEffectMotion(kind: .variableColor(cumulative: isCumulative, reversing: reverses, hidesInactive: hidesInactive))
    }
}

/// Holds the symbol scaled up (1.2) or down (0.8) while active; `.up` by default.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, SymbolEffectMotionSource {
    var isUp = true
    /// Scales up to 1.2.
    public var up: ScaleSymbolEffect { var c = self; c.isUp = true; return c }
    /// Scales down to 0.8.
    public var down: ScaleSymbolEffect { var c = self; c.isUp = false; return c }
    /// Animates each layer in turn (drawn as the whole symbol here).
    public var byLayer: ScaleSymbolEffect { self }
    /// Animates the whole symbol at once.
    public var wholeSymbol: ScaleSymbolEffect { self }
    var motion: SymbolEffectMotion { SymbolEffectMotion(kind: .scale(up: isUp)) }
}

/// Shows the symbol while active and hides it (scaled down, or up with `.up`, and faded)
/// while inactive.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, SymbolEffectMotionSource {
    var isUp = false
    /// Grows in from 1.5 times its size.
    public var up: AppearSymbolEffect { var c = self; c.isUp = true; return c }
    /// Grows in from half its size (the default).
    public var down: AppearSymbolEffect { var c = self; c.isUp = false; return c }
    /// Animates each layer in turn (drawn as the whole symbol here).
    public var byLayer: AppearSymbolEffect { self }
    /// Animates the whole symbol at once.
    public var wholeSymbol: AppearSymbolEffect { self }
    var motion: SymbolEffectMotion { SymbolEffectMotion(kind: .appear(up: isUp)) }
}

/// Hides the symbol (scaled down, or up with `.up`, and faded) while active.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, SymbolEffectMotionSource {
    var isUp = false
    /// Grows to 1.5 times its size as it fades.
    public var up: DisappearSymbolEffect { var c = self; c.isUp = true; return c }
    /// Shrinks to half its size as it fades (the default).
    public var down: DisappearSymbolEffect { var c = self; c.isUp = false; return c }
    /// Animates each layer in turn (drawn as the whole symbol here).
    public var byLayer: DisappearSymbolEffect { self }
    /// Animates the whole symbol at once.
    public var wholeSymbol: DisappearSymbolEffect { self }
    var motion: SymbolEffectMotion { SymbolEffectMotion(kind: .disappear(up: isUp)) }
}

/// A back-and-forth turn (the default, as a bell rings, and `clockwise`/`counterClockwise`)
/// or move (`left`, `right`, `up`, `down`, `forward`, `backward`), damped over one play.
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectMotionSource {
    var degrees: Double = 12
    var direction = CGSize.zero
    private func with(degrees: Double, direction: CGSize = .zero) -> WiggleSymbolEffect {
        var c = self; c.degrees = degrees; c.direction = direction; return c
    }
    /// Turns clockwise first.
    public var clockwise: WiggleSymbolEffect { with(degrees: 12) }
    /// Turns counterclockwise first.
    public var counterClockwise: WiggleSymbolEffect { with(degrees: -12) }
    /// Moves left first.
    public var left: WiggleSymbolEffect { with(degrees: 0, direction: CGSize(width: -1, height: 0)) }
    /// Moves right first.
    public var right: WiggleSymbolEffect { with(degrees: 0, direction: CGSize(width: 1, height: 0)) }
    /// Moves up first.
    public var up: WiggleSymbolEffect { with(degrees: 0, direction: CGSize(width: 0, height: -1)) }
    /// Moves down first.
    public var down: WiggleSymbolEffect { with(degrees: 0, direction: CGSize(width: 0, height: 1)) }
    /// Moves forward (right, in left-to-right layout) first.
    public var forward: WiggleSymbolEffect { right }
    /// Moves backward (left, in left-to-right layout) first.
    public var backward: WiggleSymbolEffect { left }
    /// Moves along `angle` (0 is right, 90° down) first.
    public static func custom(angle: Angle) -> WiggleSymbolEffect {
        WiggleSymbolEffect().with(degrees: 0, direction: CGSize(width: cos(angle.radians), height: sin(angle.radians)))
    }
    /// Animates each layer in turn (drawn as the whole symbol here).
    public var byLayer: WiggleSymbolEffect { self }
    /// Animates the whole symbol at once.
    public var wholeSymbol: WiggleSymbolEffect { self }
    var motion: SymbolEffectMotion { SymbolEffectMotion(kind: .wiggle(degrees: degrees, direction: direction)) }
}

/// One full turn of the symbol, easing in and out; clockwise by default.
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectMotionSource {
    var clockwiseTurn = true
    /// Turns clockwise.
    public var clockwise: RotateSymbolEffect { var c = self; c.clockwiseTurn = true; return c }
    /// Turns counterclockwise.
    public var counterClockwise: RotateSymbolEffect { var c = self; c.clockwiseTurn = false; return c }
    /// Animates each layer in turn (drawn as the whole symbol here).
    public var byLayer: RotateSymbolEffect { self }
    /// Animates the whole symbol at once.
    public var wholeSymbol: RotateSymbolEffect { self }
    var motion: SymbolEffectMotion { SymbolEffectMotion(kind: .rotate(clockwise: clockwiseTurn)) }
}

/// A slow swell of the symbol and back (`pulse` also fades it a little).
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectMotionSource {
    var fades = false
    /// Swells only.
    public var plain: BreatheSymbolEffect { var c = self; c.fades = false; return c }
    /// Swells and fades to 60 %.
    public var pulse: BreatheSymbolEffect { var c = self; c.fades = true; return c }
    /// Animates each layer in turn (drawn as the whole symbol here).
    public var byLayer: BreatheSymbolEffect { self }
    /// Animates the whole symbol at once.
    public var wholeSymbol: BreatheSymbolEffect { self }
    var motion: SymbolEffectMotion { SymbolEffectMotion(kind: .breathe(fades: fades)) }
}

/// Replaces one symbol by another: the old one shrinks (or grows, `upUp`) and fades with a
/// blur while the new one grows in from half its size with an overshoot; `offUp` removes the
/// old one at once. Used through `ContentTransition.symbolEffect(_:options:)`.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect {
    enum Style: Hashable, Sendable { case downUp, upUp, offUp }
    var style = Style.downUp
    /// The old symbol shrinks away, the new one grows in (the default).
    public var downUp: ReplaceSymbolEffect { var c = self; c.style = .downUp; return c }
    /// The old symbol grows away, the new one grows in.
    public var upUp: ReplaceSymbolEffect { var c = self; c.style = .upUp; return c }
    /// The old symbol goes at once, the new one grows in.
    public var offUp: ReplaceSymbolEffect { var c = self; c.style = .offUp; return c }
    /// Animates each layer in turn (drawn as the whole symbol here).
    public var byLayer: ReplaceSymbolEffect { self }
    /// Animates the whole symbol at once.
    public var wholeSymbol: ReplaceSymbolEffect { self }
}

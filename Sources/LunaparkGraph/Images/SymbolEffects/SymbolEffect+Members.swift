import Foundation

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce (see `BounceSymbolEffect`).
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse of opacity (see `PulseSymbolEffect`).
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Variable colour, iterative and dimming by default (see `VariableColorSymbolEffect`).
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A held scale, up by default (see `ScaleSymbolEffect`).
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// Appearing (see `AppearSymbolEffect`).
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// Disappearing (see `DisappearSymbolEffect`).
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// A wiggle, turning by default (see `WiggleSymbolEffect`).
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// One turn, clockwise by default (see `RotateSymbolEffect`).
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// A breath (see `BreatheSymbolEffect`).
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// A replacement, `downUp` by default (see `ReplaceSymbolEffect`).
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

import Foundation

/// An animation applied to symbol images (`Image(systemName:)`), from Apple's Symbols
/// framework, which SwiftUI re-exports.
///
/// Each effect type conforms to the protocols of the ways it can be used:
/// `DiscreteSymbolEffect` (played when a value changes, `symbolEffect(_:options:value:)`),
/// `IndefiniteSymbolEffect` (held while active, `symbolEffect(_:options:isActive:)`),
/// `ContentTransitionSymbolEffect` (`ContentTransition.symbolEffect(_:options:)`) and
/// `TransitionSymbolEffect`. Lunapark draws every symbol as one glyph, so the effects move,
/// scale, fade or turn the whole symbol (`.byLayer` draws as `.wholeSymbol`); the timings are
/// listed in the README's differences section. A type of your own conforming to it draws no
/// effect.
public protocol SymbolEffect: Hashable, Sendable {}

/// The built-in effects: what Lunapark animates for each.
protocol SymbolEffectMotionSource {
    var motion: SymbolEffectMotion { get }
}

/// A symbol effect played once per trigger (a change of the `value` it watches).
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// A symbol effect that runs, or is held, while it is active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// A symbol effect that animates one symbol being replaced by another.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// A symbol effect that can show or hide a symbol as its view is inserted or removed.
public protocol TransitionSymbolEffect: SymbolEffect {}

/// How a symbol effect plays: how many times and how fast (the Symbols framework's
/// `SymbolEffectOptions`).
///
/// Without options, an effect triggered by a value plays once and an active indefinite
/// effect repeats until it is made inactive. `speed` divides every duration (2 plays twice as
/// fast; zero, negative or non-finite speeds count as 1). A repeat count below 1 counts as 1.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How an effect repeats (iOS 18's `SymbolEffectOptions.RepeatBehavior`).
    public struct RepeatBehavior: Hashable, Sendable {
        /// nil: forever.
        let count: Int?
        /// Seconds of rest between plays.
        let delay: Double

        /// Plays again and again, each play starting as the previous one ends.
        public static var continuous: RepeatBehavior { RepeatBehavior(count: nil, delay: 0) }

        /// Plays `count` times (forever when nil), resting `delay` seconds between plays
        /// (Lunapark rests 0.2 s when `delay` is nil).
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(count: count.map { max(1, $0) }, delay: max(0, delay ?? 0.2))
        }
    }

    /// nil: the usage's default (once for a trigger, forever while active).
    var repeatBehavior: RepeatBehavior?
    var speedFactor: Double = 1

    /// The default: once per trigger, forever while active, at normal speed.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }

    /// Repeats forever (a triggered effect too).
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }
    /// Plays once (an active indefinite effect too, which then holds its end).
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }
    /// Plays `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
    /// Repeats as `behavior` says.
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        SymbolEffectOptions().repeat(behavior)
    }
    /// Plays `speed` times faster.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    /// These options, repeating forever.
    public var repeating: SymbolEffectOptions { `repeat`(.continuous) }
    /// These options, playing once.
    public var nonRepeating: SymbolEffectOptions { `repeat`(1) }
    /// These options, playing `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        `repeat`(RepeatBehavior(count: max(1, count), delay: 0))
    }
    /// These options, repeating as `behavior` says.
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        var copy = self
        copy.repeatBehavior = behavior
        return copy
    }
    /// These options, `speed` times faster.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.speedFactor = speed.isFinite && speed > 0 ? speed : 1
        return copy
    }
}

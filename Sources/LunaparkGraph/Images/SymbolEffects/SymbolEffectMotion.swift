import Foundation
import LunaparkCore

/// What Lunapark animates for a symbol effect: a pose as a function of time.
///
/// Apple publishes no curves for symbol effects; these timings are Lunapark's, chosen to
/// look like iOS 17/18 at normal speed (before `SymbolEffectOptions.speed`):
/// - bounce: 0.5 s; up grows to 1.2 and rises 5 % in 0.12 s, then settles with two smaller
///   swings (1 + 0.2 (1-u)² cos 3πu over the remaining 0.38 s); down shrinks to 0.8 first.
/// - pulse: 1 s; the opacity eases down to 0.3 and back.
/// - variable colour: 1 s; a lit band 0.35 of the length long runs from one end of the
///   symbol to the other over the rest dimmed to 35 % (hidden with `hideInactiveLayers`);
///   cumulative lights up to the front instead; reversing runs back in a second second.
/// - scale: held at 1.2 (up) or 0.8 (down), reached in 0.3 s.
/// - appear / disappear: held shown or hidden (scaled to 0.5, or 1.5 for `.up`, and
///   transparent), reached in 0.3 s.
/// - wiggle: 0.6 s; turns ±12° (or moves ±8 % along its direction) back and forth, damped.
/// - rotate: 1 s; one turn, easing in and out.
/// - breathe: 1.6 s; grows to 1.1 and back (`.pulse` also fades to 0.6).
struct SymbolEffectMotion: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case bounce(up: Bool)
        case pulse
        case variableColor(cumulative: Bool, reversing: Bool, hidesInactive: Bool)
        case scale(up: Bool)
        case appear(up: Bool)
        case disappear(up: Bool)
        /// Turns by `degrees` (clockwise first when positive), or moves along `direction`.
        case wiggle(degrees: Double, direction: CGSize)
        case rotate(clockwise: Bool)
        case breathe(fades: Bool)
    }

    let kind: Kind

    /// Seconds one play lasts at normal speed (held effects: the time to reach their pose).
    var duration: Double {
        switch kind {
        case .bounce: 0.5
        case .pulse: 1
        case .variableColor(_, let reversing, _): reversing ? 2 : 1
        case .scale, .appear, .disappear: 0.3
        case .wiggle: 0.6
        case .rotate: 1
        case .breathe: 1.6
        }
    }

    /// Held effects keep a pose while active instead of playing.
    var isHeld: Bool {
        switch kind {
        case .scale, .appear, .disappear: true
        default: false
        }
    }

    /// The pose held while active (held effects).
    func heldPose(active: Bool) -> SymbolPose {
        var pose = SymbolPose()
        switch kind {
        case .scale(let up): if active { pose.scale = up ? 1.2 : 0.8 }
        case .appear(let up), .disappear(let up):
            let hidden = (kind == .appear(up: up)) != active
            if hidden { pose.scale = up ? 1.5 : 0.5; pose.opacity = 0 }
        default: break
        }
        return pose
    }

    /// The pose `time` seconds into one play (0...duration).
    func pose(at time: Double) -> SymbolPose {
        let u = min(max(time / duration, 0), 1)
        var pose = SymbolPose()
        switch kind {
        case .bounce(let up):
            let amplitude: CGFloat = up ? 0.2 : -0.2
            let rise = 0.12 / duration
            let swing: CGFloat
            if u < rise {
                swing = amplitude * CGFloat(Self.easeOut(u / rise))
            } else {
                let v = (u - rise) / (1 - rise)
                swing = amplitude * CGFloat((1 - v) * (1 - v) * cos(3 * .pi * v))
            }
            pose.scale = 1 + swing
            pose.offset.height = -swing / 4
        case .pulse:
            pose.opacity = 1 - 0.7 * Self.easeInOut(u < 0.5 ? u * 2 : (1 - u) * 2)
        case .variableColor(let cumulative, let reversing, let hidesInactive):
            pose.unlitOpacity = hidesInactive ? 0 : 0.35
            // One sweep per second; reversing sweeps back in the second half.
            let sweep = reversing ? (u < 0.5 ? u * 2 : (1 - u) * 2) : u
            let band = 0.35
            if cumulative {
                pose.litRange = 0...(sweep * 1.1)
            } else {
                let front = sweep * (1 + band)
                pose.litRange = (front - band)...front
            }
        case .wiggle(let degrees, let direction):
            let swing = sin(4 * .pi * u) * (1 - u)
            pose.rotationDegrees = degrees * swing
            pose.offset = CGSize(width: direction.width * 0.08 * swing, height: direction.height * 0.08 * swing)
        case .rotate(let clockwise):
            pose.rotationDegrees = (clockwise ? 360 : -360) * Self.easeInOut(u)
        case .breathe(let fades):
            let breath = Self.easeInOut(u < 0.5 ? u * 2 : (1 - u) * 2)
            pose.scale = 1 + 0.1 * breath
            if fades { pose.opacity = 1 - 0.4 * breath }
        case .scale, .appear, .disappear:
            break
        }
        return pose
    }

    static func easeOut(_ u: Double) -> Double { 1 - (1 - u) * (1 - u) }
    static func easeInOut(_ u: Double) -> Double { u * u * (3 - 2 * u) }
}

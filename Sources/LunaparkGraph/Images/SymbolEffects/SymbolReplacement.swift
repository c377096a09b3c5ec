import Foundation

/// A symbol image replacing its symbol (`ContentTransition.symbolEffect`): the outgoing glyph
/// leaves over 0.2 s (shrinking to half, or growing by 0.3 for `upUp`, fading and blurring by
/// 3 points) while the incoming one, from 0.1 s, grows from half its size with a slight
/// overshoot (a back-out curve: the scale peaks near 1.03) and sharpens over 0.3 s; all divided by
/// the options' speed. `offUp` removes the outgoing glyph at once.
struct SymbolReplacement {
    let outgoing: SymbolGlyph
    let style: ReplaceSymbolEffect.Style
    let start: TimeInterval
    let speed: Double

    static let outDuration = 0.2
    static let inDelay = 0.1
    static let inDuration = 0.3

    private func elapsed(_ time: TimeInterval) -> Double { max(0, time - start) * speed }

    /// Whether the replacement still moves at `time`.
    func isRunning(at time: TimeInterval) -> Bool { elapsed(time) < Self.inDelay + Self.inDuration }

    /// The outgoing glyph's pose, nil once it is gone.
    func outgoingPose(at time: TimeInterval) -> SymbolPose? {
        let u = elapsed(time) / Self.outDuration
        guard style != .offUp, u < 1 else { return nil }
        var pose = SymbolPose()
        pose.scale = style == .upUp ? 1 + 0.3 * u : 1 - 0.5 * u
        pose.opacity = 1 - u
        pose.blurRadius = 3 * u
        return pose
    }

    /// The incoming glyph's pose.
    func incomingPose(at time: TimeInterval) -> SymbolPose {
        let v = min(max((elapsed(time) - Self.inDelay) / Self.inDuration, 0), 1)
        // Back-out easing with overshoot constant 1.2: 1 + (c+1)(v-1)^3 + c(v-1)^2.
        let c = 1.2, w = v - 1
        let eased = 1 + (c + 1) * w * w * w + c * w * w
        var pose = SymbolPose()
        pose.scale = 0.5 + 0.5 * eased
        pose.opacity = min(1, v * 2)
        pose.blurRadius = 3 * (1 - v)
        return pose
    }
}

import Foundation
import LunaparkCore

extension ViewGraph {
    // MARK: Time control (slow motion, pause, single steps)

    /// How fast the scene runs relative to the host clock: 1 normal, 0.1 ten times slower.
    /// Animations, transactions and timelines all follow it. A value that is not a positive
    /// finite number is ignored (the rate stays) and reported through `diagnosticHandler`.
    public var timeScale: Double {
        get { clock.rate }
        set {
            guard newValue > 0, newValue.isFinite else {
                report("timeScale \(newValue) is not a positive finite number; it stays \(clock.rate)")
                return
            }
            clock.setRate(newValue, atHost: hostTime)
            needsDisplay = true
        }
    }

    /// True while the scene's time stands still (frames still draw; input still applies).
    public var isPaused: Bool {
        get { clock.isPaused }
        set {
            clock.setPaused(newValue, atHost: hostTime)
            needsDisplay = true
        }
    }

    /// Moves a paused scene on by `seconds` of scene time (one frame by default). A value
    /// that is negative or not finite is ignored and reported (scene time never goes back).
    public func step(by seconds: TimeInterval = 1.0 / 60) {
        guard seconds >= 0, seconds.isFinite else {
            report("step(by: \(seconds)): not a finite number of seconds, 0 or more; ignored")
            return
        }
        clock.step(by: seconds)
        needsDisplay = true
    }
}

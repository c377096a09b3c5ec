import Foundation
import LunaparkCore

extension ViewGraph {
    // MARK: Time control (slow motion, pause, single steps)

    /// How fast the scene runs relative to the host clock: 1 normal, 0.1 ten times slower.
    /// Animations, transactions and timelines all follow it; must be positive.
    public var timeScale: Double {
        get { clock.rate }
        set {
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

    /// Moves a paused scene on by `seconds` of scene time (one frame by default).
    public func step(by seconds: TimeInterval = 1.0 / 60) {
        clock.step(by: seconds)
        needsDisplay = true
    }
}

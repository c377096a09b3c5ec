import Foundation

/// Maps the host's clock to the scene's: the time animations, transactions
/// and timelines see. Normally the two are the same; slow motion runs the
/// scene at `rate` (0.1 = ten times slower, like the simulator's "slow
/// animations"), pause stops it, and single-frame stepping moves a paused
/// scene on by a given amount. Times are seconds.
struct SceneClock {
    private(set) var rate: Double = 1
    private(set) var isPaused = false
    private var hostAnchor: TimeInterval
    private var sceneAnchor: TimeInterval

    init(start: TimeInterval) {
        hostAnchor = start
        sceneAnchor = start
    }

    /// The scene time at host time `host`.
    func sceneTime(atHost host: TimeInterval) -> TimeInterval {
        isPaused ? sceneAnchor : sceneAnchor + (host - hostAnchor) * rate
    }

    /// The host time at which the scene reaches `scene`; nil while paused (it never does).
    func hostTime(atScene scene: TimeInterval) -> TimeInterval? {
        isPaused ? nil : hostAnchor + (scene - sceneAnchor) / rate
    }

    /// Changes the rate (> 0) from host time `host` on, without a jump.
    mutating func setRate(_ newRate: Double, atHost host: TimeInterval) {
        precondition(newRate > 0, "SceneClock: the rate must be positive")
        rebase(atHost: host)
        rate = newRate
    }

    /// Pauses or resumes at host time `host`, without a jump.
    mutating func setPaused(_ paused: Bool, atHost host: TimeInterval) {
        rebase(atHost: host)
        isPaused = paused
    }

    /// Moves the scene on by `seconds` of scene time (a single step while paused).
    mutating func step(by seconds: TimeInterval) {
        sceneAnchor += seconds
    }

    private mutating func rebase(atHost host: TimeInterval) {
        sceneAnchor = sceneTime(atHost: host)
        hostAnchor = host
    }
}

import Foundation
import LunaparkCore

extension ViewGraph {
    func registerAnimating(_ node: ViewNode) {
        // No new display list for that: each step asks for what it changes (a rewritten layer
        // or drawing, or a rebuild).
        animations.register(node)
    }

    func unregisterAnimating(_ node: ViewNode) {
        animations.unregister(node)
    }

    /// The number of nodes with running animations.
    public var animatingNodeCount: Int { animations.count }

    /// One line per running animation: what animates and the value it shows now
    /// (what the inspector lists), at most `limit` lines, sorted.
    public func animatingPropertySummaries(limit: Int = 12) -> [String] {
        animations.propertySummaries(limit: limit)
    }

    /// Steps the running animations to scene time `time`, then applies what their ends changed.
    func stepAnimations(to time: TimeInterval) {
        guard !animations.isEmpty else { return }
        isUpdating = true
        if let inspection { inspection.recordAnimated(animations.nodes) }
        statistics.animationSteps += animations.step(to: time)
        isUpdating = false
        // Each node asked for what its step needs: a rebuild, a layout, or rewritten layers.
        // Completions fired by finished animations may have changed state.
        flushUpdates()
    }
}

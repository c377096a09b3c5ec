import CPrefetch
import Foundation
import LunaparkCore

/// The nodes of one `ViewGraph` that have running animations, and the
/// per-frame step that advances them.
///
/// A class, not a struct: a node's step may register or unregister nodes
/// (its own or another's animation starting or ending) while the registry is
/// stepping, which an `inout` access to a struct stored in the graph would
/// turn into an exclusivity violation.
@MainActor
final class AnimationRegistry {
    /// Nodes with running animations.
    private var animating: [ObjectIdentifier: ViewNode] = [:]
    /// `animating`'s nodes as an array in tree order, kept while the set does not change, so a
    /// frame does not copy and sort 30,000 values out of the dictionary (nil after a change).
    private var animatingList: [ViewNode]?

    /// Whether no node animates.
    var isEmpty: Bool { animating.isEmpty }
    /// The number of nodes with running animations.
    var count: Int { animating.count }

    /// Adds `node`; returns whether it was not registered yet.
    func register(_ node: ViewNode) {
        if animating.updateValue(node, forKey: ObjectIdentifier(node)) == nil { animatingList = nil }
    }

    func unregister(_ node: ViewNode) {
        if animating.removeValue(forKey: ObjectIdentifier(node)) != nil { animatingList = nil }
    }

    /// One line per running animation: what animates and the value it shows now, at most `limit`, sorted.
    func propertySummaries(limit: Int) -> [String] {
        var lines: [String] = []
        for node in animating.values {
            if let summary = node.animationSummary { lines.append(summary) }
        }
        return Array(lines.sorted().prefix(limit))
    }

    /// Steps every animating node to scene time `time`, unregistering the nodes whose
    /// animations have all ended. Returns the number of nodes stepped.
    func step(to time: TimeInterval) -> Int {
        // Order does not matter for the result (a node stepped before an ancestor's modifier
        // body updates it keeps its running animation when that update arrives), but for speed:
        // in tree order (node ids grow in the order nodes are made), nodes, their animation
        // state and their layers in the display list are visited in the order they lie
        // in memory. In the dictionary's order nearly every step missed the cache (perf,
        // 10,000 views x 3 springs: a quarter of the frame on the first load of a node and
        // of its layer).
        // (A @Sendable comparison: one isolated to the main actor checked the executor on
        // each of the 450,000 comparisons of 30,000 nodes.)
        let nodes = animatingList ?? animating.values.sorted { @Sendable a, b in a.nodeID < b.nodeID }
        animatingList = nodes
        // Each step still waits for its node to come from memory (nodes lie apart, between the
        // other objects made with them): ask for the first 512 bytes of the node 8 steps ahead,
        // which hold every field a step reads (the effect nodes are 424-472 bytes). 10,000 views
        // x 3 springs: 8 % faster a frame (medians of 10 alternating runs). A prefetch never
        // faults and never waits.
        let ahead = 8
        for index in nodes.indices {
            if index + ahead < nodes.count {
                let base = Unmanaged.passUnretained(nodes[index + ahead]).toOpaque()
                for line in 0..<8 { lunapark_prefetch(base + 64 * line) }
            }
            let node = nodes[index]
            if !node.stepAnimations(to: time) { unregister(node) }
        }
        return nodes.count
    }
}

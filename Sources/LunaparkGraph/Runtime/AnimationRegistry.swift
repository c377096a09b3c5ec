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
    /// Nodes with running animations, in tree order (node ids grow in the order nodes are
    /// made), possibly with nodes unregistered since the last step (`ViewNode.animationMembership`
    /// says which count).
    private var listed: [ViewNode] = []
    /// Nodes registered since the last step, in any order.
    private var added: [ViewNode] = []
    /// Whether a listed node was unregistered since the last step.
    private var hasRemovals = false

    /// Whether no node animates.
    var isEmpty: Bool { count == 0 }
    /// The number of nodes with running animations.
    private(set) var count = 0

    /// Adds `node` (nothing when it is registered already). O(1): a re-armed animation of one
    /// node among 30,000 animating ones costs neither a hash nor a sort (issue 14).
    func register(_ node: ViewNode) {
        switch node.animationMembership {
        case .none:
            node.animationMembership = .added
            added.append(node)
            count += 1
        case .listedRemoved:
            node.animationMembership = .listed
            count += 1
        case .listed, .added:
            break
        }
    }

    func unregister(_ node: ViewNode) {
        switch node.animationMembership {
        case .listed:
            node.animationMembership = .listedRemoved
            hasRemovals = true
            count -= 1
        case .added:
            // Dropped from `added` when it is merged.
            node.animationMembership = .none
            count -= 1
        case .none, .listedRemoved:
            break
        }
    }

    /// The nodes with running animations: in tree order, then those registered since the last step.
    var nodes: [ViewNode] {
        (listed + added).filter { $0.animationMembership == .listed || $0.animationMembership == .added }
    }

    /// One line per running animation: what animates and the value it shows now, at most `limit`, sorted.
    func propertySummaries(limit: Int) -> [String] {
        var lines: [String] = []
        for node in listed + added where node.animationMembership == .listed || node.animationMembership == .added {
            if let summary = node.animationSummary { lines.append(summary) }
        }
        return Array(Set(lines).sorted().prefix(limit))
    }

    /// Brings `listed` up to date: drops the unregistered nodes and merges the added ones in
    /// tree order. Linear in the listed nodes plus a sort of the added ones, and only after a change.
    private func mergeChanges() {
        guard hasRemovals || !added.isEmpty else { return }
        if hasRemovals {
            listed.removeAll { node in
                guard node.animationMembership == .listedRemoved else { return false }
                node.animationMembership = .none
                return true
            }
            hasRemovals = false
        }
        guard !added.isEmpty else { return }
        var newcomers: [ViewNode] = []
        newcomers.reserveCapacity(added.count)
        for node in added where node.animationMembership == .added {
            node.animationMembership = .listed  // once, even when it was added twice
            newcomers.append(node)
        }
        added.removeAll(keepingCapacity: true)
        guard !newcomers.isEmpty else { return }
        // (A @Sendable comparison: one isolated to the main actor checked the executor on each comparison.)
        newcomers.sort { @Sendable a, b in a.nodeID < b.nodeID }
        if listed.isEmpty || listed[listed.count - 1].nodeID < newcomers[0].nodeID {
            listed.append(contentsOf: newcomers)
            return
        }
        var merged: [ViewNode] = []
        merged.reserveCapacity(listed.count + newcomers.count)
        var i = 0
        var j = 0
        while i < listed.count, j < newcomers.count {
            if listed[i].nodeID < newcomers[j].nodeID {
                merged.append(listed[i]); i += 1
            } else {
                merged.append(newcomers[j]); j += 1
            }
        }
        merged.append(contentsOf: listed[i...])
        merged.append(contentsOf: newcomers[j...])
        listed = merged
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
        mergeChanges()
        let nodes = listed
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
            // A node unregistered by another's step (it left the tree) is not stepped.
            guard node.animationMembership == .listed else { continue }
            if !node.stepAnimations(to: time) { unregister(node) }
        }
        return nodes.count
    }
}

/// Where a node is in its graph's `AnimationRegistry`.
enum AnimationMembership: UInt8 {
    /// Not registered.
    case none
    /// Registered since the last step, waiting to be merged into the stepped list.
    case added
    /// In the stepped list.
    case listed
    /// Still in the stepped list, but unregistered: dropped at the next merge.
    case listedRemoved
}

import Foundation
import LunaparkCore

/// The graph's table of `matchedGeometryEffect` groups: which nodes belong to each id in each
/// namespace, and the non-sources laid out in the current layout pass, placed again once every
/// source has its frame (a non-source may come before its source in the tree).
@MainActor
final class MatchedGeometryRegistry {
    /// A group: an id within a namespace.
    struct Key: Hashable {
        let namespace: Namespace.ID
        let id: AnyHashable
    }

    private struct Member {
        weak var node: MatchedGeometryNode?
    }

    private var groups: [Key: [Member]] = [:]
    private var followersToResolve: [Member] = []

    func register(_ node: MatchedGeometryNode, in key: Key) {
        groups[key, default: []].append(Member(node: node))
    }

    func unregister(_ node: MatchedGeometryNode, from key: Key) {
        guard var members = groups[key] else { return }
        members.removeAll { $0.node == nil || $0.node === node }
        groups[key] = members.isEmpty ? nil : members
    }

    /// True when no view has a `matchedGeometryEffect`.
    var isEmpty: Bool { groups.isEmpty }

    private func members(of key: Key) -> [MatchedGeometryNode] {
        groups[key]?.compactMap(\.node) ?? []
    }

    /// The group's source on screen to stay: a placed source that is not being removed.
    func source(of key: Key, excluding node: MatchedGeometryNode? = nil) -> MatchedGeometryNode? {
        members(of: key).first { $0 !== node && $0.isSource && $0.hasBeenPlaced && !$0.isBeingRemoved }
    }

    /// Sources of the group that are leaving (kept on screen by their removal transition).
    func departingSources(of key: Key) -> [MatchedGeometryNode] {
        members(of: key).filter { $0.isSource && $0.hasBeenPlaced && $0.isBeingRemoved }
    }

    /// Notes that `node`, a non-source, was laid out in this pass and must follow its source's final frame.
    func followerWasPlaced(_ node: MatchedGeometryNode) {
        followersToResolve.append(Member(node: node))
    }

    /// After a layout pass: places again the non-sources whose source's frame was not known, or
    /// not final, when they were placed.
    func resolveFollowers() {
        guard !followersToResolve.isEmpty else { return }
        let followers = followersToResolve
        followersToResolve.removeAll()
        for member in followers { member.node?.followSource() }
    }
}

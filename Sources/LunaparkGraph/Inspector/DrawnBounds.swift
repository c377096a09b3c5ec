import Foundation
import LunaparkCore

/// Where views are drawn in one display list, in root coordinates: the union of
/// each node's drawings, with every layer transform above them applied (clips,
/// masks and perspective are not: a view turned in 3D is outlined unturned).
@MainActor
struct DrawnBounds {
    /// The bounds of each node's own drawings, by node id.
    private var own: [UInt64: CGRect] = [:]
    /// The bounds of each node's subtree, by node id (filled as asked).
    private var subtrees: [UInt64: CGRect] = [:]

    init(_ list: DisplayList) {
        var transforms: [CGAffineTransform] = [.identity]
        for item in list.items {
            switch item {
            case .layer(let layer):
                transforms.append(layer.transform.concatenating(transforms[transforms.count - 1]))
            case .end:
                if transforms.count > 1 { transforms.removeLast() }
            case .drawing(let drawing):
                guard let node = Self.nodeID(of: drawing.id) else { continue }
                let rect = drawing.bounds.applying(drawing.transform.concatenating(transforms[transforms.count - 1]))
                own[node] = own[node].map { $0.union(rect) } ?? rect
            }
        }
    }

    /// The node a drawing's id belongs to: `ViewNode.displayID(_:)` is the node id times 8 plus
    /// a slot, a text run's id has its top bit set and the node id from bit 12 (`TextNode`).
    static func nodeID(of id: DisplayID) -> UInt64? {
        let raw = id.rawValue
        if raw >> 63 == 1 { return (raw & ~(1 << 63)) >> 12 }
        return raw >> 60 == 0 ? raw / 8 : nil
    }

    /// Where `node` and everything below it drew, or nil when they drew nothing.
    mutating func bounds(of node: ViewNode) -> CGRect? {
        if let known = subtrees[node.nodeID] { return known.isNull ? nil : known }
        var rect = own[node.nodeID] ?? .null
        for child in node.children {
            if let childRect = bounds(of: child) { rect = rect.union(childRect) }
        }
        subtrees[node.nodeID] = rect
        return rect.isNull ? nil : rect
    }
}

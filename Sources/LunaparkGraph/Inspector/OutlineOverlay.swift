import Foundation
import LunaparkCore

/// The outlines of the latest frames: what the scene graph recorded (`InspectionRecorder`)
/// turned into rectangles, and drawn as display-list strokes over the scene.
///
/// A view's body runs in one frame only, and one frame (16.7 ms at 60 Hz) is too short to
/// see, so an outline stays `hold` seconds after the last frame that had it, fading out
/// linearly; while the same view keeps animating or running its body, it stays opaque.
@MainActor
final class OutlineOverlay {
    /// How long an outline stays after the last frame that had it, seconds of host time.
    static let hold: TimeInterval = 0.3
    /// The most outlines drawn at once.
    static let limit = 2000

    /// Which outlines are shown.
    var shown: InspectorOutlines = []
    /// Where the pointer is, points in window coordinates (nil: outside or unknown).
    var pointer: CGPoint?

    private struct Key: Hashable {
        let node: UInt64
        let kind: OutlineKind
    }
    private struct Entry {
        var rect: CGRect
        var time: TimeInterval
    }
    private var recent: [Key: Entry] = [:]
    /// The outlines of the pointer's targets, replaced each frame.
    private var targets: [(rect: CGRect, kind: OutlineKind)] = []

    /// Whether outlines are still fading out at host time `time`: frames are needed until they are gone.
    func isFading(at time: TimeInterval) -> Bool {
        recent.values.contains { time - $0.time < Self.hold }
    }

    /// Takes in the scene's latest frame `list` at host time `time`: the nodes that animated or
    /// ran their body for it (`work`), and the views under the pointer in `graph`.
    func update(list: DisplayList, graph: ViewGraph, work: (bodies: [ViewNode], animated: [ViewNode]),
                at time: TimeInterval) {
        recent = recent.filter { time - $0.value.time < Self.hold }
        targets = []
        guard !shown.isEmpty else { return }
        var bounds = DrawnBounds(list)
        if shown.contains(.animating) {
            for node in work.animated where node.isAttached {
                remember(node, kind: OutlineKind(node.animationDrawKind), bounds: &bounds, at: time)
            }
        }
        if shown.contains(.bodies) {
            for node in work.bodies where node.isAttached {
                remember(node, kind: .body, bounds: &bounds, at: time)
            }
        }
        if shown.contains(.hitTargets), let pointer {
            var nodes: [ViewNode] = []
            graph.root.collectPointerTargets(at: pointer, into: &nodes)
            let pressed = graph.root.hitTest(pointer)?.handler as AnyObject?
            for node in nodes {
                guard let rect = bounds.bounds(of: node) ?? Self.layoutRect(of: node) else { continue }
                targets.append((rect, node === pressed ? .pressTarget : .hitTarget))
            }
        }
    }

    private func remember(_ node: ViewNode, kind: OutlineKind, bounds: inout DrawnBounds, at time: TimeInterval) {
        guard recent.count < Self.limit, let rect = bounds.bounds(of: node) ?? Self.layoutRect(of: node) else { return }
        recent[Key(node: node.nodeID, kind: kind)] = Entry(rect: rect, time: time)
    }

    /// A node's frame from layout when it drew nothing itself (nil when it has no size).
    private static func layoutRect(of node: ViewNode) -> CGRect? {
        let frame = node.presentedFrame
        return frame.width > 0 || frame.height > 0 ? frame : nil
    }

    /// The outlines to draw over the scene at host time `time`, as display-list drawings.
    func items(at time: TimeInterval) -> [DisplayList.Item] {
        var items: [DisplayList.Item] = []
        for (key, entry) in recent.sorted(by: { ($0.key.kind.rawValue, $0.key.node) < ($1.key.kind.rawValue, $1.key.node) }) {
            let opacity = 1 - max(0, time - entry.time) / Self.hold
            guard opacity > 0 else { continue }
            items.append(Self.outline(entry.rect, kind: key.kind, opacity: opacity, index: UInt64(items.count)))
        }
        for target in targets {
            items.append(Self.outline(target.rect, kind: target.kind, opacity: 1, index: UInt64(items.count)))
        }
        return items
    }

    /// A stroked rectangle just inside `rect` (so an outline of the whole window stays visible).
    static func outline(_ rect: CGRect, kind: OutlineKind, opacity: Double, index: UInt64) -> DisplayList.Item {
        let inset = kind.lineWidth / 2
        let outlined = rect.insetBy(dx: min(inset, rect.width / 2), dy: min(inset, rect.height / 2))
        var color = kind.color
        color.opacity = Float(opacity)
        let style = StrokeStyle(lineWidth: kind.lineWidth, dash: kind.dash)
        // Ids of their own (bit 61), never a scene's; the version changes with what is drawn.
        var hasher = Hasher()
        for value in [outlined.minX, outlined.minY, outlined.width, outlined.height] { hasher.combine(value) }
        hasher.combine(kind.rawValue)
        hasher.combine(opacity)
        let drawing = DisplayList.Drawing(
            id: DisplayID(1 << 61 | index), version: UInt64(bitPattern: Int64(hasher.finalize())),
            bounds: outlined.insetBy(dx: -kind.lineWidth, dy: -kind.lineWidth),
            content: .stroke(Path(outlined), .color(color), style))
        return .drawing(drawing)
    }
}

import Foundation
import LunaparkCore

// A node's layout frame: measuring with the pass's cache, and the frame's animation.
extension ViewNode {
    /// The size this node chooses for `proposal`, cached for the current layout pass.
    /// Containers call this rather than `sizeThatFits` (a stack asks each child several times).
    final func measure(_ proposal: ProposedViewSize) -> CGSize {
        let graph = self.graph
        graph.statistics.measurements += 1
        let epoch = graph.layoutEpoch
        if sizeCacheEpoch != epoch {
            clearSizeCache()
            sizeCacheEpoch = epoch
        }
        if let last = lastMeasurement, last.proposal == proposal { return last.size }
        let size = sizeCache[proposal] ?? sizeThatFits(proposal)
        if let last = lastMeasurement { sizeCache[last.proposal] = last.size }
        lastMeasurement = (proposal, size)
        return size
    }

    /// The proposal this node was last sized for when it chose `size` (what SwiftUI passes to
    /// `placeSubviews(in:proposal:)` with bounds of that size): a container placed in the size
    /// it chose for a wider proposal gives its children the sizes they chose for it. Its
    /// latest measurement when that answered `size`, else the tightest cached one that did
    /// (the narrowest, then the shortest), else `size`.
    final func proposalAnswered(by size: CGSize) -> ProposedViewSize {
        if let last = lastMeasurement, last.size == size { return last.proposal }
        let answering = sizeCache.filter { $0.value == size }.map(\.key)
        let tightest = answering.min { ($0.width ?? .infinity, $0.height ?? .infinity) < ($1.width ?? .infinity, $1.height ?? .infinity) }
        return tightest ?? ProposedViewSize(size)
    }

    private func clearSizeCache() {
        lastMeasurement = nil
        if !sizeCache.isEmpty { sizeCache.removeAll(keepingCapacity: true) }
    }

    /// Records that a layout input of this node changed (a frame's width, a shape's size, a
    /// list's children): this node and its ancestors forget their sizes and are placed again
    /// in the next layout, while their other descendants keep theirs (see `place(in:transaction:)`).
    /// Asks the graph for a layout.
    final func invalidateLayout() {
        graph.setNeedsIncrementalLayout()
        // Everything is laid out next anyway.
        guard !graph.needsFullLayout else { return }
        var node: ViewNode? = self
        // The node a container above lays out for this chain: the highest one below it that
        // is not a list (lists hand their children to the container, `collectLayoutItems`).
        var item: ViewNode?
        while let current = node {
            current.clearSizeCache()
            current.needsPlacement = true
            current.layoutItemDidChange(item)
            if !current.isList { item = current }
            node = current.parent
        }
    }

    /// Records a new layout frame, animating from the presented frame when the transaction animates.
    final func setLayoutFrame(_ rect: CGRect, transaction: Transaction) {
        let old = layoutFrame
        layoutFrame = rect
        if old == rect && frameAnimation == nil { return }
        let wasAnimating = frameAnimation != nil
        defer {
            // A frame that animates is drawn by walking the tree in each of its frames.
            if wasAnimating || frameAnimation != nil { graph.setNeedsDisplay() } else if old != rect { layoutFrameDidChange() }
        }
        let time = graph.currentTime
        let animation: FrameAnimation
        if let running = frameAnimation {
            animation = running
        } else {
            // First placement, or a frame that has never animated: no animation unless it moved with one.
            guard old != .zero, transaction.animation != nil, !transaction.disablesAnimations else {
                if old != .zero { noteAnimationChange(.snapped, property: bodyViewType, part: .layoutFrame, transaction: transaction) }
                return
            }
            animation = FrameAnimation(AnimatedValue(old.animatableData))
        }
        let change = animation.value.setTarget(rect.animatableData, transaction: transaction, at: time)
        noteAnimationChange(change, property: bodyViewType, part: .layoutFrame, transaction: transaction)
        if animation.value.isAnimating {
            frameAnimation = animation
            graph.registerAnimating(self)
        } else {
            frameAnimation = nil
        }
    }

    /// Moves this node's frame, and a running animation of it, by `delta` points at once (for a
    /// geometry group that moved: its members keep their place relative to it).
    final func translateFrame(by delta: CGSize) {
        layoutFrame = layoutFrame.offsetBy(dx: delta.width, dy: delta.height)
        presentedFrameCache = presentedFrameCache?.offsetBy(dx: delta.width, dy: delta.height)
        var shift = CGRect.zero
        shift.origin = CGPoint(x: delta.width, y: delta.height)
        frameAnimation?.value.translate(by: shift.animatableData)
    }

    /// The frame shown this frame: the layout frame, or its animated presentation.
    final var presentedFrame: CGRect { presentedFrameCache ?? layoutFrame }
}

/// A node's running frame animation (see `ViewNode.frameAnimation`).
@MainActor
final class FrameAnimation {
    var value: AnimatedValue<CGRect.AnimatableData>

    init(_ value: AnimatedValue<CGRect.AnimatableData>) { self.value = value }
}

/// What flows down the tree during an update.
struct UpdateContext {
    var transaction: Transaction
    var environment: EnvironmentValues
}

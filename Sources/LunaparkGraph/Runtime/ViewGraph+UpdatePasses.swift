import Foundation
import LunaparkCore

extension ViewGraph {
    /// Applies pending state changes: re-evaluates invalidated bodies, parents first.
    /// Detects update loops (a change that keeps causing changes) and reports them once.
    func flushUpdates() {
        guard !isUpdating else { return }
        let wasFlushing = isFlushingUpdates
        isFlushingUpdates = true
        defer { isFlushingUpdates = wasFlushing }
        AudioRouting.withEventTime(clock.hostTime(atScene: currentTime) ?? hostTime) {
            var rounds = 0
            while !dirty.isEmpty || !postUpdateActions.isEmpty {
                rounds += 1
                if rounds > 100 {
                    report("action tried to update multiple times per frame (an onChange or onAppear keeps changing state it depends on); later updates wait for the next frame")
                    break
                }
                if !dirty.isEmpty { runUpdatePass() }
                // Views are laid out before onAppear/onChange actions run, so changes those make animate
                // from the laid-out state (SwiftUI runs onAppear after the view was placed).
                layoutIfNeededAndFinishPass()
                runPostUpdateActions()
            }
            layoutIfNeededAndFinishPass()
        }
    }

    func runUpdatePass() {
        isUpdating = true
        defer { isUpdating = false }
        passCounter += 1
        statistics.updatePasses += 1
        // Parents first, so a child re-evaluated by its parent is not evaluated twice; nodes at
        // the same depth in the order they were made (not the dictionary's per-process hash order).
        // Sorted by index into the entries: sorting the entries themselves copied a node and a
        // transaction (retains and releases) per comparison, 16% of a frame restarting 10,000
        // animations (perf).
        let pending = Array(dirty.values)
        let order = pending.indices.map { (depth: pending[$0].node.depth, id: pending[$0].node.nodeID, index: $0) }
            .sorted { ($0.depth, $0.id) < ($1.depth, $1.id) }
        var layoutTransaction: Transaction?
        // The transaction is read where it is (not copied out with its node: a copy retains its
        // animation, completions and values, 3 % of building 10,000 views, perf), and a node
        // is looked up in `dirty` once.
        for (_, _, index) in order {
            let node = pending[index].node
            guard dirty.removeValue(forKey: ObjectIdentifier(node)) != nil, node.isAttached else { continue }
            node.reevaluate(transaction: pending[index].transaction)
            appliedTransactions.append(pending[index].transaction)
            if layoutTransaction?.animation == nil { layoutTransaction = pending[index].transaction }
        }
        pendingLayoutTransaction = layoutTransaction ?? Transaction()
        layoutPass = passCounter
        preferenceReaders.needsReading = true
        // No layout unless a node asked for one (a size, a structure or a layout value changed):
        // a change of colour or of an effect in a large tree then costs no layout at all. No
        // new display list either unless a node asked for one (`ViewNode.tracksDisplayChanges`):
        // a restarted offset animation or a leaf's new colour rewrites its item in place.
    }


    func runPostUpdateActions() {
        while !postUpdateActions.isEmpty {
            let actions = postUpdateActions
            postUpdateActions.removeAll()
            for action in actions { action() }
        }
    }


    /// Lays out when something asked for it; otherwise lets the preference readers see the
    /// pass's values (which may ask for layout) and ends the pass.
    func layoutIfNeededAndFinishPass() {
        if !needsLayout { readPreferences() }
        if needsLayout { layout() } else { finishPass() }
    }

    /// Lays out the tree: everything after `setNeedsLayout()` (a new display list follows),
    /// else only the nodes `ViewNode.invalidateLayout()` marked, their ancestors and what
    /// moves; nodes whose frame changed then update their items in the last display list
    /// (`ViewNode.layoutFrameDidChange()`).
    func layout() {
        needsLayout = false
        var passes = 0
        repeat {
            needsLayoutAgain = false
            passes += 1
            // A matched non-source follows another node's frame: while there are any, and
            // when a lazy container asks for another pass, everything is laid out.
            if needsFullLayout || passes > 1 || !matchedGeometry.isEmpty {
                // Whatever moved is drawn by a new walk of the tree.
                needsDisplay = true
                needsFullLayout = false
                layoutEpoch += 1
            }
            statistics.layouts += 1
            // As in a SwiftUI window: the root is offered the safe area (the whole viewport when
            // it has no insets) and centred in it at the size it chooses.
            let safe = windowSafeAreaLayer.safe
            let size = root.measure(ProposedViewSize(safe.size))
            let rect = CGRect(x: safe.minX + (safe.width - size.width) / 2, y: safe.minY + (safe.height - size.height) / 2,
                              width: size.width, height: size.height)
            root.place(in: rect, transaction: pendingLayoutTransaction)
        } while needsLayoutAgain && passes < 3
        needsLayoutAgain = false
        matchedGeometry.resolveFollowers()
        // Requests made while laying out were met by it (a geometry reader places the content
        // it evaluates); nodes they marked stay marked for the next layout.
        needsLayout = false
        needsFullLayout = false
        if readPreferencesAfterLayout() { return }
        finishPass()
    }

    /// Ends the update passes applied so far, once they are laid out (or needed no layout):
    /// their transaction no longer places anything, and the completions of changes that
    /// started no animation fire.
    func finishPass() {
        pendingLayoutTransaction = Transaction()
        layoutPass = 0
        let applied = appliedTransactions + supersededTransactions
        appliedTransactions.removeAll()
        supersededTransactions.removeAll()
        for transaction in applied where !transaction.animationCompletions.isEmpty {
            transaction._completeIfNoAnimationsStarted()
        }
    }
}

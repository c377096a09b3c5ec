import Foundation
import LunaparkCore

/// The node of `LazyVStack`, `LazyHStack`, `LazyVGrid` and `LazyHGrid`. Inside a scroll view
/// that scrolls along its axis, it makes the nodes of only the lines near the visible region
/// (the region widened by half its length on each side); elsewhere it makes them all.
///
/// A line's extent (a row's height in a vertical container) is measured when the line is
/// made; lines not made yet count as the average of those measured, so the container's size
/// is an estimate that grows exact as it is scrolled through. When placing reveals a line of
/// another extent than estimated, the graph lays out once more (`ViewGraph.needsLayoutAgain`).
/// Cells are numbered through the elements in order, each element giving as many cells as its
/// view has (a `ForEach` element of two views gives two), counted from the first element made
/// of its `ForEach`.
///
/// Nodes once made are kept with their state while the container lives. Those outside the
/// region are neither placed, drawn nor hit-tested, and get the container's new views only
/// when they come back (`appliedVersion`). Rows come and go without transitions.
@MainActor
final class LazyContainerNode: ViewNode, ScrollRegionObserving {
    final class Built {
        let node: ViewNode
        var appliedVersion: UInt64
        init(node: ViewNode, appliedVersion: UInt64) { self.node = node; self.appliedVersion = appliedVersion }
    }

    private(set) var layout = LazyLayout(axis: .vertical, gridItems: nil, alignment: 0.5, spacing: nil)
    private(set) var elements = LazyElements()
    private(set) var built: [LazyElements.Key: Built] = [:]
    private var contentVersion: UInt64 = 0
    /// Cells per element of each source (learned from the first element made of it).
    private(set) var cellsPerElement: [Int: Int] = [:]
    /// Measured line extents (points along the axis), by line index.
    private(set) var lineExtents: [Int: CGFloat] = [:]
    private var measuredExtentSum: CGFloat = 0
    /// The element nodes placed by the last layout, in order: what is drawn and hit-tested.
    private(set) var placed: [ViewNode] = []
    private(set) var placedKeys: Set<LazyElements.Key> = []
    /// Elements the last layout reached whose views had nothing to show (an `if` that is
    /// false): they take the container's new views at once, like placed ones, so that one
    /// that now shows something is laid out.
    private var emptyReachedKeys: Set<LazyElements.Key> = []
    /// The stretch along the axis (content coordinates) whose lines the last layout made.
    private var placedRegion: ClosedRange<CGFloat>?

    /// The tracks of the last layout.
    private(set) var placedTracks: [ResolvedGridTrack] = []
    /// In a list: each placed row's line (content coordinates) and item, for separators and header bands.
    var listRowFrames: [ListRowFrame] = []

    /// The list row style, for `LazyContainerNode+ListRows.swift`.
    var layoutListRows: ListRowStyle? { layout.listRows }
    var layoutAxis: Axis { layout.axis }
    var pinsSectionHeaders: Bool { layout.pinsSectionHeaders }

    /// How many element nodes exist (for tests and the inspector).
    var builtElementCount: Int { built.count }

    override var children: [ViewNode] { placed }

    override func update(with view: any View, context: UpdateContext) {
        let container = view as! LazyContainerView
        recordUpdate(context)
        if !container.lazyLayout.isSame(as: layout) {
            layout = container.lazyLayout
            resetMeasurements()
            graph.setNeedsLayout()
        }
        contentVersion &+= 1
        let newElements = DependencyTracker.evaluate(as: self) { LazyElements(content: container.lazyContent) }
        if newElements.keys != elements.keys {
            graph.setNeedsLayout()
            // Removed elements leave in the order they were made, not the dictionary's hash order.
            let removed = built.filter { newElements.index(of: $0.key) == nil }.sorted { $0.value.node.nodeID < $1.value.node.nodeID }
            for (key, entry) in removed {
                entry.node.willUnmount()
                built[key] = nil
                placedKeys.remove(key)
            }
            placed = placed.filter { node in built.values.contains { $0.node === node } }
        }
        elements = newElements
        // What is on screen takes the new views now, with this change's transaction.
        // In the elements' order (the set's own order changes from process to process).
        let onScreen = placedKeys.compactMap { key in elements.index(of: key).map { (key, $0) } }.sorted { $0.1 < $1.1 }
        for (key, index) in onScreen {
            if let entry = built[key] { apply(entry, index: index, context: context) }
        }
        for key in emptyReachedKeys {
            guard let index = elements.index(of: key), let entry = built[key] else { continue }
            apply(entry, index: index, context: context)
            if !entry.node.layoutItems.isEmpty { graph.setNeedsLayout() }
        }
    }

    // `reevaluate(transaction:)` applies the container's view again.
    override var keepsLastView: Bool { true }

    override func reevaluate(transaction: Transaction) {
        reapply(context: UpdateContext(transaction: transaction, environment: environment))
    }

    private func apply(_ entry: Built, index: Int, context: UpdateContext) {
        let view = DependencyTracker.evaluate(as: self) { elements.view(at: index) }
        entry.node.apply(view, context: context)
        entry.appliedVersion = contentVersion
    }

    private func resetMeasurements() {
        lineExtents = [:]
        measuredExtentSum = 0
    }

    var estimatedExtent: CGFloat { lineExtents.isEmpty ? 0 : measuredExtentSum / CGFloat(lineExtents.count) }

    /// The node of element `index`, made (and mounted) if needed and up to date with the latest view.
    private func node(ofElement index: Int) -> ViewNode {
        let key = elements.keys[index]
        let context = UpdateContext(transaction: Transaction(), environment: environment)
        if let entry = built[key] {
            if entry.appliedVersion != contentVersion { apply(entry, index: index, context: context) }
            return entry.node
        }
        let view = DependencyTracker.evaluate(as: self) { elements.view(at: index) }
        let node = reconcile(nil, with: view, context: context)
        built[key] = Built(node: node, appliedVersion: contentVersion)
        if isMounted { node.didMount() }
        if cellsPerElement[key.source] == nil {
            let count = max(1, node.layoutItems.count)
            cellsPerElement[key.source] = count
            if count != 1 { graph.needsLayoutAgain = true }
        }
        return node
    }

    /// The cells of line `line` with their track indices, making their elements.
    private func cells(ofLine line: Int, tracks: Int) -> [(item: ViewNode, element: ViewNode, key: LazyElements.Key, track: Int)] {
        var result: [(ViewNode, ViewNode, LazyElements.Key, Int)] = []
        for track in 0..<tracks {
            guard let (index, item) = element(ofCell: line * tracks + track) else { break }
            let node = node(ofElement: index)
            let items = node.layoutItems
            if item < items.count {
                result.append((items[item], node, elements.keys[index], track))
            } else if items.isEmpty {
                emptyReachedKeys.insert(elements.keys[index])
            }
        }
        return result
    }

    // MARK: Layout

    private func cellProposal(track: ResolvedGridTrack) -> ProposedViewSize {
        var proposal = ProposedViewSize(width: nil, height: nil)
        proposal[layout.axis.other] = track.size
        return proposal
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let axis = layout.axis
        let tracks = layout.tracks(available: proposal[axis.other])
        let lines = lineCount(tracks: tracks.count)
        var main: CGFloat = 0
        let estimate = estimatedExtent
        for line in 0..<lines { main += lineExtents[line] ?? estimate }
        main += CGFloat(max(0, lines - 1)) * layout.lineSpacing
        let cross: CGFloat
        if let offered = proposal[axis.other] {
            cross = offered
        } else if layout.gridItems == nil {
            cross = placed.flatMap(\.layoutItems).map { $0.measure(rowProposal(cellProposal(track: tracks[0]), for: $0))[axis.other] }.max() ?? 0
        } else {
            cross = tracks.last.map { $0.offset + $0.size } ?? 0
        }
        return CGSize(axis: axis, main: main, cross: cross)
    }

    /// The stretch along the axis whose lines are made: the visible region of the scroll view
    /// around, widened by half its length each way; everything when there is none.
    private func wantedRegion(margin: CGFloat) -> ClosedRange<CGFloat>? {
        let axis = layout.axis
        guard let scroll = enclosingScrollView, scroll.axes.contains(axis.set) else { return nil }
        let visible = scroll.visibleContentRect
        let length = visible.size[axis]
        return (visible.origin[axis] - length * margin)...(visible.origin[axis] + length * (1 + margin))
    }

    /// Whether right to left mirrors the cells: always across a vertical container; along a
    /// horizontal one only outside a horizontal `ScrollView`, whose offset and visible region
    /// Lunapark keeps left to right (mirrored cells would fall outside the region it makes).
    private var mirrorsForLayoutDirection: Bool {
        guard layout.axis == .horizontal, let scroll = enclosingScrollView else { return true }
        return !scroll.axes.contains(.horizontal)
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        let axis = layout.axis
        if let scroll = enclosingScrollView { scroll.addObserver(self) }
        let region = wantedRegion(margin: 0.5)
        let tracks = layout.tracks(available: rect.size[axis.other])
        let gridCross = layout.gridItems == nil ? rect.size[axis.other] : (tracks.last.map { $0.offset + $0.size } ?? 0)
        let crossOrigin = rect.origin[axis.other] + (rect.size[axis.other] - gridCross) * (layout.gridItems == nil ? 0 : layout.alignment)
        let t = effectiveTransaction(inherited: transaction)
        var position = rect.origin[axis]
        var newPlaced: [ViewNode] = []
        var newKeys: Set<LazyElements.Key> = []
        emptyReachedKeys = []
        var extentsChanged = false
        var newListRows: [ListRowFrame] = []
        let lines = lineCount(tracks: tracks.count)
        var line = 0
        /// Places line `line` at `position` along the axis; returns its measured extent.
        func placeLine(_ line: Int, at position: CGFloat) -> CGFloat {
            let cells = cells(ofLine: line, tracks: tracks.count)
            let sizes = cells.map {
                $0.item.measure(rowProposal(cellProposal(track: tracks[min($0.track, tracks.count - 1)]), for: $0.item))
            }
            let content = zip(cells, sizes).map { lineExtent(of: $0.item, size: $1) }.max() ?? 0
            // A grouped list's section spacing, before a section's first line and after the last.
            let gaps = listGaps(ofLine: line, lineCount: lines, firstItem: cells.first?.item)
            let extent = gaps.before + content + gaps.after
            if lineExtents[line] != extent {
                measuredExtentSum += extent - (lineExtents[line] ?? 0)
                lineExtents[line] = extent
                extentsChanged = true
            }
            for (cell, size) in zip(cells, sizes) {
                let track = tracks[min(cell.track, tracks.count - 1)]
                var cellRect = CGRect.zero
                cellRect.origin[axis] = position + gaps.before
                cellRect.origin[axis.other] = crossOrigin + track.offset
                cellRect.size = CGSize(axis: axis, main: content, cross: track.size)
                cellRect = listLine(cellRect)
                let alignment = layout.gridItems == nil ? stackAlignment : track.alignment
                let cellFrame = frame(of: cell.item, size: size, in: cellRect, alignment: alignment)
                cell.item.place(in: mirrorsForLayoutDirection ? placedForLayoutDirection(cellFrame, in: rect) : cellFrame,
                                transaction: t)
                if layout.listRows != nil { newListRows.append(ListRowFrame(line: cellRect, item: cell.item, section: gaps.section)) }
                if newPlaced.last !== cell.element { newPlaced.append(cell.element) }
                newKeys.insert(cell.key)
            }
            return extent
        }
        // The header of the section the region starts in, when it lies before the region (pinned).
        var headerBeforeRegion: (line: Int, position: CGFloat)?
        while line < lines {
            var extent = lineExtents[line] ?? estimatedExtent
            if region.map({ position <= $0.upperBound && position + extent >= $0.lowerBound }) ?? true {
                if let header = headerBeforeRegion, newPlaced.isEmpty {
                    _ = placeLine(header.line, at: header.position)
                }
                extent = placeLine(line, at: position)
            } else if layout.pinsSectionHeaders, newPlaced.isEmpty, isSectionHeaderLine(line) {
                headerBeforeRegion = (line, position)
            }
            position += extent + layout.lineSpacing
            line += 1
        }
        placed = newPlaced
        placedKeys = newKeys
        placedTracks = tracks
        listRowFrames = newListRows
        if layout.listRows != nil { placeRowBackgrounds(transaction: t) }
        placedRegion = region
        if extentsChanged { graph.needsLayoutAgain = true }
        graph.setNeedsDisplay()
    }

    /// A stack's cells: at the leading (top) end of their line along the axis, by `alignment` across.
    private var stackAlignment: Alignment {
        layout.axis == .vertical
            ? Alignment(horizontal: HorizontalAlignment(fraction: layout.alignment), vertical: .top)
            : Alignment(horizontal: .leading, vertical: VerticalAlignment(fraction: layout.alignment))
    }

    func scrollRegionDidChange() {
        guard let placedRegion, let needed = wantedRegion(margin: 0.1) else { return }
        if needed.lowerBound < placedRegion.lowerBound || needed.upperBound > placedRegion.upperBound {
            graph.setNeedsLayout()
        }
    }

    override func render(into builder: inout DisplayListBuilder) {
        if pinsSectionHeaders, layout.listRows == nil { return renderPinningHeaders(into: &builder) }
        guard let style = layout.listRows else { return super.render(into: &builder) }
        drawSectionCards(style, into: &builder)
        drawHeaderBands(style, into: &builder)
        super.render(into: &builder)
        drawSeparators(style, into: &builder)
    }

    // MARK: Lifecycle

    override func willUnmount() {
        // Built but not placed (scrolled out of view): in the order they were made, so their
        // onDisappear actions run in the same order in every process (not the hash order).
        let unplaced = built.values.map(\.node).filter { node in !placed.contains { $0 === node } }
        for node in unplaced.sorted(by: { $0.nodeID < $1.nodeID }) { node.willUnmount() }
        super.willUnmount()
    }

    override var debugDescriptionName: String { "Lazy(\(layout.axis), \(layout.gridItems == nil ? "stack" : "grid"))" }
}

import Foundation
import LunaparkCore

/// One layer of safe area, in root coordinates: the part of `outer` not in `safe` is unsafe
/// (the window's insets around the root; a `safeAreaInset` bar's band; a `safeAreaPadding`).
/// Views are laid out inside `safe`; a view that ignores the safe area and touches an edge of
/// `safe` grows to the same edge of `outer`.
struct SafeAreaLayer: Equatable {
    var safe: CGRect
    var outer: CGRect

    /// `rect` grown, on each of `edges` where it touches this layer's safe edge (within half a
    /// point), to the outer edge.
    func expanding(_ rect: CGRect, edges: Edge.Set) -> CGRect {
        let touch: CGFloat = 0.5
        var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        if edges.contains(.top), abs(minY - safe.minY) <= touch { minY = min(minY, outer.minY) }
        if edges.contains(.bottom), abs(maxY - safe.maxY) <= touch { maxY = max(maxY, outer.maxY) }
        if edges.contains(.leading), abs(minX - safe.minX) <= touch { minX = min(minX, outer.minX) }
        if edges.contains(.trailing), abs(maxX - safe.maxX) <= touch { maxX = max(maxX, outer.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// Nodes that change the safe area their children see.
@MainActor
protocol SafeAreaProviding: ViewNode {
    /// The layer this node adds around `child` (nil: none); read after this node was placed.
    func safeAreaLayer(for child: ViewNode) -> SafeAreaLayer?
    /// True when `child` sees no safe area from above this node (a scroll view's content,
    /// which the scroll view insets instead).
    func isolatesSafeArea(of child: ViewNode) -> Bool
}

extension SafeAreaProviding {
    func isolatesSafeArea(of child: ViewNode) -> Bool { false }
}

extension ViewNode {
    /// The safe-area layers around this node, innermost first, ending with the window's.
    var safeAreaLayers: [SafeAreaLayer] {
        var layers: [SafeAreaLayer] = []
        var node: ViewNode = self
        while let parent = node.parent {
            if let provider = parent as? SafeAreaProviding {
                if provider.isolatesSafeArea(of: node) { return layers }
                if let layer = provider.safeAreaLayer(for: node) { layers.append(layer) }
            }
            node = parent
        }
        layers.append(graph.windowSafeAreaLayer)
        return layers
    }

    /// `rect` grown into the unsafe area on `edges` where it touches the safe area of each
    /// layer around this node in turn (a background under the window's insets and under a bar).
    func expandingIntoSafeArea(_ rect: CGRect, edges: Edge.Set) -> CGRect {
        safeAreaLayers.reduce(rect) { $1.expanding($0, edges: edges) }
    }

    /// How far each edge of `rect` (root coordinates) lies in the unsafe area around this node,
    /// in points (0 for an edge inside the safe area; never more than `rect` is long).
    func safeAreaInsets(of rect: CGRect) -> EdgeInsets {
        let safe = safeAreaLayers.reduce(CGRect.infinite) { $0.intersection($1.safe) }
        guard !safe.isNull else { return EdgeInsets(top: rect.height, leading: rect.width) }
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), max(0, limit)) }
        return EdgeInsets(top: clamp(safe.minY - rect.minY, rect.height),
                          leading: clamp(safe.minX - rect.minX, rect.width),
                          bottom: clamp(rect.maxY - safe.maxY, rect.height),
                          trailing: clamp(rect.maxX - safe.maxX, rect.width))
    }
}

extension ViewGraph {
    /// The window's safe-area layer: the viewport inset by `safeAreaInsets`, in the viewport.
    var windowSafeAreaLayer: SafeAreaLayer {
        let outer = CGRect(origin: .zero, size: viewportSize)
        return SafeAreaLayer(safe: outer.inset(by: safeAreaInsets), outer: outer)
    }
}

extension CGRect {
    /// This rectangle with each edge moved in by `insets` (never to a negative size).
    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top,
               width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
    }
}

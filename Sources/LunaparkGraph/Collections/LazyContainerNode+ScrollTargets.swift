import Foundation
import LunaparkCore

/// Where a lazy container's elements are, for `scrollTo` and scroll targets.
extension LazyContainerNode {
    /// The frame (content coordinates) of the element identified by `key` in a `ForEach`: its
    /// node's frame when it is placed, else its line's estimated position in the last layout.
    func estimatedFrame(of key: ListKey) -> CGRect? {
        guard let index = elements.keys.firstIndex(where: { $0.key == key }) else { return nil }
        let elementKey = elements.keys[index]
        if placedKeys.contains(elementKey), let node = built[elementKey]?.node { return node.layoutFrame }
        let axis = layout.axis
        let trackCount = max(1, placedTracks.count)
        var firstCell = 0
        for run in elements.sourceRuns {
            let per = cellsPerElement[run.source] ?? 1
            if index < run.start + run.count { firstCell += (index - run.start) * per; break }
            firstCell += run.count * per
        }
        let line = firstCell / trackCount
        let estimate = estimatedExtent
        var position = layoutFrame.origin[axis]
        for l in 0..<line { position += (lineExtents[l] ?? estimate) + layout.lineSpacing }
        var frame = layoutFrame
        frame.origin[axis] = position
        frame.size = CGSize(axis: axis, main: lineExtents[line] ?? estimate, cross: layoutFrame.size[axis.other])
        return frame
    }

    /// The element nodes placed by the last layout with their ids (nil for elements not of a
    /// `ForEach` or `.id(_:)`), in order, frames in content coordinates (scroll targets).
    var placedElementFrames: [(id: AnyHashable?, frame: CGRect)] {
        var frames: [(id: AnyHashable?, frame: CGRect)] = []
        for key in elements.keys where placedKeys.contains(key) {
            guard let node = built[key]?.node else { continue }
            if case .id(let id) = key.key { frames.append((id, node.layoutFrame)) } else { frames.append((nil, node.layoutFrame)) }
        }
        return frames
    }
}

import Foundation
import LunaparkCore

/// How a lazy grid turns its `GridItem`s into tracks for the space it is offered (`available`
/// points across its growth axis), in SwiftUI's order:
///
/// 1. The spacing after every item but the last is set aside (8 points when nil).
/// 2. Fixed items take their size.
/// 3. Flexible and adaptive items, in order, each take an equal share of what is left among
///    those not yet sized (`left / count`), a flexible one kept within its minimum and maximum,
///    an adaptive one at least its minimum.
/// 4. An adaptive item's space `S` holds `n = max(1, ⌊(S + s) / (minimum + s)⌋)` tracks, `s`
///    its spacing, each `min(maximum, (S - (n - 1) s) / n)` wide.
///
/// So `[GridItem(.adaptive(minimum: 80))]` in 375 points makes ⌊383 / 88⌋ = 4 columns of
/// (375 - 24) / 4 = 87.75 points, and in 300 points 3 columns of 94.67. With no space offered
/// (nil: the grid's ideal size), flexible and adaptive items take their minimum.
enum GridTrackSizing {
    static let defaultSpacing: CGFloat = 8

    static func tracks(for items: [GridItem], available: CGFloat?) -> [ResolvedGridTrack] {
        guard !items.isEmpty else { return [] }
        let spacings = items.map { $0.spacing ?? defaultSpacing }
        var left = (available ?? 0) - spacings.dropLast().reduce(0, +)
        var sizes = [CGFloat](repeating: 0, count: items.count)
        for (i, item) in items.enumerated() {
            if case .fixed(let size) = item.size {
                sizes[i] = max(0, size)
                left -= sizes[i]
            }
        }
        var flexibleLeft = items.filter { if case .fixed = $0.size { false } else { true } }.count
        for (i, item) in items.enumerated() {
            let share = max(0, left) / CGFloat(max(1, flexibleLeft))
            switch item.size {
            case .fixed:
                continue
            case .flexible(let minimum, let maximum):
                sizes[i] = available == nil ? minimum : min(max(share, minimum), max(minimum, maximum))
            case .adaptive(let minimum, _):
                sizes[i] = available == nil ? minimum : max(share, minimum)
            }
            left -= sizes[i]
            flexibleLeft -= 1
        }
        var tracks: [ResolvedGridTrack] = []
        var offset: CGFloat = 0
        for (i, item) in items.enumerated() {
            let alignment = item.alignment ?? .center
            if case .adaptive(let minimum, let maximum) = item.size {
                let spacing = spacings[i]
                let count = max(1, Int(((sizes[i] + spacing) / (max(1, minimum) + spacing)).rounded(.down)))
                let width = min(maximum, (sizes[i] - CGFloat(count - 1) * spacing) / CGFloat(count))
                for _ in 0..<count {
                    tracks.append(ResolvedGridTrack(offset: offset, size: width, alignment: alignment))
                    offset += width + spacing
                }
                offset += sizes[i] - (CGFloat(count) * (width + spacing)) // any space the maximum left unused
                offset += spacing
            } else {
                tracks.append(ResolvedGridTrack(offset: offset, size: sizes[i], alignment: alignment))
                offset += sizes[i] + spacings[i]
            }
        }
        return tracks
    }
}

import Foundation
import LunaparkCore
import LunaparkGraph

/// What decides the pixels of display-list items, in a comparable form: a
/// layer's rendered result can be reused while the signature of its content
/// is unchanged. Drawings are summarized by id, version (which changes with
/// their content and bounds) and transform; layers by all their parameters.
indirect enum DisplaySignature: Equatable {
    case drawing(DisplayID, version: UInt64, transform: CGAffineTransform)
    case layer(DisplayID, transform: CGAffineTransform, opacity: Double, clip: Path?, blendMode: BlendMode,
               shadow: DisplayList.Shadow?, blurRadius: CGFloat, mask: [DisplaySignature]?,
               content: [DisplaySignature])

    /// The signatures of the items in `range` of `tree`, nesting layers.
    static func of(_ tree: ItemTree, range: Range<Int>) -> [DisplaySignature] {
        var result: [DisplaySignature] = []
        var index = range.lowerBound
        while index < range.upperBound {
            switch tree.items[index] {
            case .drawing(let d):
                result.append(.drawing(d.id, version: d.version, transform: d.transform))
                index += 1
            case .layer(let l):
                let end = tree.ends[index]
                let mask = l.mask.map { items -> [DisplaySignature] in
                    let maskTree = ItemTree(items)
                    return of(maskTree, range: 0..<maskTree.items.count)
                }
                result.append(.layer(l.id, transform: l.transform, opacity: l.opacity, clip: l.clip,
                                     blendMode: l.blendMode, shadow: l.shadow, blurRadius: l.blurRadius, mask: mask,
                                     content: of(tree, range: index + 1..<end)))
                index = end + 1
            case .end:
                index += 1
            }
        }
        return result
    }
}

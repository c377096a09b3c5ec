import Foundation
import LunaparkCore

/// A view's size and alignment guides (SwiftUI's `ViewDimensions`), in points in the view's
/// own coordinates: what `alignmentGuide(_:computeValue:)` closures and layouts read.
public struct ViewDimensions: Equatable {
    let size: CGSize
    /// The guides the view sets with `alignmentGuide(_:computeValue:)`, outermost first.
    let explicitGuides: [ExplicitAlignmentGuide]

    init(size: CGSize, explicitGuides: [ExplicitAlignmentGuide] = []) {
        self.size = size
        self.explicitGuides = explicitGuides
    }

    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    /// The guide's value: the view's explicit one, or the guide's default (`.leading` 0,
    /// `.center` half the width, `.trailing` the width; a custom guide's `defaultValue(in:)`).
    public subscript(guide: HorizontalAlignment) -> CGFloat { value(of: guide.guideKey) }
    /// The guide's value: the view's explicit one, or the guide's default (`.top` 0,
    /// `.center` half the height, `.bottom` the height; a custom guide's `defaultValue(in:)`).
    public subscript(guide: VerticalAlignment) -> CGFloat { value(of: guide.guideKey) }
    /// The view's explicit value of the guide, or nil when it sets none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(of: guide.guideKey) }
    /// The view's explicit value of the guide, or nil when it sets none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(of: guide.guideKey) }

    func value(of key: AlignmentGuideKey) -> CGFloat {
        explicitValue(of: key) ?? key.defaultValue(in: self)
    }

    /// The outermost explicit value of `key`; its closure sees the guides set inside it (a
    /// closure reading its own guide gets the default).
    func explicitValue(of key: AlignmentGuideKey) -> CGFloat? {
        guard let index = explicitGuides.firstIndex(where: { $0.key == key }) else { return nil }
        let inner = ViewDimensions(size: size, explicitGuides: Array(explicitGuides[(index + 1)...]))
        return explicitGuides[index].computeValue(inner)
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.size == b.size && a.explicitGuides.map(\.key) == b.explicitGuides.map(\.key)
    }
}

/// A guide set by `alignmentGuide(_:computeValue:)`.
struct ExplicitAlignmentGuide {
    let key: AlignmentGuideKey
    let computeValue: (ViewDimensions) -> CGFloat
}

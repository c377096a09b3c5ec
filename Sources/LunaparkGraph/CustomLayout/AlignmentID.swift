import Foundation
import LunaparkCore

/// A type that identifies an alignment guide (SwiftUI's `AlignmentID`): make a
/// `HorizontalAlignment` or `VerticalAlignment` from it with `init(_:)` to align views of
/// different containers along a line of your own, adjusted per view with `alignmentGuide(_:computeValue:)`.
public protocol AlignmentID {
    /// The guide's value, in points from the view's leading (top) edge, for a view that does not
    /// set it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A custom guide: its `AlignmentID` type's default value, equal and hashed by that type.
struct CustomAlignment: Hashable, Sendable {
    let identifier: ObjectIdentifier
    let defaultValue: @Sendable (ViewDimensions) -> CGFloat

    init(id: AlignmentID.Type) {
        // A metatype is not Sendable in Swift 6, but an AlignmentID's only use here is its
        // static defaultValue(in:), a pure function of the dimensions it is given.
        nonisolated(unsafe) let type = id
        identifier = ObjectIdentifier(id)
        defaultValue = { type.defaultValue(in: $0) }
    }

    static func == (a: Self, b: Self) -> Bool { a.identifier == b.identifier }
    func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

extension HorizontalAlignment {
    /// A guide identified by `id`. Stacks and `ZStack`s line their children up along it (see
    /// `alignmentGuide(_:computeValue:)`); frames and overlays centre on it.
    public init(_ id: AlignmentID.Type) {
        self.init(fraction: 0.5, custom: CustomAlignment(id: id))
    }

    /// The guide's key among a view's explicit guides.
    var guideKey: AlignmentGuideKey { AlignmentGuideKey(axis: .horizontal, fraction: fraction, custom: custom) }
}

extension VerticalAlignment {
    /// A guide identified by `id`. Stacks and `ZStack`s line their children up along it (see
    /// `alignmentGuide(_:computeValue:)`); frames and overlays centre on it.
    public init(_ id: AlignmentID.Type) {
        self.init(fraction: 0.5, custom: CustomAlignment(id: id))
    }

    /// The guide's key among a view's explicit guides.
    var guideKey: AlignmentGuideKey { AlignmentGuideKey(axis: .vertical, fraction: fraction, custom: custom) }
}

/// One alignment guide of either axis.
struct AlignmentGuideKey: Hashable, Sendable {
    let axis: Axis
    let fraction: CGFloat
    let custom: CustomAlignment?

    /// The guide's value for a view of `dimensions` that does not set it: the custom guide's
    /// default, or the fraction of the view's width (height).
    func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        if let custom { return custom.defaultValue(dimensions) }
        return fraction * dimensions.size[axis]
    }
}

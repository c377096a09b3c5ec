import Foundation
import LunaparkCore

/// A size proposal a parent makes to a child (SwiftUI's `ProposedViewSize`):
/// nil in a dimension means "your ideal size", 0 "your minimum", infinity
/// "your maximum".
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width in points; nil asks for the ideal width.
    public var width: CGFloat?
    /// The proposed height in points; nil asks for the ideal height.
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`, with both dimensions specified.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Asks for the view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with nil dimensions replaced by `size`'s (default 10 x 10, as SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// The horizontal or vertical dimension (SwiftUI's `Axis`).
public enum Axis: Sendable, Hashable, CaseIterable {
    case horizontal, vertical

    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(axis: Axis, main: CGFloat, cross: CGFloat) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}

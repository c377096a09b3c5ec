import Foundation
import LunaparkCore

/// Where views line up horizontally (SwiftUI's `HorizontalAlignment`):
/// `fraction` 0 is the leading edge, 0.5 the centre, 1 the trailing edge.
public struct HorizontalAlignment: Hashable, Sendable {
    /// For a custom guide (`init(_:)`), 0.5: where a frame or an overlay aligns it (stacks use the guide).
    let fraction: CGFloat
    /// The custom guide's identifier; nil for the built-in guides.
    var custom: CustomAlignment? = nil
    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// Where views line up vertically (SwiftUI's `VerticalAlignment`). Baselines
/// align as the bottom edge.
public struct VerticalAlignment: Hashable, Sendable {
    /// For a custom guide (`init(_:)`), 0.5: where a frame or an overlay aligns it (stacks use the guide).
    let fraction: CGFloat
    /// The custom guide's identifier; nil for the built-in guides.
    var custom: CustomAlignment? = nil
    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
    /// Aligns as `.bottom`: Lunapark does not track text baselines.
    public static let firstTextBaseline = VerticalAlignment(fraction: 1)
    /// Aligns as `.bottom`: Lunapark does not track text baselines.
    public static let lastTextBaseline = VerticalAlignment(fraction: 1)
}

/// An alignment in both axes (SwiftUI's `Alignment`).
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a child of `size` aligned in `rect`.
    func origin(of size: CGSize, in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + (rect.width - size.width) * horizontal.fraction,
                y: rect.minY + (rect.height - size.height) * vertical.fraction)
    }
}

import Foundation
import LunaparkCore

/// Which parts of a view's geometry `matchedGeometryEffect` copies from the group's source
/// (SwiftUI's `MatchedGeometryProperties`).
@frozen
public struct MatchedGeometryProperties: OptionSet, Sendable, BitwiseCopyable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The position of the view's anchor point, in window (root) coordinates.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The view's size: the view is offered the source's size and centred in it.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Both `position` and `size`.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension MatchedGeometryProperties {
    /// The rect a view laid out in `own` takes when it copies these properties of `source`
    /// (both in root coordinates): the size is the source's or its own, and the point at
    /// `anchor` of the result lies where that point of the source lies, or of its own frame.
    func rect(own: CGRect, source: CGRect, anchor: UnitPoint) -> CGRect {
        let size = contains(.size) ? source.size : own.size
        let from = contains(.position) ? source : own
        let point = CGPoint(x: from.minX + anchor.x * from.width, y: from.minY + anchor.y * from.height)
        return CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                      width: size.width, height: size.height)
    }
}

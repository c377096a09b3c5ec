import Foundation
import LunaparkCore
/// How a path's interior is filled (SwiftUI's `FillStyle`).
public struct FillStyle: Hashable, Sendable {
    /// True: the even-odd rule decides what is inside; false: the non-zero winding rule.
    public var isEOFilled: Bool
    /// True: edges are smoothed; false: each pixel is either inside or outside
    /// (the renderer turns cairo's antialiasing off).
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

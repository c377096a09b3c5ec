import Foundation

extension Array where Element == DisplayList.GradientStop {
    /// The stops in location order; stops at equal locations keep their given order (a hard edge).
    /// (Package-wide: the renderer sorts stops for cairo, a canvas shading before it interpolates them.)
    package var sortedByLocation: [DisplayList.GradientStop] {
        enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }
}

import Foundation
import LunaparkGraph

extension Array where Element == DisplayList.GradientStop {
    /// The stops in location order; stops at equal locations keep their given order (a hard edge).
    var sortedByLocation: [DisplayList.GradientStop] {
        enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }
}

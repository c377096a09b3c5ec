import Foundation
import LunaparkCore

/// The text size the user chose (SwiftUI's `DynamicTypeSize`), from
/// `xSmall` to `accessibility5`, in increasing order; `.large` is the default.
///
/// Fonts made from a text style (`.body`, `.title`, `Font.system(.headline)`,
/// `Font.custom(_:size:relativeTo:)`) take the size Apple's Human Interface
/// Guidelines list for the style at this size (see `Font.TextStyle`); fonts of
/// a fixed size (`.system(size:)`, `.custom(_:fixedSize:)`) do not change.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// True for the five accessibility sizes (`accessibility1` and larger).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The position in `allCases` (0 for `xSmall`, 3 for `large`, 11 for `accessibility5`).
    var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.index < rhs.index }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

/// The range `dynamicTypeSize(_:)` with a range limits the size to.
private struct DynamicTypeSizeRangeKey: EnvironmentKey {
    static let defaultValue: ClosedRange<DynamicTypeSize> = .xSmall ... .accessibility5
}

extension EnvironmentValues {
    /// The text size of this environment (`.large` by default), always inside
    /// the range that enclosing `dynamicTypeSize(_:)` modifiers with a range
    /// allow: setting a size outside it reads as the nearer end.
    public var dynamicTypeSize: DynamicTypeSize {
        get {
            let range = self[DynamicTypeSizeRangeKey.self]
            return min(range.upperBound, max(range.lowerBound, self[DynamicTypeSizeKey.self]))
        }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The sizes allowed here: the intersection of the enclosing ranges.
    fileprivate var dynamicTypeSizeRange: ClosedRange<DynamicTypeSize> {
        get { self[DynamicTypeSizeRangeKey.self] }
        set { self[DynamicTypeSizeRangeKey.self] = newValue }
    }
}

extension View {
    /// Sets the text size of this view and the views inside it to `size`
    /// (within any range an enclosing `dynamicTypeSize(_:)` allows).
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Limits the text size of this view and the views inside it to `range`
    /// (`...DynamicTypeSize.xxLarge`, `.small ... .accessibility2`, `.large...`):
    /// a larger or smaller size set outside or inside reads as the nearer end of
    /// the range. Nested ranges intersect; ranges that do not overlap leave the
    /// inner one's nearer end.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        let limits = DynamicTypeSize.clamping(range)
        return transformEnvironment(\.dynamicTypeSizeRange) { current in
            let lower = max(current.lowerBound, limits.lowerBound)
            let upper = min(current.upperBound, limits.upperBound)
            current = lower <= upper ? lower...upper : (upper < limits.lowerBound ? limits.lowerBound...limits.lowerBound
                                                                                 : limits.upperBound...limits.upperBound)
        }
    }
}

extension DynamicTypeSize {
    /// `range` as a closed range of sizes: an open upper end drops its last size;
    /// an empty range (`.large ..< .large`) is the lower bound alone.
    fileprivate static func clamping<T: RangeExpression>(_ range: T) -> ClosedRange<DynamicTypeSize> where T.Bound == DynamicTypeSize {
        let sizes = allCases.filter { range.contains($0) }
        guard let first = sizes.first, let last = sizes.last else {
            let lower = (range as? Range<DynamicTypeSize>)?.lowerBound ?? .large
            return lower...lower
        }
        return first...last
    }
}

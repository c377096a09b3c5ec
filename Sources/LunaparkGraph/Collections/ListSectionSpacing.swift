import Foundation
import LunaparkCore

/// The space between adjacent sections of a list in a grouped style (SwiftUI's
/// `ListSectionSpacing`), set with `listSectionSpacing(_:)`.
public struct ListSectionSpacing: Sendable, Equatable {
    /// The space in points.
    let points: CGFloat

    /// The style's default: 35 points in Lunapark, the grouped table views' section spacing.
    public static let `default` = ListSectionSpacing(points: 35)
    /// A compact spacing: 20 points in Lunapark.
    public static let compact = ListSectionSpacing(points: 20)

    /// A spacing of `spacing` points (negative values count as 0).
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(points: max(0, spacing))
    }
}

private struct ListSectionSpacingKey: EnvironmentKey {
    static let defaultValue: ListSectionSpacing = .default
}

extension EnvironmentValues {
    /// The space between sections of lists in a grouped style (`listSectionSpacing(_:)`).
    var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}

extension View {
    /// Sets the space between adjacent sections of the lists in this view (SwiftUI's
    /// `listSectionSpacing(_:)`): applied to a `List`, between all its sections, and before
    /// the first and after the last (the space before a section is read from its first row's
    /// environment). Only the grouped styles (`.insetGrouped`, `.grouped`, `.sidebar`) space
    /// sections.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing)
    }

    /// Sets the space between adjacent sections of the lists in this view to `spacing` points
    /// (see `listSectionSpacing(_:)` with a `ListSectionSpacing`).
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        listSectionSpacing(.custom(spacing))
    }
}

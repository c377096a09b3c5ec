import Foundation
import LunaparkCore

/// The look of a `List` (SwiftUI's `ListStyle`), set with `listStyle(_:)`. The styles are drawn
/// as on iOS: `.plain` rows edge to edge on the system background; `.insetGrouped` (also
/// `.automatic`, iOS 16's default) sections as rounded cards on the grouped grey background;
/// `.grouped` the cards full width and square; `.inset` plain rows inset from the sides;
/// `.sidebar` inset grouped with section headers in the headline font (not collapsible here).
/// Custom list styles cannot be written, as in SwiftUI.
public protocol ListStyle {}

/// What each style draws (see `ListRowStyle`).
enum ListStyleKind: Equatable {
    case plain, insetGrouped, grouped, inset, sidebar

    /// Whether the list has grouped sections on the grouped background.
    var isGrouped: Bool { self == .insetGrouped || self == .grouped || self == .sidebar }
}

/// The list styles Lunapark draws give their kind through this.
protocol ListStyleKindProviding {
    var listStyleKind: ListStyleKind { get }
}

/// The plain list style: rows edge to edge with separators, section headers on a grey band
/// (SwiftUI's `PlainListStyle`).
public struct PlainListStyle: ListStyle, ListStyleKindProviding {
    public init() {}
    var listStyleKind: ListStyleKind { .plain }
}

/// The platform's default list style (SwiftUI's `DefaultListStyle`): inset grouped, as on
/// iOS 16 and later.
public struct DefaultListStyle: ListStyle, ListStyleKindProviding {
    public init() {}
    var listStyleKind: ListStyleKind { .insetGrouped }
}

/// Sections as rounded cards inset from the list's sides on the grouped background, headers in
/// small secondary capitals above them, footers below (SwiftUI's `InsetGroupedListStyle`).
public struct InsetGroupedListStyle: ListStyle, ListStyleKindProviding {
    public init() {}
    var listStyleKind: ListStyleKind { .insetGrouped }
}

/// Sections as full-width bands on the grouped background, headers in small secondary capitals
/// (SwiftUI's `GroupedListStyle`).
public struct GroupedListStyle: ListStyle, ListStyleKindProviding {
    public init() {}
    var listStyleKind: ListStyleKind { .grouped }
}

/// Plain rows inset from the list's sides (SwiftUI's `InsetListStyle`).
public struct InsetListStyle: ListStyle, ListStyleKindProviding {
    public init() {}
    var listStyleKind: ListStyleKind { .inset }
}

/// The sidebar style (SwiftUI's `SidebarListStyle`): drawn as inset grouped with section
/// headers in the headline font; its sections do not collapse in Lunapark.
public struct SidebarListStyle: ListStyle, ListStyleKindProviding {
    public init() {}
    var listStyleKind: ListStyleKind { .sidebar }
}

extension ListStyle where Self == PlainListStyle {
    /// The plain list style.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == DefaultListStyle {
    /// The default list style: inset grouped, as on iOS 16 and later.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as rounded cards on the grouped background.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections as full-width bands on the grouped background.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Plain rows inset from the sides.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// The sidebar style (inset grouped, headline headers).
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private struct ListStyleKindKey: EnvironmentKey {
    static let defaultValue: ListStyleKind = .insetGrouped
}

extension EnvironmentValues {
    /// The style of lists in this environment (`listStyle(_:)`); inset grouped by default.
    var listStyleKind: ListStyleKind {
        get { self[ListStyleKindKey.self] }
        set { self[ListStyleKindKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the lists in this view (SwiftUI's `listStyle(_:)`); the innermost
    /// setting wins, and lists without one are inset grouped.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyleKind, (style as? ListStyleKindProviding)?.listStyleKind ?? .insetGrouped)
    }
}
